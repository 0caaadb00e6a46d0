import { useEffect } from 'react';

/**
 * Starting a screen's chunk before the user asks for it (decision 050). The app registers how a path maps to its
 * screen's loader (features never import the app's routes); a screen names the screen its main button opens, and that
 * screen's JavaScript is fetched and evaluated once the browser is idle after this one has drawn, so the click only
 * renders. Without a registered warmer (unit tests) nothing happens.
 */
type Warmer = (pathname: string) => void;
let warmer: Warmer | null = null;

export function setScreenWarmer(next: Warmer | null): void {
  warmer = next;
}

/** Once the browser is idle after this render, starts loading the screen at `pathname` (null: nothing to warm). */
export function useWarmScreenWhenIdle(pathname: string | null | undefined): void {
  useEffect(() => {
    const warm = warmer;
    if (!pathname || !warm) return;
    const run = () => warm(pathname);
    if (typeof window.requestIdleCallback === 'function') {
      // The timeout bounds the wait on a page that never goes quiet (a polling list).
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
  }, [pathname]);
}
