import { UserDetailScreen } from './user-detail-screen';

/** spec §2 /user/detail/{unqUserId}/{userOrApproval} (operator admins). */
export default function UserDetailPage() {
  return <UserDetailScreen scope="operator" />;
}
