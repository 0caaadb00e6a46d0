import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/account-form.module.css';

/** spec §2 /vendorApplySuccess: the application is in, waiting for review (READY). */
export default function VendorApplySuccessPage() {
  return (
    <section className={styles.page} aria-labelledby="vendor-apply-done-title">
      <h1 id="vendor-apply-done-title" className={styles.title}>
        입점 신청 완료
      </h1>
      <p className={styles.sub}>
        입점 신청이 접수되었습니다. 검토 후 담당자 연락처로 결과를 안내해드립니다. 승인이 완료되면 신청하신
        아이디로 로그인할 수 있습니다.
      </p>
      <Link to={paths.login} className="pcs-button pcs-button--primary pcs-button--block">
        로그인 화면으로
      </Link>
    </section>
  );
}
