import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { getLoginUserInfo } from '../api/login-user-info';
import styles from '../components/account-form.module.css';

/**
 * spec §2 /sLogin and /m/sLogin: entry with a token handed over by another solution (loginUserToken or utopia query).
 * The token's login user data fills the session, then '/' applies the entry rules (spec §4 Login states included);
 * a refused token alerts the server's text and goes to the login form.
 */
export default function SLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const mobile = useLocation().pathname.startsWith('/m/');
  const [params] = useSearchParams();
  const token = params.get('loginUserToken') ?? params.get('utopia') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { signOut, signIn } = useSession.getState();
    signOut();
    if (!token) {
      navigate(mobile ? paths.mLogin : paths.login, { replace: true });
      return;
    }
    getLoginUserInfo(token)
      .then((data) => {
        signIn(data);
        navigate(paths.home, { replace: true });
      })
      .catch(async (e) => {
        await alertMessage(errorText(e));
        navigate(mobile ? paths.mLogin : paths.login, { replace: true });
      });
  }, [token, mobile, navigate]);

  return (
    <section className={styles.page} aria-busy="true">
      <p className={styles.sub}>{t('account.sLogin.checking')}</p>
    </section>
  );
}
