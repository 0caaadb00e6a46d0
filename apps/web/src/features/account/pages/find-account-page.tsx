import type { FindIdReply } from '@pcs/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../components/account-form.module.css';
import { FindIdFlow, FoundIds } from '../components/find-id-flow';
import { FindPasswordFlow } from '../components/find-password-flow';

/** spec §2 /findAccount: find ID (by e-mail and by phone) and find password (steps 1-3 and completion) in two tabs. */
export default function FindAccountPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'id';
  const [found, setFound] = useState<FindIdReply['userIdList'] | null>(null);
  return (
    <section className={styles.page} aria-labelledby="find-account-title">
      <h1 id="find-account-title" className={styles.title}>
        아이디/비밀번호 찾기
      </h1>
      <p className={styles.sub}>회원정보에 등록된 휴대폰 번호나 이메일로 본인 인증을 진행합니다.</p>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'id'}
          onClick={() => setParams({}, { replace: true })}
        >
          아이디 찾기
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'password'}
          onClick={() => setParams({ tab: 'password' }, { replace: true })}
        >
          비밀번호 찾기
        </button>
      </div>
      {tab === 'id' &&
        (found ? (
          <>
            <FoundIds list={found} />
            <Link to={paths.login} className="pcs-button pcs-button--primary pcs-button--block">
              로그인하기
            </Link>
          </>
        ) : (
          <FindIdFlow onFound={setFound} />
        ))}
      {tab === 'password' && <FindPasswordFlow loginPath={paths.login} />}
      <nav className={styles.links} aria-label="계정 도움말">
        <Link to={paths.login}>로그인</Link>
      </nav>
    </section>
  );
}
