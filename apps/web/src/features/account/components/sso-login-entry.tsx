import {
  IDENTITY_MESSAGES,
  IDENTITY_PATH,
  isSsoErrorCode,
  SSO_ERROR_TEXT,
  type SsoChannel,
} from '@pcs/domain';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * "회사 계정으로 로그인" (decision 038): asks for the company code or a company e-mail and navigates to the sign-in
 * start (a GET: the CSP's form-action would stop a form POST's redirect to the provider). A refused sign-in comes
 * back with ?ssoError=..., shown here in Korean. Plain elements only: /m/login stays light.
 */
export function SsoLoginEntry({ channel }: { channel: SsoChannel }) {
  const [params] = useSearchParams();
  const code = params.get('ssoError');
  const returned = isSsoErrorCode(code) ? SSO_ERROR_TEXT[code] : null;
  const [open, setOpen] = useState(returned !== null);
  const [company, setCompany] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = company.trim();
    if (!value) {
      setError(IDENTITY_MESSAGES.companyOrEmailRequired);
      return;
    }
    const query = new URLSearchParams({ company: value, channel });
    window.location.assign(`${IDENTITY_PATH.ssoStart}?${query}`);
  };

  return (
    <div style={{ display: 'grid', gap: 8, marginTop: 12 }}>
      {returned && (
        <p className="pcs-field-error" role="alert">
          {returned}
        </p>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 8 }}>
          <div className="pcs-field">
            <label htmlFor={`${id}-company`}>회사 코드 또는 회사 이메일</label>
            <input
              id={`${id}-company`}
              name="company"
              className="pcs-input"
              autoComplete="email"
              maxLength={100}
              value={company}
              placeholder="예: CLI001 또는 hong@company.co.kr"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-company-error` : undefined}
              onChange={(e) => {
                setCompany(e.target.value);
                if (error) setError(null);
              }}
            />
            {error && (
              <p id={`${id}-company-error`} className="pcs-field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="pcs-button pcs-button--block">
            회사 계정으로 계속
          </button>
        </form>
      ) : (
        <button type="button" className="pcs-button pcs-button--block" onClick={() => setOpen(true)}>
          회사 계정으로 로그인
        </button>
      )}
    </div>
  );
}
