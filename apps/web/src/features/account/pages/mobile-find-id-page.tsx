import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/account-form.module.css';
import { FindIdFlow } from '../components/find-id-flow';

/** spec §2 /m/findId: find ID by phone or e-mail; the result shows on /m/findIdComplete. */
export default function MobileFindIdPage() {
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="m-find-id-title">
      <h1 id="m-find-id-title" className={styles.title}>
        아이디 찾기
      </h1>
      <p className={styles.sub}>회원정보에 등록된 휴대폰 번호나 이메일로 본인 인증을 진행합니다.</p>
      <FindIdFlow onFound={(list) => navigate(paths.mFindIdComplete, { replace: true, state: { list } })} />
    </section>
  );
}
