import type { ConsentText } from '@pcs/domain';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/texts';
import styles from './account-form.module.css';

type Props = {
  label: string;
  text: ConsentText;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * A required consent with its text: 보기 opens the whole text in a dialog, whose 동의 checks the box (a
 * consent that cannot be read is no consent).
 */
export function ConsentCheck({ label, text, checked, onChange }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.consent}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      <button
        type="button"
        className={styles.consentView}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('account.consent.viewLabel', { title: text.title })}
      >
        {t('account.consent.view')}
      </button>
      {open && (
        <Modal title={text.title} onClose={() => setOpen(false)} size="wide">
          <div className={styles.consentText}>
            {text.sections.map((s) => (
              <section key={s.heading}>
                <h3>{s.heading}</h3>
                <p>{s.body}</p>
              </section>
            ))}
          </div>
          <button
            type="button"
            className="pcs-button pcs-button--primary pcs-button--block"
            onClick={() => {
              onChange(true);
              setOpen(false);
            }}
          >
            {t('account.consent.agree')}
          </button>
        </Modal>
      )}
    </div>
  );
}
