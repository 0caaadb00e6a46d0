import { clampDragOffset, MOBILE_STRIP_TRANSITION } from '@pcs/domain';
import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';

/** Moves under this many pixels are taps, not drags: the tapped item still gets its click. */
const TAP_SLOP_PX = 6;

/**
 * spec §4/§9 mobile drag strip: the content follows the finger, and at drag end the offset is clamped between 0 and
 * the negative overflow width with a 0.3 s transition. Returns handlers for the viewport and the track's style.
 */
export function useDragStrip() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLFieldSetElement>(null);
  const drag = useRef<{ startX: number; startOffset: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const suppressClick = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: e.clientX, startOffset: offset, moved: false };
    suppressClick.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.startX;
    if (!d.moved && Math.abs(dx) < TAP_SLOP_PX) return;
    if (!d.moved) {
      d.moved = true;
      setDragging(true);
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    setOffset(d.startOffset + dx);
  };
  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    suppressClick.current = true;
    setDragging(false);
    const content = trackRef.current?.scrollWidth ?? 0;
    const viewport = viewportRef.current?.clientWidth ?? 0;
    setOffset((o) => clampDragOffset(o, content, viewport));
  };
  /** A click that ends a drag is swallowed (capture phase), so dragging never opens a product. */
  const onClickCapture = (e: React.MouseEvent) => {
    if (suppressClick.current) {
      e.preventDefault();
      e.stopPropagation();
      suppressClick.current = false;
    }
  };

  const trackStyle: CSSProperties = {
    transform: `translateX(${offset}px)`,
    transition: dragging ? 'none' : `transform ${MOBILE_STRIP_TRANSITION}`,
  };
  return {
    viewportRef,
    trackRef,
    trackStyle,
    offset,
    reset: () => setOffset(0),
    /** Moves to an offset, clamped like a drag end (used to bring the selected item into view). */
    moveTo: (target: number) =>
      setOffset(
        clampDragOffset(target, trackRef.current?.scrollWidth ?? 0, viewportRef.current?.clientWidth ?? 0),
      ),
    viewportProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: end,
      onPointerCancel: end,
      onClickCapture,
    },
  };
}
