import { SCROLL_RESTORE_DELAY_MS } from '@pcs/domain';
import { useEffect } from 'react';
import { NavigationType, useNavigationType } from 'react-router';

const storageKey = (key: string): string => `gift-scroll:${key}`;

/**
 * spec §4: returning from a product detail restores the list's scroll position after 200 ms. The position is saved
 * while scrolling (leaving the page may already have reset it) and restored only on back/forward, once `ready`.
 */
export function useScrollRestore(key: string, ready: boolean): void {
  const navigationType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const save = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        sessionStorage.setItem(storageKey(key), String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || navigationType !== NavigationType.Pop) return;
    const saved = Number(sessionStorage.getItem(storageKey(key)));
    if (!saved) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: saved }), SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, ready, navigationType]);
}
