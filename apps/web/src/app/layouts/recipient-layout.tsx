import { isPathUnder } from '@pcs/domain';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useT } from '../../i18n/texts';
import { useSession } from '../../lib/session-store';
import { keepLanguageOnPerson } from '../person-language';
import styles from './recipient-layout.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Desktop recipient screens (spec §2 layouts: main): gift, cart, my page, and for roles 10 and 20 their orders,
 * returns and the service centre (isRecipientScreen). Light on purpose: recipients never need the back office's Ant
 * Design. `testMode` is the event test layout an operator previews an event in: the gift journey only.
 */
export function RecipientLayout({ testMode = false }: { testMode?: boolean }) {
  const t = useT();
  const userNm = useSession((s) => s.loginUserData?.userNm ?? '');
  const { signOut, pending } = useSignOut(paths.login);
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);
  const pathname = useLocation().pathname;
  // A tab stays lit on its whole area: the gift journey (detail, final-info, order history), an order and its forms,
  // a return, a question.
  const litOn = (area: string) => () => navClass({ isActive: isPathUnder(pathname, area) });

  return (
    <div className={styles.shell}>
      {testMode && (
        <p className={styles.testBanner} role="note">
          {t('common.testMode')}
        </p>
      )}
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.logo}>
            PCS <span>{t('common.brand.giving')}</span>
            <span className="pcs-visually-hidden">{t('common.home')}</span>
          </Link>
          <nav className={styles.nav} aria-label={t('common.giftMenu')}>
            <NavLink to={paths.giftList} className={litOn(paths.gift)}>
              {t('common.nav.chooseGift')}
            </NavLink>
            <NavLink to={paths.cartList} className={navClass}>
              {t('common.tab.cart')}
            </NavLink>
            {!testMode && (
              <>
                <NavLink to={paths.deliveryOrder} className={litOn(paths.deliveryOrder)}>
                  {t('common.nav.orders')}
                </NavLink>
                <NavLink to={paths.deliveryReturn} className={litOn(paths.deliveryReturn)}>
                  {t('common.nav.returns')}
                </NavLink>
                <NavLink to={paths.qnaList} className={litOn(paths.qnaList)}>
                  {t('common.nav.qna')}
                </NavLink>
              </>
            )}
            <NavLink to={paths.myPageDetail(0)} className={litOn('/myPage')}>
              {t('common.tab.myPage')}
            </NavLink>
          </nav>
          <div className={styles.user}>
            <LanguageSwitcher onChosen={keepLanguageOnPerson} />
            {userNm && <span className={styles.userName}>{t('common.userName', { name: userNm })}</span>}
            <button
              type="button"
              className="pcs-button pcs-button--text"
              onClick={signOut}
              disabled={pending}
            >
              {t('common.logout')}
            </button>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        {!testMode && (
          <nav className={styles.footerLinks} aria-label={t('common.tab.service')}>
            <Link to={paths.notify}>{t('common.nav.notice')}</Link>
            <Link to={paths.faq}>{t('common.nav.faq')}</Link>
            <Link to={paths.qnaList}>{t('common.nav.qna')}</Link>
          </nav>
        )}
        {t('common.footer')}
      </footer>
    </div>
  );
}
