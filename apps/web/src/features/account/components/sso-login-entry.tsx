import { IDENTITY_PATH, isSsoErrorCode, SSO_ERROR_TEXT, type SsoChannel } from '@pcs/domain';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/texts';
import { domainText } from '../domain-texts';

/**
 * "회사 계정으로 로그인" (decision 038): asks for the company code or a company e-mail and navigates to the sign-in
 * start (a GET: the CSP's form-action would stop a form POST's redirect to the provider). A refused sign-in comes
 * back with ?ssoError=..., shown here in Korean. Plain elements only: /m/login stays light.
 */
export function SsoLoginEntry({ channel }: { channel: SsoChannel }) {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('ssoError');
  const returned = isSsoErrorCode(code) ? domainText(SSO_ERROR_TEXT[code]) : null;
  const [open, setOpen] = useState(returned !== null);
  const [company, setCompany] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = company.trim();
    if (!value) {
      setError(t('account.sso.companyOrEmailRequired'));
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
            <label htmlFor={`${id}-company`}>{t('account.sso.company')}</label>
            <input
              id={`${id}-company`}
              name="company"
              className="pcs-input"
              autoComplete="email"
              maxLength={100}
              value={company}
              placeholder={t('account.sso.companyPlaceholder')}
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
            {t('account.sso.continue')}
          </button>
        </form>
      ) : (
        <button type="button" className="pcs-button pcs-button--block" onClick={() => setOpen(true)}>
          {t('account.sso.open')}
        </button>
      )}
    </div>
  );
}
