import {
  ACCOUNT_MESSAGES,
  AUTH_PURPOSE,
  confirmIdRequestSchema,
  isEmail,
  PRIVACY_CONSENT,
  type SignUpReply,
  TERMS_OF_SERVICE,
} from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useConfirmId } from '../api/confirm-id';
import { useSignUp } from '../api/sign-up';
import styles from '../components/account-form.module.css';
import { AuthNumberField } from '../components/auth-number-field';
import { ConsentCheck } from '../components/consent-check';
import { FormField } from '../components/form-field';
import { PasswordFields, passwordPairError, usePasswordPair } from '../components/password-fields';

/**
 * spec §2 /signUp and /m/signUp: ID (checked free), password by the policy, name, e-mail, company, the phone
 * confirmed by an auth number and the consents. The account waits in READY until an operator approves it.
 */
export default function SignUpPage() {
  const mobile = useLocation().pathname.startsWith('/m/');
  const [form, setForm] = useState({
    userId: '',
    userNm: '',
    email: '',
    cmpyNm: '',
    agreeTermsYn: 'N',
    agreePrivacyYn: 'N',
  });
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [authToken, setAuthToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { ref: invalid, refused } = useFocusFirstInvalid();
  const pw = usePasswordPair(setErrors);
  const [applied, setApplied] = useState<SignUpReply | null>(null);
  const confirmId = useConfirmId();
  const signUp = useSignUp();
  const set = (k: keyof typeof form, v: string) => setForm((f) => ({ ...f, [k]: v }));

  const onCheckId = () => {
    const parsed = confirmIdRequestSchema.shape.userId.safeParse(form.userId);
    if (!parsed.success) {
      setErrors({ userId: parsed.error.issues[0]?.message });
      return;
    }
    confirmId.mutate(parsed.data, {
      onSuccess: (r) => {
        setCheckedId(r.available ? parsed.data : null);
        setErrors({ userId: r.available ? undefined : ACCOUNT_MESSAGES.userIdTaken });
        if (r.available) void alertMessage(ACCOUNT_MESSAGES.userIdAvailable);
      },
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (checkedId !== form.userId.trim()) next.userId = '아이디 중복확인을 해주세요.';
    if (!form.userNm.trim()) next.userNm = '이름을 입력해주세요.';
    if (!isEmail(form.email)) next.email = ACCOUNT_MESSAGES.emailInvalid;
    if (!form.cmpyNm.trim()) next.cmpyNm = '회사명을 입력해주세요.';
    Object.assign(next, passwordPairError(pw.values, form.userId));
    setErrors(next);
    if (Object.values(next).some(Boolean)) return refused();
    if (!authToken) return void alertMessage(ACCOUNT_MESSAGES.phoneAuthRequired);
    if (form.agreeTermsYn !== 'Y') return void alertMessage(ACCOUNT_MESSAGES.termsAgreeRequired);
    if (form.agreePrivacyYn !== 'Y') return void alertMessage(ACCOUNT_MESSAGES.privacyAgreeRequired);
    signUp.mutate(
      {
        ...form,
        password: pw.values.newPassword,
        passwordConfirm: pw.values.newPasswordConfirm,
        authToken,
        agreeTermsYn: 'Y',
        agreePrivacyYn: 'Y',
      },
      {
        onSuccess: (reply) => setApplied(reply),
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  if (applied) return <SignUpApplied applied={applied} loginPath={mobile ? paths.mLogin : paths.login} />;

  return (
    <section className={styles.page} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className={styles.title}>
        회원가입
      </h1>
      <p className={styles.sub}>가입 신청 후 관리자 승인이 완료되면 로그인할 수 있습니다.</p>
      <form ref={invalid} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField
          label="아이디"
          name="userId"
          autoComplete="username"
          maxLength={30}
          value={form.userId}
          error={errors.userId}
          onChange={(e) => set('userId', e.target.value)}
          hint={
            checkedId && checkedId === form.userId.trim() ? (
              <p className={styles.ok}>{ACCOUNT_MESSAGES.userIdAvailable}</p>
            ) : null
          }
          after={
            <button type="button" className="pcs-button" onClick={onCheckId} disabled={confirmId.isPending}>
              중복확인
            </button>
          }
        />
        <PasswordFields {...pw} errors={errors} label="비밀번호" />
        <FormField
          label="이름"
          name="userNm"
          maxLength={50}
          value={form.userNm}
          error={errors.userNm}
          onChange={(e) => set('userNm', e.target.value)}
        />
        <FormField
          label="이메일"
          name="email"
          type="email"
          maxLength={100}
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <FormField
          label="회사명"
          name="cmpyNm"
          maxLength={100}
          value={form.cmpyNm}
          error={errors.cmpyNm}
          onChange={(e) => set('cmpyNm', e.target.value)}
        />
        <AuthNumberField purpose={AUTH_PURPOSE.signUp} channel="PHONE" onConfirmed={(t) => setAuthToken(t)} />
        <ConsentCheck
          label="(필수) 이용약관에 동의합니다."
          text={TERMS_OF_SERVICE}
          checked={form.agreeTermsYn === 'Y'}
          onChange={(on) => set('agreeTermsYn', on ? 'Y' : 'N')}
        />
        <ConsentCheck
          label="(필수) 개인정보 수집 및 이용에 동의합니다."
          text={PRIVACY_CONSENT}
          checked={form.agreePrivacyYn === 'Y'}
          onChange={(on) => set('agreePrivacyYn', on ? 'Y' : 'N')}
        />
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={signUp.isPending}
        >
          가입 신청
        </button>
      </form>
      <nav className={styles.links}>
        <Link to={mobile ? paths.mLogin : paths.login}>로그인</Link>
      </nav>
    </section>
  );
}

const ymd = (s: string) => s.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');

/** After applying: the application's state (READY 등록신청, spec §3) and what was applied for, then the way to log in. */
function SignUpApplied({ applied, loginPath }: { applied: SignUpReply; loginPath: string }) {
  return (
    <section className={styles.page} aria-labelledby="sign-up-done-title">
      <h1 id="sign-up-done-title" className={styles.title}>
        회원가입 신청 완료
      </h1>
      <p className={styles.sub}>{ACCOUNT_MESSAGES.signUpReady}</p>
      <ul className={styles.result} aria-label="가입 신청 내역">
        <li>
          <span>신청 상태</span>
          <strong>{applied.regStatNm}</strong>
        </li>
        <li>
          <span>아이디</span>
          <strong>{applied.userId}</strong>
        </li>
        <li>
          <span>신청 회사</span>
          <strong>{applied.applyCmpyNm}</strong>
        </li>
        <li>
          <span>신청일</span>
          <strong>{ymd(applied.applyDt)}</strong>
        </li>
      </ul>
      <p className={styles.hint}>승인 전에 로그인하면 승인 대기 상태를 안내해 드립니다.</p>
      <Link
        to={loginPath}
        className="pcs-button pcs-button--primary pcs-button--block"
        style={{ marginTop: 16 }}
      >
        로그인 화면으로
      </Link>
    </section>
  );
}
