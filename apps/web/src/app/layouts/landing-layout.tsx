import { useEffect } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { isGiftServiceHost, portalRedirectUrl } from '../../features/landing/host-variant';
import styles from './landing-layout.module.css';

/** Public landing site /intro/* (spec §2 layouts: landing): header, the screen, and the landing footer. */
export function LandingLayout() {
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);
  const giftHost = isGiftServiceHost();

  // spec §1: visitors from the configured portal go to the gift-service landing host.
  useEffect(() => {
    const target = portalRedirectUrl(document.referrer, window.location);
    if (target) window.location.replace(target);
  }, []);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.introMain} className={styles.logo}>
          PCS<span>기업 선물</span>
        </Link>
        <nav className={styles.nav} aria-label="서비스 메뉴">
          <NavLink to={paths.introService} className={navClass}>
            서비스 소개
          </NavLink>
          <NavLink to={paths.introProdListCategory} className={navClass}>
            Category
          </NavLink>
          <NavLink to={paths.introProdListTheme} className={navClass}>
            Event
          </NavLink>
          <NavLink to={paths.introContact} className={navClass}>
            도입 문의
          </NavLink>
          {!giftHost && (
            <Link to={paths.checkDevice} className={styles.login}>
              로그인
            </Link>
          )}
        </nav>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <LandingFooter />
    </div>
  );
}
