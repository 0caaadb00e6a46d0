import { GroupListScreen } from './group-list-screen';

/** spec §2 /company/manageGroup/list (operator admins). */
export default function GroupListPage() {
  return <GroupListScreen scope="operator" />;
}
