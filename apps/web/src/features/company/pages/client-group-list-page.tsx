import { GroupListScreen } from './group-list-screen';

/** spec §2 /company/clientManageGroup/list (client manager, their own company). */
export default function ClientGroupListPage() {
  return <GroupListScreen scope="client" />;
}
