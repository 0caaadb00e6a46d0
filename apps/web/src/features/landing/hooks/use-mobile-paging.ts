import { previousPageAtTop, shouldLoadMore } from '@pcs/domain';
import { type RefObject, useEffect, useRef } from 'react';

type Options = {
  enabled: boolean;
  /** Products on screen; a change (a page arrived) checks again. */
  loaded: number;
  /** Products the last page brought: 14 or more means more may follow (spec §9). */
  lastPageCount: number;
  firstPage: number;
  hasNext: boolean;
  hasPrevious: boolean;
  loadNext: () => void;
  loadPrevious: () => Promise<unknown>;
};

const bottomGap = (): number => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/** One look at the scroll position: next page near the bottom, previous page at the top. */
function check(options: RefObject<Options>, busy: RefObject<boolean>): void {
  const o = options.current;
  if (!o.enabled || busy.current) return;
  if (o.hasNext && shouldLoadMore(bottomGap(), o.lastPageCount)) {
    o.loadNext();
    return;
  }
  if (o.hasPrevious && previousPageAtTop(window.scrollY, o.firstPage) !== null) {
    busy.current = true;
    const before = document.documentElement.scrollHeight;
    o.loadPrevious().finally(() => {
      // Keep what was on screen in place: once the new rows are rendered above it, scroll down by their height.
      let frames = 0;
      const settle = () => {
        const grown = document.documentElement.scrollHeight - before;
        if (grown > 0 || frames++ > 30) {
          if (grown > 0) window.scrollBy(0, grown);
          busy.current = false;
          return;
        }
        requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    });
  }
}

/**
 * spec §4 infinite scroll on mobile: within 100 px of the bottom the next page loads while the last page brought 14
 * or more (spec §9); at the top the previous page loads (a list restored on a later page grows upwards). Checked on
 * scroll and resize, and again whenever a page arrives or loading is re-enabled (a short page may not fill the
 * screen; the user may already be at the top).
 */
export function useMobilePaging(options: Options): void {
  const latest = useRef(options);
  latest.current = options;
  const busy = useRef(false);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        check(latest, busy);
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const { enabled, loaded, lastPageCount } = options;
  useEffect(() => {
    // Re-run when a page arrives (loaded, lastPageCount change), not only on scroll.
    void loaded;
    void lastPageCount;
    if (enabled) check(latest, busy);
  }, [enabled, loaded, lastPageCount]);
}
