import type { FindIdReply } from '@pcs/domain';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import styles from '../components/account-form.module.css';
import { FoundIds } from '../components/find-id-flow';

/** spec §2 /m/findIdComplete: the masked IDs found on /m/findId (reached only from there). */
export default function MobileFindIdCompletePage() {
  const t = useT();
  const list = (useLocation().state as { list?: FindIdReply['userIdList'] } | null)?.list;
  if (!list) return <Navigate to={paths.mFindId} replace />;
  return (
    <section className={styles.page} aria-labelledby="m-find-id-done-title">
      <h1 id="m-find-id-done-title" className={styles.title}>
        {t('account.findId.doneTitle')}
      </h1>
      <FoundIds list={list} />
      <Link to={paths.mIdLogin} className="pcs-button pcs-button--primary pcs-button--block">
        {t('account.findAccount.toLogin')}
      </Link>
      <nav className={styles.links}>
        <Link to={paths.mFindPassword}>{t('account.login.findPassword')}</Link>
      </nav>
    </section>
  );
}
