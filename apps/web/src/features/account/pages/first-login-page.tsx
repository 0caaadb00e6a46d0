import { AUTH_PURPOSE, PROFILE_IMAGE_MAX_BYTES } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useRedirectOnce } from '../../../hooks/use-redirect-once';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useFirstAccessInfo } from '../api/first-access-info';
import { useProfileImageUrl } from '../api/profile-image';
import { useSaveFirstLogin } from '../api/save-first-login';
import { useUpdateFirstUserInfo } from '../api/update-first-user-info';
import styles from '../components/account-form.module.css';
import { AuthNumberField } from '../components/auth-number-field';
import {
  PasswordFields,
  type PasswordValues,
  passwordPairError,
  usePasswordPair,
} from '../components/password-fields';

/**
 * spec §2 /firstLoginForm and /m/firstLoginForm (spec §4 Login first-login state): phone authentication, an optional
 * profile image and a new password. Saving ends the first-login state and applies the entry rules at '/' once, so a
 * saved return path (a message's link) is resumed. A session opened by phone login has confirmed the phone already
 * (phoneVerifiedYn): it is not asked for a second number, and the server checks the session for it.
 */
export default function FirstLoginPage() {
  const t = useT();
  const mobile = useLocation().pathname.startsWith('/m/');
  const session = useSession();
  const info = useFirstAccessInfo(mobile ? '02' : '01');
  useErrorAlert(info.error);
  const save = useSaveFirstLogin();
  const upload = useUpdateFirstUserInfo();
  const [authToken, setAuthToken] = useState<string | null>(null);
  const [profileFileId, setProfileFileId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const { ref: invalid, refused } = useFocusFirstInvalid();
  const pw = usePasswordPair(setErrors);
  const picture = useProfileImageUrl(profileFileId ?? info.data?.profileFileId ?? null);

  // Signed out: to the login (after 로그아웃 the layout's logout is already on its way there); no longer in the
  // first-login state: the entry rules at '/'. This is the only way out after saving: a second trip to '/' would find
  // the return path already used and end on the home screen instead.
  const leaveTo = !session.loginUserData
    ? session.signedOutByUser
      ? null
      : mobile
        ? paths.mLogin
        : paths.login
    : !session.firstLogin
      ? paths.home
      : null;
  useRedirectOnce(leaveTo);
  if (!session.loginUserData || !session.firstLogin) return null;
  const phoneVerified = info.data?.phoneVerifiedYn === 'Y';

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      void alertMessage(t('account.msg.profileImageSize'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (r) => setProfileFileId(r.profileFileId),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!authToken && !phoneVerified) {
      void alertMessage(t('account.msg.phoneAuthRequired'));
      return;
    }
    const next = passwordPairError(pw.values, session.loginUserData?.userId);
    setErrors(next);
    if (Object.keys(next).length > 0) return refused();
    save.mutate(
      { ...(authToken ? { authToken } : {}), ...pw.values },
      {
        onSuccess: async (data) => {
          // Signed in after the alert: leaving the first-login state is what sends the page to '/' (leaveTo).
          await alertMessage(t('account.dialog.firstLoginSaved'));
          session.signIn(data);
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="first-login-title">
      <h1 id="first-login-title" className={styles.title}>
        {t('account.firstLogin.title')}
      </h1>
      <p className={styles.sub}>
        {info.data
          ? t('account.firstLogin.subNamed', { name: info.data.userNm })
          : t('account.firstLogin.sub')}
      </p>
      <form ref={invalid} className={styles.form} onSubmit={onSubmit} noValidate>
        {phoneVerified ? (
          <p className={styles.hint} role="status">
            {t('account.firstLogin.phoneVerified', { telNo: info.data?.maskedTelNo ?? '' })}
          </p>
        ) : (
          <AuthNumberField
            purpose={AUTH_PURPOSE.firstLogin}
            channel="PHONE"
            onConfirmed={(token) => setAuthToken(token)}
          />
        )}
        <div className="pcs-field">
          <span>{t('account.firstLogin.profile')}</span>
          <div className={styles.profile}>
            <div
              className={styles.avatar}
              role="img"
              aria-label={picture ? t('account.firstLogin.profileSet') : t('account.firstLogin.profileNone')}
              style={picture ? { backgroundImage: `url(${picture})` } : undefined}
            />
            <label className="pcs-button">
              {upload.isPending ? t('account.firstLogin.uploading') : t('account.firstLogin.chooseImage')}
              <input
                type="file"
                name="profileImage"
                accept="image/png,image/jpeg,image/gif,image/webp"
                className="pcs-visually-hidden"
                onChange={(e) => onFile(e.target.files?.[0])}
              />
            </label>
          </div>
          <p className={styles.hint}>{t('account.firstLogin.profileHint')}</p>
        </div>
        <PasswordFields {...pw} errors={errors} />
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={save.isPending}
        >
          {t('account.firstLogin.submit')}
        </button>
      </form>
    </section>
  );
}
