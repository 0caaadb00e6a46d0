import { useLocation } from 'react-router';
import { useSession } from '../../lib/session-store';

/** A /m/* path is a mobile screen whatever the device. */
export const isMobilePath = (pathname: string): boolean => pathname === '/m' || pathname.startsWith('/m/');

/** spec §3 display mode, or the mobile route group the user is on. */
export function useIsMobile(): boolean {
  const displayMode = useSession((s) => s.displayMode);
  const { pathname } = useLocation();
  return displayMode === 'MOBILE' || isMobilePath(pathname);
}
