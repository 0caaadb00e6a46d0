import { shouldLoadMore } from '@pcs/domain';
import { useEffect, useRef } from 'react';

type Options = {
  /** Products on screen; a change (a page arrived) checks again. */
  loaded: number;
  /** Products the last page brought: 14 or more means more may follow (spec §9). */
  lastPageCount: number;
  /** False while a page is loading or after an error, so one scroll does not start several loads. */
  enabled: boolean;
  onLoadMore: () => void;
};

const bottomGap = (): number => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/**
 * spec §4 Infinite scroll on the window: within 100 px of the bottom, while the last page brought 14 or more
 * (spec §9), the next page loads.
 * Checked on scroll and resize, and again after each page arrives (a short first page may not fill the screen).
 */
export function useInfiniteScroll({ loaded, lastPageCount, enabled, onLoadMore }: Options): void {
  const latest = useRef({ lastPageCount, enabled, onLoadMore });
  latest.current = { lastPageCount, enabled, onLoadMore };

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const s = latest.current;
      if (s.enabled && shouldLoadMore(bottomGap(), s.lastPageCount)) s.onLoadMore();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    void loaded;
    void lastPageCount;
    if (!enabled) return;
    // In the next frame, not in the commit: reading the page's height here would lay the new products out inside
    // the render's task (a long task on a phone's first load); the frame lays them out anyway.
    const frame = requestAnimationFrame(() => {
      const s = latest.current;
      if (s.enabled && shouldLoadMore(bottomGap(), s.lastPageCount)) s.onLoadMore();
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled, loaded, lastPageCount]);
}
