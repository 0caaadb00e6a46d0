import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useT } from '../../i18n/texts';
import { useSession } from '../../lib/session-store';
import { keepLanguageOnPerson } from '../person-language';
import styles from './login-layout.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Pre-login screens on desktop (spec §2 layouts: login): brand bar, centred content, footer. A user held on the
 * first-login or change-password form (spec §4) is signed in but can go nowhere else, so the bar offers 로그아웃.
 */
export function LoginLayout() {
  const t = useT();
  const held = useSession((s) => s.loginUserData !== null && (s.firstLogin || s.pwdExpired));
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={styles.logo}>
          PCS <span>{t('common.brand.gifts')}</span>
          <span className="pcs-visually-hidden">{t('common.home')}</span>
        </Link>
        <div className={styles.headerLinks}>
          <Link to={paths.introMain} className={styles.headerLink}>
            {t('common.serviceIntro')}
          </Link>
          <LanguageSwitcher onChosen={keepLanguageOnPerson} />
          {held && <SignOutButton to={paths.login} className={styles.headerLink} />}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>{t('common.footer')}</footer>
    </div>
  );
}

/** 로그아웃 for a session that is held on the first-login or change-password form. */
function SignOutButton({ to, className }: { to: string; className?: string }) {
  const { signOut, pending } = useSignOut(to);
  const t = useT();
  return (
    <button type="button" className={className} onClick={signOut} disabled={pending}>
      {t('common.logout')}
    </button>
  );
}
