import { type ReactNode, useEffect, useRef } from 'react';
import { useDragStrip } from '../hooks/use-drag-strip';
import styles from './drag-strip.module.css';

export type StripItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  active: boolean;
  onSelect: () => void;
};

/** spec §2 mobile draggable strip (categories with icons, or themes): drag to move, clamped at drag end. */
export function DragStrip({
  items,
  label,
  testId,
}: {
  items: readonly StripItem[];
  label: string;
  testId?: string;
}) {
  const strip = useDragStrip();
  const { moveTo } = strip;
  // The first time items are there, bring the selected one into view (e.g. category 07 on a 390 px screen).
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || items.length === 0) return;
    shown.current = true;
    const active = strip.trackRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const viewport = strip.viewportRef.current?.clientWidth ?? 0;
    if (active && active.offsetLeft + active.offsetWidth > viewport) moveTo(-(active.offsetLeft - 16));
  }, [items.length, moveTo, strip.trackRef, strip.viewportRef]);
  return (
    <div ref={strip.viewportRef} className={styles.viewport} {...strip.viewportProps} data-testid={testId}>
      <fieldset
        ref={strip.trackRef}
        className={styles.track}
        style={strip.trackStyle}
        data-offset={strip.offset}
      >
        <legend className={styles.legend}>{label}</legend>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`${styles.item} ${item.active ? styles.active : ''}`}
            aria-pressed={item.active}
            onClick={item.onSelect}
            onFocus={(e) => e.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
          >
            {item.icon}
            <span>{item.label}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
