import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import styles from '../components/account-form.module.css';
import { FindIdFlow } from '../components/find-id-flow';

/** spec §2 /m/findId: find ID by phone or e-mail; the result shows on /m/findIdComplete. */
export default function MobileFindIdPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="m-find-id-title">
      <h1 id="m-find-id-title" className={styles.title}>
        {t('account.login.findId')}
      </h1>
      <p className={styles.sub}>{t('account.findAccount.sub')}</p>
      <FindIdFlow onFound={(list) => navigate(paths.mFindIdComplete, { replace: true, state: { list } })} />
    </section>
  );
}
