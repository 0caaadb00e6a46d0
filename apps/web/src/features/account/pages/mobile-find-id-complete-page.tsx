import type { FindIdReply } from '@pcs/domain';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/account-form.module.css';
import { FoundIds } from '../components/find-id-flow';

/** spec §2 /m/findIdComplete: the masked IDs found on /m/findId (reached only from there). */
export default function MobileFindIdCompletePage() {
  const list = (useLocation().state as { list?: FindIdReply['userIdList'] } | null)?.list;
  if (!list) return <Navigate to={paths.mFindId} replace />;
  return (
    <section className={styles.page} aria-labelledby="m-find-id-done-title">
      <h1 id="m-find-id-done-title" className={styles.title}>
        아이디 찾기 완료
      </h1>
      <FoundIds list={list} />
      <Link to={paths.mIdLogin} className="pcs-button pcs-button--primary pcs-button--block">
        로그인하기
      </Link>
      <nav className={styles.links}>
        <Link to={paths.mFindPassword}>비밀번호 찾기</Link>
      </nav>
    </section>
  );
}
