import { UserListScreen } from './user-list-screen';

/** spec §2 /user/clientManage/list (client manager, their own company). */
export default function ClientUserListPage() {
  return <UserListScreen scope="client" />;
}
