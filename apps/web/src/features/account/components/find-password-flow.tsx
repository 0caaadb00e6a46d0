import { AUTH_PURPOSE } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
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

const STEP_NAMES = ['정보 입력', '본인 인증', '비밀번호 재설정', '완료'];

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
      userId: userId.trim() ? undefined : '아이디를 입력해주세요.',
      userNm: userNm.trim() ? undefined : '이름을 입력해주세요.',
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
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {state.step === 1 && (
        <form ref={invalid} className={styles.form} onSubmit={step1} noValidate>
          <FormField
            label="아이디"
            name="userId"
            autoComplete="username"
            maxLength={50}
            value={userId}
            error={errors.userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <FormField
            label="이름"
            name="userNm"
            maxLength={50}
            value={userNm}
            error={errors.userNm}
            onChange={(e) => setUserNm(e.target.value)}
          />
          <fieldset className={styles.choice} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="pcs-visually-hidden">인증 방법</legend>
            <label>
              <input
                type="radio"
                name="findPwdChannel"
                checked={channel === 'PHONE'}
                onChange={() => setChannel('PHONE')}
              />
              휴대폰 인증
            </label>
            <label>
              <input
                type="radio"
                name="findPwdChannel"
                checked={channel === 'EMAIL'}
                onChange={() => setChannel('EMAIL')}
              />
              이메일 인증
            </label>
          </fieldset>
          <button type="submit" className="pcs-button pcs-button--primary pcs-button--block">
            다음
          </button>
        </form>
      )}
      {state.step === 2 && (
        <div className={styles.form}>
          <p className={styles.hint}>
            회원정보에 등록된 {state.channel === 'EMAIL' ? '이메일' : '휴대폰 번호'}를 입력해주세요. 입력하신
            정보가 일치하면 인증번호가 발송됩니다.
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
            비밀번호 변경
          </button>
        </form>
      )}
      {state.step === 4 && (
        <div className={styles.form}>
          <p className={styles.sub}>비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.</p>
          <Link to={loginPath} className="pcs-button pcs-button--primary pcs-button--block">
            로그인하기
          </Link>
        </div>
      )}
    </>
  );
}
