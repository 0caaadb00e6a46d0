import { type EntryDecision, resolveEntry, resumablePath } from '@pcs/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
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
  return (
    <section className="pcs-status-page" role="alert">
      <h1>서비스 이용 권한이 없습니다.</h1>
      <p>{message}</p>
      <button
        type="button"
        className="pcs-button pcs-button--primary"
        onClick={() => {
          signOut();
          navigate(paths.checkDevice, { replace: true });
        }}
      >
        다른 계정으로 로그인
      </button>
    </section>
  );
}
