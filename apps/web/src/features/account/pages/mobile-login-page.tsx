import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { SsoLoginEntry } from '../components/sso-login-entry';
import styles from './mobile-login-page.module.css';

/**
 * spec §2 /m/login: the mobile entry; recipients continue with their issued ID (아이디로 로그인) or, imported without
 * a password yet, with the number sent to their phone (휴대폰 번호로 로그인).
 */
export default function MobileLoginPage() {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="m-login-title">
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('account.mLogin.eyebrow')}</p>
        <h1 id="m-login-title" className={styles.title}>
          {t('account.mLogin.title1')}
          <br />
          {t('account.mLogin.title2')}
        </h1>
        <p className={styles.sub}>{t('account.mLogin.sub')}</p>
      </div>
      <div className={styles.actions}>
        <Link to={paths.mIdLogin} className="pcs-button pcs-button--primary pcs-button--block">
          {t('account.login.byId')}
        </Link>
        <Link to={`${paths.mIdLogin}?by=phone`} className="pcs-button pcs-button--block">
          {t('account.login.byPhone')}
        </Link>
        <SsoLoginEntry channel="m" />
        <nav className={styles.links} aria-label={t('account.login.helpLinks')}>
          <Link to={paths.mFindId}>{t('account.login.findId')}</Link>
          <span aria-hidden="true">|</span>
          <Link to={paths.mFindPassword}>{t('account.login.findPassword')}</Link>
          <span aria-hidden="true">|</span>
          <Link to={paths.mSignUp}>{t('account.login.signUp')}</Link>
        </nav>
      </div>
    </section>
  );
}
