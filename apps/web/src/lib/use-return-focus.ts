import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const lost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Gives focus back to the dialog's opener when the dialog is taken off the page while open. antd's Modal returns
 * focus itself only after its closing animation; a dialog its parent unmounts on close (`{open && <Dialog />}`)
 * never gets there, and a keyboard user would be left at the top of the page. Call it in such a dialog with its
 * open state; a dialog that stays mounted needs nothing.
 */
export function useReturnFocus(open: boolean): void {
  // Read while rendering: by the first effect the dialog may already have taken focus.
  const [atMount] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const opener = useRef<HTMLElement | null>(open ? atMount : null);

  useLayoutEffect(() => {
    if (open && !opener.current && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    if (open) return;
    // Closed while mounted: antd brings focus back after the animation; only a focus already lost is ours.
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected && lost()) el.focus();
  }, [open]);

  useEffect(
    () => () => {
      const el = opener.current;
      if (el?.isConnected && lost()) el.focus();
    },
    [],
  );
}
