import { type RefObject, useEffect } from 'react';

/** Marks an element fixed or sticky at the bottom of the screen (a tab bar, a sticky action bar). */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';
/** Room kept between a focused field and the bars over it. */
const GAP_PX = 12;

const isField = (el: EventTarget | null): el is HTMLElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * The top edge of what covers the bottom of the screen: the lowest visible edge of the bars marked with
 * data-bottom-bar, or of the visual viewport (an on-screen keyboard shrinks it).
 */
function coveredFrom(): number {
  const viewport = window.visualViewport;
  let limit = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
  // Bars stack (the sticky action bar sits on the tab bar): walk them from the bottom up.
  const bars = [...document.querySelectorAll<HTMLElement>(`[${BOTTOM_BAR_ATTRIBUTE}]`)]
    .map((bar) => bar.getBoundingClientRect())
    .filter((r) => r.height > 0)
    .sort((a, b) => b.bottom - a.bottom);
  for (const r of bars) if (r.top < limit && r.bottom >= limit - 1) limit = r.top;
  return limit;
}

/**
 * Mobile screens: a focused field is scrolled up until it clears the bars at the bottom (the tab bar and the sticky
 * 신청하기 bar together take a quarter of a phone's height). The browser only scrolls a field into the viewport,
 * where those bars may still cover it.
 */
export function useKeepFocusAboveBars(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element) return;
    let frame = 0;
    const reveal = (target: HTMLElement) => {
      const covered = coveredFrom();
      const r = target.getBoundingClientRect();
      if (r.bottom + GAP_PX > covered) window.scrollBy({ top: r.bottom + GAP_PX - covered });
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!isField(target)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scroll into view, and again once a keyboard has resized the viewport.
      frame = requestAnimationFrame(() => reveal(target));
    };
    const onResize = () => {
      if (isField(document.activeElement) && element.contains(document.activeElement))
        reveal(document.activeElement);
    };
    element.addEventListener('focusin', onFocusIn);
    window.visualViewport?.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('focusin', onFocusIn);
      window.visualViewport?.removeEventListener('resize', onResize);
    };
  }, [root, enabled]);
}
