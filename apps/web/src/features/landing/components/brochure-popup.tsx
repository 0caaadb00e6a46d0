import { type ContactForm, MSG } from '@pcs/domain';
import { useRef, useState } from 'react';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import { alertMessage } from '../../../lib/dialog';
import { requestBrochure } from '../api/insert-inquiry';
import { useContactSubmit } from '../hooks/use-contact-submit';
import styles from './brochure-popup.module.css';
import { ContactFields, EMPTY_CONTACT } from './contact-fields';

/** Starts the browser download of a same-origin file. */
function download(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * spec §2 brochure pop-up: the contact fields; on 등록 questionInsert and then downloadInsert (spec §7), then the
 * brochure downloads from /download/{fileId}/0 and 파일이 준비되었습니다. 다운로드를 진행해주세요. is shown (spec §8).
 */
export function BrochurePopup({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<ContactForm>({
    ...EMPTY_CONTACT,
    qnaContentsTx: '서비스 소개서를 요청합니다.',
  });
  const { submit, busy } = useContactSubmit(requestBrochure);
  const panel = useRef<HTMLDivElement>(null);

  // Tab stays in the pop-up; Escape closes it (not the alert over it, which takes Escape first).
  useFocusTrap(panel, {
    initialFocus: () => panel.current?.querySelector('input') ?? null,
    onEscape: onClose,
  });

  const onSubmit = async () => {
    const href = await submit(form);
    if (!href) return;
    download(href);
    await alertMessage(MSG.brochureReady);
    onClose();
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="brochure-title"
      >
        <h2 id="brochure-title" className={styles.title}>
          서비스 소개서 다운로드
        </h2>
        <p className={styles.lead}>정보를 남겨주시면 소개서를 바로 받으실 수 있습니다.</p>
        <ContactFields form={form} onChange={setForm} idPrefix="brochure" />
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            닫기
          </button>
          <button type="button" className={styles.submit} onClick={onSubmit} disabled={busy}>
            소개서 받기
          </button>
        </div>
      </div>
    </div>
  );
}
