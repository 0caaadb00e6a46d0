import { useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session-store';

const QUERY = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** The landing site's mobile variant: a mobile display mode (spec §3) or a narrow screen. */
export function useIsMobile(): boolean {
  const displayMode = useSession((s) => s.displayMode);
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  return displayMode === 'MOBILE' || narrow;
}
