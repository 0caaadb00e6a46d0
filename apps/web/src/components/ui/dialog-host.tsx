import { useRef } from 'react';
import { useT } from '../../i18n/texts';
import { type DialogRequest, useDialogs } from '../../lib/dialog';
import './dialog-host.css';
import { useFocusTrap } from './use-focus-trap';

/**
 * Renders the first queued alert/confirm; focus moves to 확인 and stays in the dialog (Tab wraps), Escape cancels,
 * and closing returns focus to where it was (unless the caller moved it, e.g. to the field the alert was about).
 */
export function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  if (!current) return null;
  // One mount per dialog: each takes focus on opening and gives it back on closing.
  return <Dialog key={current.id} request={current} />;
}

function Dialog({ request }: { request: DialogRequest }) {
  const t = useT();
  const close = useDialogs((s) => s.close);
  const box = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(box, {
    initialFocus: () => okRef.current,
    onEscape: () => close(request.id, false),
  });

  return (
    <div className="pcs-dialog-backdrop">
      <div
        ref={box}
        className="pcs-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`pcs-dialog-${request.id}`}
        data-testid="dialog"
      >
        <p id={`pcs-dialog-${request.id}`} className="pcs-dialog-text">
          {request.text}
        </p>
        <div className="pcs-dialog-actions">
          {request.kind === 'confirm' && (
            <button type="button" className="pcs-dialog-cancel" onClick={() => close(request.id, false)}>
              {t('common.cancel')}
            </button>
          )}
          <button type="button" ref={okRef} className="pcs-dialog-ok" onClick={() => close(request.id, true)}>
            {t('common.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
