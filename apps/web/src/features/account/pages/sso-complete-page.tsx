import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { useSsoExchange } from '../api/sso-exchange';

/**
 * /sso/complete?code=...: where a company sign-in lands (decision 038). The one-time code becomes a session, and
 * '/' applies the entry rules as after a password login (desktop or mobile home).
 */
export default function SsoCompletePage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const exchange = useSsoExchange();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code works once: a second effect run (StrictMode) must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    if (code.length < 16) {
      setFailure(t('account.sso.handoffInvalid'));
      return;
    }
    exchange.mutate(
      { code },
      {
        onSuccess: (data) => {
          signIn(data);
          navigate(paths.home, { replace: true });
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  }, [exchange, navigate, params, signIn, t]);

  return (
    <section aria-labelledby="sso-title" style={{ display: 'grid', gap: 12, textAlign: 'center' }}>
      <h1 id="sso-title">{t('account.sso.open')}</h1>
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <p>
            <Link to={paths.login}>{t('account.sso.toLogin')}</Link>
          </p>
        </>
      ) : (
        <p aria-busy="true">{t('account.sso.signingIn')}</p>
      )}
    </section>
  );
}
