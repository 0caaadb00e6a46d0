import { useEffect, useRef } from 'react';
import { useDialogs } from '../../lib/dialog';
import './dialog-host.css';

/** Renders the first queued alert/confirm; focus moves to 확인, Escape cancels. */
export function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  const close = useDialogs((s) => s.close);
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (current) okRef.current?.focus();
  }, [current]);

  if (!current) return null;
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') close(current.id, false);
  };
  return (
    <div className="pcs-dialog-backdrop">
      <div
        className="pcs-dialog"
        role="alertdialog"
        onKeyDown={onKeyDown}
        aria-modal="true"
        aria-labelledby={`pcs-dialog-${current.id}`}
        data-testid="dialog"
      >
        <p id={`pcs-dialog-${current.id}`} className="pcs-dialog-text">
          {current.text}
        </p>
        <div className="pcs-dialog-actions">
          {current.kind === 'confirm' && (
            <button type="button" className="pcs-dialog-cancel" onClick={() => close(current.id, false)}>
              취소
            </button>
          )}
          <button type="button" ref={okRef} className="pcs-dialog-ok" onClick={() => close(current.id, true)}>
            확인
          </button>
        </div>
      </div>
    </div>
  );
}
