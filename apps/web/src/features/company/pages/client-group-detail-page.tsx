import { GroupDetailScreen } from './group-detail-screen';

/** spec §2 /company/clientManageGroup/detail/{cmpyCd}/{grupCd} (client manager). */
export default function ClientGroupDetailPage() {
  return <GroupDetailScreen scope="client" />;
}
