import { UserDetailScreen } from './user-detail-screen';

/** spec §2 /user/clientManage/detail/{unqUserId}/{userOrApproval} (client manager). */
export default function ClientUserDetailPage() {
  return <UserDetailScreen scope="client" />;
}
