import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import styles from './login-layout.module.css';

/** Pre-login screens on desktop (spec §2 layouts: login): brand bar, centred content, footer. */
export function LoginLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.logo} aria-label="PCS 처음 화면">
          PCS<span>기업 선물</span>
        </Link>
        <Link to={paths.introMain} className={styles.headerLink}>
          서비스 소개
        </Link>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© PCS 기업 선물 플랫폼</footer>
    </div>
  );
}
