import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What Tab can reach inside a dialog (hidden, disabled and inert parts are skipped). */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/** Open traps, the last one on top: only it answers Tab, Escape and stray focus (an alert over a modal). */
const stack: symbol[] = [];

type Options = {
  /** Called on Escape while this trap is on top; leave it out where closing by Escape is not safe. */
  onEscape?: () => void;
  /** Where focus goes on opening; the container itself by default (it needs tabIndex={-1}). */
  initialFocus?: () => HTMLElement | null;
};

/**
 * Keeps keyboard focus inside a light dialog while it is mounted: Tab and Shift+Tab wrap around, focus that escapes
 * (tabbing out of an embedded frame, which the page's key handlers never see) is brought back, Escape closes, and on
 * unmount focus returns to the element that opened it, unless closing already moved it somewhere on purpose.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: Options = {}) {
  const latest = useRef(options);
  latest.current = options;

  // Layout effect: its cleanup runs before the dialog leaves the page. A passive cleanup runs after paint (Preact 11
  // defers it like React), leaving focus on <body> for a moment, which a screen reader announces as the page itself.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const id = Symbol('focus-trap');
    stack.push(id);
    const onTop = () => stack[stack.length - 1] === id;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (latest.current.initialFocus?.() ?? element).focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!onTop()) return;
      if (e.key === 'Escape' && latest.current.onEscape) {
        e.preventDefault();
        e.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = tabbableIn(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        element.focus();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === element || !element.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !element.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    let open = true;
    const onFocusIn = (e: FocusEvent) => {
      if (!onTop() || !(e.target instanceof Node) || element.contains(e.target)) return;
      // A moment later: closing may move focus out on purpose just before the dialog goes (a picked address puts
      // the cursor in the detail field); only focus that strayed while the dialog stays open is brought back.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (open && onTop() && !(active && element.contains(active)))
          (tabbableIn(element)[0] ?? element).focus();
      }, 0);
    };
    // Capture: the dialog's own handlers (and React's) must not see a Tab or Escape the trap already handled.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      open = false;
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(id), 1);
      const active = document.activeElement;
      if (active === null || active === document.body || element.contains(active)) opener?.focus();
    };
  }, [container]);
}
