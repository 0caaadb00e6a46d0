import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { BOTTOM_BAR_ATTRIBUTE, useKeepFocusAboveBars } from '../../hooks/use-keep-focus-above-bars';
import { useSession } from '../../lib/session-store';
import styles from './mobile-layout.module.css';
import { useSignOut } from './use-sign-out';

/** The tab bar of signed-in mobile screens; a tab is active anywhere below its section. */
const TABS = [
  { to: paths.mGiftPreview, section: paths.mGift, label: '선물' },
  { to: paths.mCartList, section: '/m/cart', label: '장바구니' },
  { to: paths.mDeliveryList, section: paths.mDelivery, label: '주문/배송' },
  { to: paths.mNotify, section: paths.mServiceCenter, label: '고객센터' },
  { to: paths.mMyPageDetail, section: '/m/myPage', label: '마이페이지' },
] as const;

/**
 * Mobile screens /m/* (spec §2 layouts: mobile variants): a top bar, content at most 480 px wide and centred, and for
 * signed-in screens a bottom tab bar. Own light components, no Ant Design.
 */
export function MobileLayout({ member = false }: { member?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userNm = useSession((s) => s.loginUserData?.userNm ?? '');
  const { signOut, pending } = useSignOut(paths.mLogin);
  const atHome = pathname === paths.mGiftPreview || pathname === paths.mLogin;
  // Held on the first-login or change-password form (spec §4): signed in, but only 로그아웃 leads elsewhere.
  const held = useSession((s) => s.loginUserData !== null && (s.firstLogin || s.pwdExpired));
  const setDisplayMode = useSession((s) => s.setDisplayMode);
  // Whoever opens a /m screen (a link straight to /m/idLogin, say) is in the mobile experience from then on, so the
  // entry rules after login send them to the mobile gift preview.
  useEffect(() => setDisplayMode('MOBILE'), [setDisplayMode]);
  const main = useRef<HTMLElement>(null);
  useKeepFocusAboveBars(main, member);

  return (
    <div className={styles.frame}>
      <div className={`${styles.shell} ${member ? styles.withTabs : ''}`}>
        <header className={styles.topBar}>
          {atHome ? (
            <span className={styles.spacer} />
          ) : (
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => navigate(-1)}
              aria-label="뒤로 가기"
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <Link to={member ? paths.mGiftPreview : paths.mLogin} className={styles.logo}>
            PCS
          </Link>
          {member || held ? (
            <button type="button" className={styles.textButton} onClick={signOut} disabled={pending}>
              로그아웃
            </button>
          ) : (
            <span className={styles.spacer} />
          )}
        </header>
        {member && userNm && <p className="pcs-visually-hidden">{userNm} 님 로그인 중</p>}
        <main ref={main} className={styles.main}>
          <Outlet />
        </main>
        {member && (
          <nav className={styles.tabBar} aria-label="모바일 메뉴" {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}>
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                className={pathname.startsWith(tab.section) ? styles.tabActive : styles.tab}
                aria-current={pathname.startsWith(tab.section) ? 'page' : undefined}
              >
                {tab.label}
              </NavLink>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
