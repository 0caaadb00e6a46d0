import { mobileEquivalent } from '@pcs/domain';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { isGiftServiceHost } from '../features/landing/host-variant';
import { useSession } from '../lib/session-store';
import { hrefOf, useReloadKey } from './navigation-history';

/**
 * Above every route:
 * - a mobile device is sent to the /m equivalent of a desktop path (spec §2; the table is the domain's);
 * - the outlet is keyed by the reload key, so opening the same route again remounts its screen (spec §4
 *   Navigation: "reloads the page") without a full browser reload;
 * - on the gift-service host only the landing site is shown (spec §1).
 */
export function RootShell() {
  const location = useLocation();
  const displayMode = useSession((s) => s.displayMode);
  const reloadKey = useReloadKey((s) => s.key);

  if (isGiftServiceHost() && !location.pathname.startsWith('/intro/')) {
    return <Navigate to={paths.introMain} replace />;
  }
  const mobileTarget = displayMode === 'MOBILE' ? mobileEquivalent(hrefOf(location)) : null;
  if (mobileTarget) return <Navigate to={mobileTarget} replace />;

  return (
    <>
      <Outlet key={reloadKey} />
      <ScrollRestoration />
    </>
  );
}
