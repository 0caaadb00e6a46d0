import { UserListScreen } from './user-list-screen';

/** spec §2 /user/list (operator admins). */
export default function UserListPage() {
  return <UserListScreen scope="operator" />;
}
