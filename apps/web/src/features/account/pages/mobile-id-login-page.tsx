import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import styles from './mobile-id-login-page.module.css';

/** spec §2 /m/idLogin: the mobile ID and password form. */
export default function MobileIdLoginPage() {
  return (
    <section className={styles.page} aria-labelledby="m-id-login-title">
      <h1 id="m-id-login-title" className={styles.title}>
        아이디로 로그인
      </h1>
      <p className={styles.sub}>안내받은 아이디와 비밀번호를 입력해주세요.</p>
      <LoginForm size="large" />
      <nav className={styles.links} aria-label="계정 도움말">
        <Link to={paths.mFindId}>아이디 찾기</Link>
        <span aria-hidden="true">|</span>
        <Link to={paths.mFindPassword}>비밀번호 찾기</Link>
      </nav>
    </section>
  );
}
