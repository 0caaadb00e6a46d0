import type { ReactNode } from 'react';
import styles from './back-office.module.css';

/**
 * A table wider (or longer) than its card scrolls inside this named region, which takes the keyboard focus so the
 * arrow keys scroll it (WCAG 2.1.1; axe scrollable-region-focusable). antd's own `scroll` container cannot take
 * the focus, and it also adds a hidden measuring row.
 */
export function ScrollRegion({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  /** The table's width; narrower cards scroll sideways. */
  minWidth?: number;
  /** A long table scrolls down inside the region too. */
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    // A named section is a region landmark; it takes the focus so the keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section aria-label={label} tabIndex={0} className={styles.scrollRegion} style={{ maxHeight }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
