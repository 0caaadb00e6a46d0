import { useEffect } from 'react';
import { tabbableIn } from '../ui/use-focus-trap';

const OPEN_PANELS = '.ant-modal-wrap, .ant-drawer-content-wrapper';

/**
 * Tab from an antd Modal's or Drawer's last control wraps to its first (Shift+Tab the other way). antd keeps focus
 * inside only once it comes back to the page: Tab past the last control first leaves for the browser's own bar,
 * which for a keyboard user is a stop outside the dialog. Mount once, in the back-office layout.
 */
export function useModalTabWrap(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return;
      const active = document.activeElement;
      // The panel that has focus, the innermost if one opens over another; none: not ours (the app's own dialogs trap).
      const panel = active?.closest<HTMLElement>(OPEN_PANELS);
      if (!panel) return;
      const items = tabbableIn(panel).filter((el) => el.getClientRects().length > 0);
      const at = items.indexOf(active as HTMLElement);
      // Focus on the panel itself (not a control) counts as before the first control.
      const wrapTo = e.shiftKey
        ? at <= 0
          ? items[items.length - 1]
          : null
        : at === items.length - 1
          ? items[0]
          : null;
      if (!wrapTo) return;
      e.preventDefault();
      wrapTo.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
