import { type EntryDecision, resolveEntry, resumablePath } from '@pcs/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/texts';
import { alertMessage } from '../../lib/dialog';
import { useSession } from '../../lib/session-store';
import { useRunOnce } from './use-run-once';

/**
 * spec §2 "Entry rules at '/'": the decision is the domain's resolveEntry; this component only carries it out.
 * A resumed return path is used up, so the next visit to '/' goes to the role's home.
 */
export function EntryRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();

  const decision: EntryDecision = useMemo(
    () =>
      resolveEntry({
        loggedIn: session.loginUserData !== null,
        query: Object.fromEntries(searchParams),
        firstLogin: session.firstLogin,
        pwdExpired: session.pwdExpired,
        solCd: session.loginUserData?.solCd ?? null,
        authCd: session.loginUserData?.authCd ?? null,
        returnPath: session.returnPath,
        isMobile: session.displayMode === 'MOBILE',
      }),
    [session, searchParams],
  );

  useRunOnce(location.key, () => {
    if (decision.kind === 'alert') {
      void alertMessage(decision.message);
      if (decision.to) navigate(decision.to, { replace: true });
      return;
    }
    if (session.returnPath && decision.to === resumablePath(session.returnPath)) session.setReturnPath(null);
    navigate(decision.to, { replace: true });
  });

  if (decision.kind === 'alert' && decision.to === null)
    return <NoSolutionPermission message={decision.message} />;
  return null;
}

/** Entry rule 3 leaves the user on '/': say why and offer a way out instead of a blank page. */
function NoSolutionPermission({ message }: { message: string }) {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const t = useT();
  return (
    <section className="pcs-status-page" role="alert">
      <h1>{t('common.noPermission.title')}</h1>
      <p>{message}</p>
      <button
        type="button"
        className="pcs-button pcs-button--primary"
        onClick={() => {
          signOut();
          navigate(paths.checkDevice, { replace: true });
        }}
      >
        {t('common.noPermission.otherAccount')}
      </button>
    </section>
  );
}
