import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import styles from '../components/account-form.module.css';
import { FindPasswordFlow, type FindPasswordState } from '../components/find-password-flow';

const PATH_OF_STEP = {
  1: paths.mFindPassword,
  2: paths.mEmailCertification,
  3: paths.mResetPassword,
  4: paths.mResetPassword,
} as const;

/**
 * spec §2 /m/findPassword (step 1), /m/emailCertification (step 2, the auth number) and /m/resetPassword (step 3 and
 * completion): one flow over three addresses; a later step opened directly starts over at step 1.
 */
export default function MobileFindPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const current = (state as FindPasswordState | null) ?? { step: 1 as const };
  if (PATH_OF_STEP[current.step] !== pathname) return <Navigate to={paths.mFindPassword} replace />;
  return (
    <section className={styles.page} aria-labelledby="m-find-password-title">
      <h1 id="m-find-password-title" className={styles.title}>
        {t('account.login.findPassword')}
      </h1>
      <FindPasswordFlow
        key={`${pathname}-${current.step}`}
        initial={current}
        loginPath={paths.mIdLogin}
        onStep={(next) => navigate(PATH_OF_STEP[next.step], { replace: next.step > 2, state: next })}
      />
    </section>
  );
}
