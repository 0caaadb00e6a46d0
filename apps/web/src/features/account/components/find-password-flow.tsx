import { AUTH_PURPOSE } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useUpdateUserPassword } from '../api/update-user-password';
import styles from './account-form.module.css';
import { AuthNumberField } from './auth-number-field';
import { FormField } from './form-field';
import { PasswordFields, passwordPairError, usePasswordPair } from './password-fields';

export type FindPasswordState = {
  step: 1 | 2 | 3 | 4;
  userId?: string;
  userNm?: string;
  channel?: 'PHONE' | 'EMAIL';
  authToken?: string;
};

const STEP_NAMES = [
  'account.findPassword.step.info',
  'account.findPassword.step.auth',
  'account.findPassword.step.reset',
  'account.findPassword.step.done',
] as const;

/**
 * Find password in steps 1-3 and completion: ID and name, an auth number to the phone or e-mail of the account
 * (the reply never says whether it exists), a new password. With onStep the caller moves between screens (mobile);
 * without it the steps follow each other in place (desktop).
 */
export function FindPasswordFlow({
  initial = { step: 1 },
  onStep,
  loginPath,
}: {
  initial?: FindPasswordState;
  onStep?: (next: FindPasswordState) => void;
  loginPath: string;
}) {
  const t = useT();
  const [state, setState] = useState<FindPasswordState>(initial);
  const [userId, setUserId] = useState(initial.userId ?? '');
  const [userNm, setUserNm] = useState(initial.userNm ?? '');
  const [channel, setChannel] = useState<'PHONE' | 'EMAIL'>(initial.channel ?? 'PHONE');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { ref: invalid, refused } = useFocusFirstInvalid();
  const pw = usePasswordPair(setErrors);
  const update = useUpdateUserPassword();
  const go = (next: FindPasswordState) => (onStep ? onStep(next) : setState(next));

  const step1 = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      userId: userId.trim() ? undefined : t('account.msg.userIdRequired'),
      userNm: userNm.trim() ? undefined : t('account.msg.nameRequired'),
    };
    setErrors(next);
    if (next.userId || next.userNm) return refused();
    go({ step: 2, userId: userId.trim(), userNm: userNm.trim(), channel });
  };
  const step3 = (event: FormEvent) => {
    event.preventDefault();
    const next = passwordPairError(pw.values, state.userId);
    setErrors(next);
    if (Object.keys(next).length > 0) return refused();
    if (!state.authToken) return;
    update.mutate(
      { authToken: state.authToken, ...pw.values },
      { onSuccess: () => go({ step: 4 }), onError: (e) => void alertMessage(errorText(e)) },
    );
  };

  return (
    <>
      <ol className={styles.steps}>
        {STEP_NAMES.map((name, i) => (
          <li key={name} aria-current={state.step === i + 1 ? 'step' : undefined}>
            {i + 1}. {t(name)}
          </li>
        ))}
      </ol>
      {state.step === 1 && (
        <form ref={invalid} className={styles.form} onSubmit={step1} noValidate>
          <FormField
            label={t('account.login.userId')}
            name="userId"
            autoComplete="username"
            maxLength={50}
            value={userId}
            error={errors.userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <FormField
            label={t('account.find.name')}
            name="userNm"
            maxLength={50}
            value={userNm}
            error={errors.userNm}
            onChange={(e) => setUserNm(e.target.value)}
          />
          <fieldset className={styles.choice} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="pcs-visually-hidden">{t('account.find.method')}</legend>
            <label>
              <input
                type="radio"
                name="findPwdChannel"
                checked={channel === 'PHONE'}
                onChange={() => setChannel('PHONE')}
              />
              {t('account.findPassword.byPhone')}
            </label>
            <label>
              <input
                type="radio"
                name="findPwdChannel"
                checked={channel === 'EMAIL'}
                onChange={() => setChannel('EMAIL')}
              />
              {t('account.findPassword.byEmail')}
            </label>
          </fieldset>
          <button type="submit" className="pcs-button pcs-button--primary pcs-button--block">
            {t('account.findPassword.next')}
          </button>
        </form>
      )}
      {state.step === 2 && (
        <div className={styles.form}>
          <p className={styles.hint}>
            {state.channel === 'EMAIL'
              ? t('account.findPassword.hintEmail')
              : t('account.findPassword.hintPhone')}
          </p>
          <AuthNumberField
            purpose={AUTH_PURPOSE.findPassword}
            channel={state.channel ?? 'PHONE'}
            extra={() => ({ userId: state.userId ?? '', userNm: state.userNm ?? '' })}
            onConfirmed={(authToken) => go({ ...state, step: 3, authToken })}
          />
        </div>
      )}
      {state.step === 3 && (
        <form ref={invalid} className={styles.form} onSubmit={step3} noValidate>
          <PasswordFields {...pw} errors={errors} />
          <button
            type="submit"
            className="pcs-button pcs-button--primary pcs-button--block"
            disabled={update.isPending}
          >
            {t('account.changePassword.title')}
          </button>
        </form>
      )}
      {state.step === 4 && (
        <div className={styles.form}>
          <p className={styles.sub}>{t('account.findPassword.done')}</p>
          <Link to={loginPath} className="pcs-button pcs-button--primary pcs-button--block">
            {t('account.findAccount.toLogin')}
          </Link>
        </div>
      )}
    </>
  );
}
