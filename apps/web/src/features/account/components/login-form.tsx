import { type LoginRequest, loginRequestSchema } from '@pcs/domain/contracts/auth';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { useLogin } from '../api/login';
import { domainText } from '../domain-texts';
import styles from './login-form.module.css';

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * ID and password sign-in, shared by /login and /m/idLogin. Empty fields show the contract's messages
 * (아이디를 입력해주세요. / 비밀번호를 입력해주세요.); a refused login alerts the server's text (spec §4 Login).
 * On success the session is filled and '/' applies the entry rules (first login, expired password, role home).
 */
export function LoginForm({ size = 'default' }: { size?: 'default' | 'large' }) {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const login = useLogin();
  const [values, setValues] = useState<LoginRequest>({ userId: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = { userId: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginRequest;
        next[field] ??= domainText(issue.message);
      }
      setErrors(next);
      (next.userId ? refs.userId : refs.password).current?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (data) => {
        signIn(data);
        navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        void alertMessage(errorText(error)).then(() => refs.password.current?.focus());
      },
    });
  };

  const field = (
    name: keyof LoginRequest,
    label: string,
    placeholder: string,
    type: string,
    autoComplete: string,
    maxLength: number,
  ) => (
    <div className="pcs-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={refs[name]}
        id={`${id}-${name}`}
        name={name}
        type={type}
        className="pcs-input"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={values[name]}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="pcs-field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className={`${styles.form} ${size === 'large' ? styles.large : ''}`} onSubmit={onSubmit} noValidate>
      {field(
        'userId',
        t('account.login.userId'),
        t('account.login.userIdPlaceholder'),
        'text',
        'username',
        50,
      )}
      {field(
        'password',
        t('account.login.password'),
        t('account.login.passwordPlaceholder'),
        'password',
        'current-password',
        128,
      )}
      <button
        type="submit"
        className="pcs-button pcs-button--primary pcs-button--block"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        {login.isPending ? t('account.login.submitting') : t('account.login.submit')}
      </button>
    </form>
  );
}
