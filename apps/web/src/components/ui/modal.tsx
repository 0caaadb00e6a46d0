import { type ReactNode, useRef } from 'react';
import { useT } from '../../i18n/texts';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';

type Props = {
  /** Names the dialog for screen readers and is shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide panels hold a document (terms); the default suits a form or an embedded search. */
  size?: 'default' | 'wide';
  /** The close button's text; the catalogue's 닫기 in the page's language unless the caller names another. */
  closeLabel?: string;
};

/**
 * A light modal for the screens without Ant Design (recipient, mobile, login, landing): a titled panel over a
 * backdrop with 닫기, closed by Escape; focus moves into it, stays there while it is open (Tab wraps around) and
 * returns to where it was when it closes.
 */
export function Modal({ title, onClose, children, size = 'default', closeLabel }: Props) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes back to the opener on close, unless closing already moved it on purpose (a picked address puts the
  // cursor in the detail field).
  useFocusTrap(panel, { onEscape: onClose });

  return (
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={`${styles.panel} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {closeLabel ?? t('common.close')}
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
