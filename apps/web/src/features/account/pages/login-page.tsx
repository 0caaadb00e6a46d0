import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import formStyles from '../components/account-form.module.css';
import { LoginForm } from '../components/login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import { SsoLoginEntry } from '../components/sso-login-entry';
import styles from './login-page.module.css';

/** spec §2 /login: the desktop sign-in, by ID and password or by phone (?by=phone). */
export default function LoginPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const byPhone = params.get('by') === 'phone';
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('account.loginPage.eyebrow')}</p>
        <h1 id="login-title" className={styles.title}>
          {t('account.login.submit')}
        </h1>
        <p className={styles.sub}>{t('account.loginPage.sub')}</p>
      </header>
      <div className={formStyles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={formStyles.tab}
          aria-selected={!byPhone}
          onClick={() => setParams({}, { replace: true })}
        >
          {t('account.loginPage.tabId')}
        </button>
        <button
          type="button"
          role="tab"
          className={formStyles.tab}
          aria-selected={byPhone}
          onClick={() => setParams({ by: 'phone' }, { replace: true })}
        >
          {t('account.loginPage.tabPhone')}
        </button>
      </div>
      {byPhone ? <PhoneLoginForm /> : <LoginForm />}
      <SsoLoginEntry channel="pc" />
      <nav className={styles.links} aria-label={t('account.login.helpLinks')}>
        <Link to={paths.findAccount}>{t('account.findAccount.title')}</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.signUp}>{t('account.login.signUp')}</Link>
      </nav>
    </section>
  );
}
