import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import formStyles from '../components/account-form.module.css';
import { LoginForm } from '../components/login-form';
import { PhoneLoginForm } from '../components/phone-login-form';
import { SsoLoginEntry } from '../components/sso-login-entry';
import styles from './login-page.module.css';

/** spec §2 /login: the desktop sign-in, by ID and password or by phone (?by=phone). */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const byPhone = params.get('by') === 'phone';
  return (
    <section className={styles.card} aria-labelledby="login-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>기업 선물 · 복지 이벤트 플랫폼</p>
        <h1 id="login-title" className={styles.title}>
          로그인
        </h1>
        <p className={styles.sub}>발급받은 아이디와 비밀번호로 로그인해주세요.</p>
      </header>
      <div className={formStyles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={formStyles.tab}
          aria-selected={!byPhone}
          onClick={() => setParams({}, { replace: true })}
        >
          아이디 로그인
        </button>
        <button
          type="button"
          role="tab"
          className={formStyles.tab}
          aria-selected={byPhone}
          onClick={() => setParams({ by: 'phone' }, { replace: true })}
        >
          휴대폰 로그인
        </button>
      </div>
      {byPhone ? <PhoneLoginForm /> : <LoginForm />}
      <SsoLoginEntry channel="pc" />
      <nav className={styles.links} aria-label="계정 도움말">
        <Link to={paths.findAccount}>아이디/비밀번호 찾기</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.signUp}>회원가입</Link>
      </nav>
    </section>
  );
}
