import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useRedirectOnce } from '../../../hooks/use-redirect-once';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import styles from '../components/account-form.module.css';
import { FormField } from '../components/form-field';
import {
  PasswordFields,
  type PasswordValues,
  passwordPairError,
  usePasswordPair,
} from '../components/password-fields';

/**
 * spec §2 /changePassword and /m/changePassword (spec §4 Login: password-expired Y forces this form), also my page's
 * password change (/m/myPage/pwdSave). Other sessions of the user end on the server.
 */
export default function ChangePasswordPage({
  fromMyPage = false,
  onDone,
}: {
  fromMyPage?: boolean;
  /** Where my page goes after a change (the desktop tab goes back to 내 정보); default: the mobile my page. */
  onDone?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const mobile = useLocation().pathname.startsWith('/m/');
  const loginUserData = useSession((s) => s.loginUserData);
  const pwdExpired = useSession((s) => s.pwdExpired);
  const signedOutByUser = useSession((s) => s.signedOutByUser);
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordValues | 'currentPassword', string>>>({});
  const { ref: invalid, refused } = useFocusFirstInvalid();
  const pw = usePasswordPair(setErrors);

  // After 로그아웃 the layout's logout is already on its way to the login screen (see first-login-page.tsx).
  useRedirectOnce(!loginUserData && !signedOutByUser ? (mobile ? paths.mLogin : paths.login) : null);
  if (!loginUserData) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = currentPassword
      ? passwordPairError(pw.values, loginUserData.userId)
      : { currentPassword: t('account.password.empty') };
    if (!next.newPassword && currentPassword && currentPassword === pw.values.newPassword)
      next.newPassword = t('account.password.sameAsCurrent');
    setErrors(next);
    if (Object.keys(next).length > 0) return refused();
    change.mutate(
      { currentPassword, ...pw.values },
      {
        onSuccess: async () => {
          useSession.setState({ pwdExpired: false });
          await alertMessage(t('account.msg.passwordChanged'));
          if (onDone) onDone();
          else navigate(fromMyPage ? paths.mMyPageDetail : paths.home, { replace: true });
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        {t('account.changePassword.title')}
      </h1>
      <p className={styles.sub}>
        {pwdExpired && !fromMyPage ? t('account.changePassword.subExpired') : t('account.changePassword.sub')}
      </p>
      <form ref={invalid} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField
          label={t('account.changePassword.current')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          maxLength={128}
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <PasswordFields {...pw} errors={errors} />
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={change.isPending}
        >
          {t('account.changePassword.title')}
        </button>
      </form>
    </section>
  );
}
