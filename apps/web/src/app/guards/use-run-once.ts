import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per `key` (StrictMode mounts effects twice in development; a guard must alert once).
 * A new key (another location) runs it again.
 */
export function useRunOnce(key: string | null, effect: () => void): void {
  const done = useRef<string | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    latest.current();
  }, [key]);
}
