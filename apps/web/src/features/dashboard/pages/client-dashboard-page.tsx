import { DashboardScreen } from '../components/dashboard-screen';

/** /dashBoard/client: the client manager's dashboard (25), their own company only. */
export default function ClientDashboardPage() {
  return <DashboardScreen kind="client" title="고객사 대시보드" />;
}
