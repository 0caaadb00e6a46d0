import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SsoLoginEntry } from '../components/sso-login-entry';
import styles from './mobile-login-page.module.css';

/**
 * spec §2 /m/login: the mobile entry; recipients continue with their issued ID (아이디로 로그인) or, imported without
 * a password yet, with the number sent to their phone (휴대폰 번호로 로그인).
 */
export default function MobileLoginPage() {
  return (
    <section className={styles.page} aria-labelledby="m-login-title">
      <div className={styles.hero}>
        <p className={styles.eyebrow}>PCS 기업 선물</p>
        <h1 id="m-login-title" className={styles.title}>
          마음을 담은 선물,
          <br />
          직접 골라보세요
        </h1>
        <p className={styles.sub}>회사에서 준비한 선물 중 원하는 상품을 선택하고 배송지를 입력하면 끝!</p>
      </div>
      <div className={styles.actions}>
        <Link to={paths.mIdLogin} className="pcs-button pcs-button--primary pcs-button--block">
          아이디로 로그인
        </Link>
        <Link to={`${paths.mIdLogin}?by=phone`} className="pcs-button pcs-button--block">
          휴대폰 번호로 로그인
        </Link>
        <SsoLoginEntry channel="m" />
        <nav className={styles.links} aria-label="계정 도움말">
          <Link to={paths.mFindId}>아이디 찾기</Link>
          <span aria-hidden="true">|</span>
          <Link to={paths.mFindPassword}>비밀번호 찾기</Link>
          <span aria-hidden="true">|</span>
          <Link to={paths.mSignUp}>회원가입</Link>
        </nav>
      </div>
    </section>
  );
}
