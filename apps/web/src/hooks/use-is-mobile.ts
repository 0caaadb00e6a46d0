import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isMobilePath, MOBILE_MEDIA_QUERY } from '../lib/device';
import { useSession } from '../lib/session-store';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(MOBILE_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/**
 * The mobile variant of a screen: the MOBILE display mode of spec §3 (set on /checkDevice), a /m route, or a
 * viewport at the mobile cut-off (768 px) or narrower; it follows the window as it is resized.
 */
export function useIsMobile(): boolean {
  const displayMode = useSession((s) => s.displayMode);
  const { pathname } = useLocation();
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => false,
  );
  return displayMode === 'MOBILE' || isMobilePath(pathname) || narrow;
}
