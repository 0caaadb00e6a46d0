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
 * The layout a server-rendered page was rendered in (the server guesses a phone from the request): the
 * value the server render uses and the first value the browser's hydration uses, so both produce the same HTML;
 * React then re-renders with the real viewport.
 */
let renderedMobile = false;
export function setRenderedMobile(mobile: boolean): void {
  renderedMobile = mobile;
}

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
    () => renderedMobile,
  );
  return displayMode === 'MOBILE' || isMobilePath(pathname) || narrow;
}
