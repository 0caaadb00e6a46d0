import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import styles from './mobile-id-login-page.module.css';

/**
 * spec §2 /m/idLogin: the mobile ID and password form, or (?by=phone) the phone login the desktop has: an employee
 * imported by HR has no password yet, and the gift message reaches their phone, so the phone must sign them in.
 */
export default function MobileIdLoginPage() {
  const [params] = useSearchParams();
  const byPhone = params.get('by') === 'phone';
  return (
    <section className={styles.page} aria-labelledby="m-id-login-title">
      <h1 id="m-id-login-title" className={styles.title}>
        {byPhone ? '휴대폰 번호로 로그인' : '아이디로 로그인'}
      </h1>
      <p className={styles.sub}>
        {byPhone
          ? '처음 로그인하시면 인증 후 비밀번호를 정합니다.'
          : '안내받은 아이디와 비밀번호를 입력해주세요.'}
      </p>
      {byPhone ? <PhoneLoginForm /> : <LoginForm size="large" />}
      <nav className={styles.links} aria-label="계정 도움말">
        {byPhone ? (
          <Link to={paths.mIdLogin} replace>
            아이디로 로그인
          </Link>
        ) : (
          <Link to={`${paths.mIdLogin}?by=phone`} replace>
            휴대폰 번호로 로그인
          </Link>
        )}
        <span aria-hidden="true">|</span>
        <Link to={paths.mFindId}>아이디 찾기</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.mFindPassword}>비밀번호 찾기</Link>
      </nav>
    </section>
  );
}
