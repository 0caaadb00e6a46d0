import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { BOTTOM_BAR_ATTRIBUTE, useKeepFocusAboveBars } from '../../hooks/use-keep-focus-above-bars';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useT } from '../../i18n/texts';
import { useSession } from '../../lib/session-store';
import { keepLanguageOnPerson } from '../person-language';
import styles from './mobile-layout.module.css';
import { useSignOut } from './use-sign-out';

/** The tab bar of signed-in mobile screens; a tab is active anywhere below its section. */
const TABS = [
  { to: paths.mGiftPreview, section: paths.mGift, label: 'common.tab.gift' },
  { to: paths.mCartList, section: '/m/cart', label: 'common.tab.cart' },
  { to: paths.mDeliveryList, section: paths.mDelivery, label: 'common.tab.delivery' },
  { to: paths.mNotify, section: paths.mServiceCenter, label: 'common.tab.service' },
  { to: paths.mMyPageDetail, section: '/m/myPage', label: 'common.tab.myPage' },
] as const;

/**
 * Mobile screens /m/* (spec §2 layouts: mobile variants): a top bar, content at most 480 px wide and centred, and for
 * signed-in screens a bottom tab bar. Own light components, no Ant Design.
 */
export function MobileLayout({ member = false }: { member?: boolean }) {
  const t = useT();
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
              aria-label={t('common.back')}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <Link to={member ? paths.mGiftPreview : paths.mLogin} className={styles.logo}>
            PCS
          </Link>
          <span className={styles.endGroup}>
            <LanguageSwitcher onChosen={keepLanguageOnPerson} />
            {(member || held) && (
              <button type="button" className={styles.textButton} onClick={signOut} disabled={pending}>
                {t('common.logout')}
              </button>
            )}
          </span>
        </header>
        {member && userNm && (
          <p className="pcs-visually-hidden">{t('common.signedInAs', { name: userNm })}</p>
        )}
        <main ref={main} className={styles.main}>
          <Outlet />
        </main>
        {member && (
          <nav
            className={styles.tabBar}
            aria-label={t('common.mobileMenu')}
            {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}
          >
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                className={pathname.startsWith(tab.section) ? styles.tabActive : styles.tab}
                aria-current={pathname.startsWith(tab.section) ? 'page' : undefined}
              >
                {t(tab.label)}
              </NavLink>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
