import ChangePasswordPage from './change-password-page';

/** spec §2 /m/myPage/pwdSave: the change-password form reached from my page. */
export default function MyPagePasswordPage() {
  return <ChangePasswordPage fromMyPage />;
}
