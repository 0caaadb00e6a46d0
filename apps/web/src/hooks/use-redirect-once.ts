import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the location with `to` once, when `to` is given. A <Navigate> would navigate again each time React shows
 * its screen anew; while the target screen's chunk is still loading that happens over and over (the suspended
 * navigation keeps the old screen on display), and the page never gets to load it.
 */
export function useRedirectOnce(to: string | null): void {
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (to === null || done.current === to) return;
    done.current = to;
    navigate(to, { replace: true });
  }, [to, navigate]);
}
