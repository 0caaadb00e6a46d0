import { DashboardScreen } from '../components/dashboard-screen';

/** /dashBoard/etners: the operator dashboard (15, 99999; 10 where the menu grants it). */
export default function EtnersDashboardPage() {
  return <DashboardScreen kind="etners" title="운영사 대시보드" />;
}
