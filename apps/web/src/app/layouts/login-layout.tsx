import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-store';
import styles from './login-layout.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Pre-login screens on desktop (spec §2 layouts: login): brand bar, centred content, footer. A user held on the
 * first-login or change-password form (spec §4) is signed in but can go nowhere else, so the bar offers 로그아웃.
 */
export function LoginLayout() {
  const held = useSession((s) => s.loginUserData !== null && (s.firstLogin || s.pwdExpired));
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.logo}>
          PCS <span>기업 선물</span>
          <span className="pcs-visually-hidden"> 처음 화면</span>
        </Link>
        <div className={styles.headerLinks}>
          <Link to={paths.introMain} className={styles.headerLink}>
            서비스 소개
          </Link>
          {held && <SignOutButton to={paths.login} className={styles.headerLink} />}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© PCS 기업 선물 플랫폼</footer>
    </div>
  );
}

/** 로그아웃 for a session that is held on the first-login or change-password form. */
function SignOutButton({ to, className }: { to: string; className?: string }) {
  const { signOut, pending } = useSignOut(to);
  return (
    <button type="button" className={className} onClick={signOut} disabled={pending}>
      로그아웃
    </button>
  );
}
