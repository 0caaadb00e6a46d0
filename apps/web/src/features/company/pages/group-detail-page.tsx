import { GroupDetailScreen } from './group-detail-screen';

/** spec §2 /company/manageGroup/detail/{cmpyCd}/{grupCd} (operator admins). */
export default function GroupDetailPage() {
  return <GroupDetailScreen scope="operator" />;
}
