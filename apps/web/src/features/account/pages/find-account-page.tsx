import type { FindIdReply } from '@pcs/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import styles from '../components/account-form.module.css';
import { FindIdFlow, FoundIds } from '../components/find-id-flow';
import { FindPasswordFlow } from '../components/find-password-flow';

/** spec §2 /findAccount: find ID (by e-mail and by phone) and find password (steps 1-3 and completion) in two tabs. */
export default function FindAccountPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'id';
  const [found, setFound] = useState<FindIdReply['userIdList'] | null>(null);
  return (
    <section className={styles.page} aria-labelledby="find-account-title">
      <h1 id="find-account-title" className={styles.title}>
        {t('account.findAccount.title')}
      </h1>
      <p className={styles.sub}>{t('account.findAccount.sub')}</p>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'id'}
          onClick={() => setParams({}, { replace: true })}
        >
          {t('account.login.findId')}
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === 'password'}
          onClick={() => setParams({ tab: 'password' }, { replace: true })}
        >
          {t('account.login.findPassword')}
        </button>
      </div>
      {tab === 'id' &&
        (found ? (
          <>
            <FoundIds list={found} />
            <Link to={paths.login} className="pcs-button pcs-button--primary pcs-button--block">
              {t('account.findAccount.toLogin')}
            </Link>
          </>
        ) : (
          <FindIdFlow onFound={setFound} />
        ))}
      {tab === 'password' && <FindPasswordFlow loginPath={paths.login} />}
      <nav className={styles.links} aria-label={t('account.login.helpLinks')}>
        <Link to={paths.login}>{t('account.login.submit')}</Link>
      </nav>
    </section>
  );
}
