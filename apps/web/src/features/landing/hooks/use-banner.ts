import { BANNER_INTERVAL_MS, wrapBannerIndex } from '@pcs/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * spec §4 Landing banner: index 1..3 wrapping both ways, advancing every 5 s from page load until the page is left.
 * One index drives the desktop and the mobile banner, so both advance together. A manual move restarts the timer.
 */
export function useBanner() {
  const [index, setIndex] = useState(1);
  const [round, setRound] = useState(0);
  // Set when the timer first starts, i.e. once the page is hydrated (the browser suite counts the 5 s from there).
  const [running, setRunning] = useState(false);

  useEffect(() => {
    void round;
    setRunning(true);
    const timer = window.setInterval(() => setIndex((i) => wrapBannerIndex(i + 1)), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [round]);

  const go = useCallback((step: number) => {
    setIndex((i) => wrapBannerIndex(i + step));
    setRound((r) => r + 1);
  }, []);
  return { index, running, prev: () => go(-1), next: () => go(1) };
}
