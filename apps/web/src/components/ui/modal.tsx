import { type ReactNode, useEffect, useRef } from 'react';
import styles from './modal.module.css';

type Props = {
  /** Names the dialog for screen readers and is shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide panels hold a document (terms); the default suits a form or an embedded search. */
  size?: 'default' | 'wide';
};

/**
 * A light modal for the screens without Ant Design (recipient, mobile, login, landing): a titled panel over a
 * backdrop with 닫기, closed by Escape; focus moves into it and returns to where it was when it closes.
 */
export function Modal({ title, onClose, children, size = 'default' }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const element = panel.current;
    element?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to where focus was, unless closing already moved it on purpose (a picked address puts the cursor in
      // the detail field).
      const active = document.activeElement;
      if (active === null || active === document.body || element?.contains(active)) previous?.focus?.();
    };
  }, []);

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
            닫기
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
