import { useEffect } from 'react';

/**
 * Starting a screen's chunk before the user asks for it (decision 050). The app registers how a path maps to its
 * screen's loader (features never import the app's routes); a screen names the screen its main button opens, and that
 * screen's JavaScript is fetched and evaluated once the browser is idle a second after this one has drawn, so the
 * click only renders. Without a registered warmer (unit tests) nothing happens.
 */
type Warmer = (pathname: string) => void;
let warmer: Warmer | null = null;

export function setScreenWarmer(next: Warmer | null): void {
  warmer = next;
}

/** How long after this screen has drawn before the warm starts: out of the way of its own first load's work. */
const WARM_DELAY_MS = 1000;

/**
 * A second after this render, once the browser is idle, starts loading the screen at `pathname` (null: nothing to
 * warm). Pass null until the screen has drawn its data, so the warm never competes with that.
 */
export function useWarmScreenWhenIdle(pathname: string | null | undefined): void {
  useEffect(() => {
    const warm = warmer;
    if (!pathname || !warm) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== 'function') return warm(pathname);
      // The timeout bounds the wait on a page that never goes quiet (a polling list).
      idle = window.requestIdleCallback(() => warm(pathname), { timeout: 2000 });
    }, WARM_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [pathname]);
}
