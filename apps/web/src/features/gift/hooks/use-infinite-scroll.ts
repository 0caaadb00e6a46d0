import { shouldLoadMore } from '@pcs/domain';
import { useEffect, useRef } from 'react';

type Options = {
  loaded: number;
  totalCount: number;
  /** False while a page is loading or after an error, so one scroll does not start several loads. */
  enabled: boolean;
  onLoadMore: () => void;
};

const bottomGap = (): number => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/**
 * spec §4 Infinite scroll on the window: within 100 px of the bottom, and while items remain, the next page loads.
 * Checked on scroll and resize, and again after each page arrives (a short first page may not fill the screen).
 */
export function useInfiniteScroll({ loaded, totalCount, enabled, onLoadMore }: Options): void {
  const latest = useRef({ loaded, totalCount, enabled, onLoadMore });
  latest.current = { loaded, totalCount, enabled, onLoadMore };

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const s = latest.current;
      if (s.enabled && shouldLoadMore(bottomGap(), s.loaded, s.totalCount)) s.onLoadMore();
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
    if (enabled && shouldLoadMore(bottomGap(), loaded, totalCount)) latest.current.onLoadMore();
  }, [enabled, loaded, totalCount]);
}
