import { AUTH_PURPOSE } from '@pcs/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { phoneLogin } from '../api/phone-login';
import styles from './account-form.module.css';
import { AuthNumberField } from './auth-number-field';

/**
 * The phone variant of /login: the number sent to the phone of the account signs in (only a phone registered to one
 * approved account receives it). Then the same spec §4 Login states as the ID login apply at '/'.
 */
export function PhoneLoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  return (
    <div className={styles.form}>
      <AuthNumberField
        purpose={AUTH_PURPOSE.login}
        channel="PHONE"
        onConfirmed={(authToken) =>
          phoneLogin(authToken)
            .then((data) => {
              signIn(data);
              navigate(paths.home, { replace: true });
            })
            .catch((e) => alertMessage(errorText(e)))
        }
      />
      <p className={styles.hint}>{t('account.phoneLogin.hint')}</p>
    </div>
  );
}
