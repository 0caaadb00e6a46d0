import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { LoginForm } from '../components/login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import styles from './mobile-id-login-page.module.css';

/**
 * spec §2 /m/idLogin: the mobile ID and password form, or (?by=phone) the phone login the desktop has: an employee
 * imported by HR has no password yet, and the gift message reaches their phone, so the phone must sign them in.
 */
export default function MobileIdLoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const byPhone = params.get('by') === 'phone';
  return (
    <section className={styles.page} aria-labelledby="m-id-login-title">
      <h1 id="m-id-login-title" className={styles.title}>
        {byPhone ? t('account.login.byPhone') : t('account.login.byId')}
      </h1>
      <p className={styles.sub}>{byPhone ? t('account.mIdLogin.subPhone') : t('account.mIdLogin.subId')}</p>
      {byPhone ? <PhoneLoginForm /> : <LoginForm size="large" />}
      <nav className={styles.links} aria-label={t('account.login.helpLinks')}>
        {byPhone ? (
          <Link to={paths.mIdLogin} replace>
            {t('account.login.byId')}
          </Link>
        ) : (
          <Link to={`${paths.mIdLogin}?by=phone`} replace>
            {t('account.login.byPhone')}
          </Link>
        )}
        <span aria-hidden="true">|</span>
        <Link to={paths.mFindId}>{t('account.login.findId')}</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.mFindPassword}>{t('account.login.findPassword')}</Link>
      </nav>
    </section>
  );
}
