import type { ContactForm } from '@pcs/domain';
import { useState } from 'react';
import { alertMessage } from '../../../lib/dialog';
import { insertQuestion } from '../api/insert-inquiry';
import { ContactFields, EMPTY_CONTACT } from '../components/contact-fields';
import { useContactSubmit } from '../hooks/use-contact-submit';
import styles from './contact-page.module.css';

/** The success text of a registered inquiry (the spec gives only the failure text). */
const SENT = '문의가 등록되었습니다. 담당자가 빠르게 연락드리겠습니다.';

/** spec §2/§5 /intro/contact: five fields and two consents, validated in the spec's order before the confirm. */
export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const { submit, busy } = useContactSubmit(insertQuestion);
  const onSubmit = async () => {
    if (await submit(form)) {
      setForm(EMPTY_CONTACT);
      await alertMessage(SENT);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>도입 문의</h1>
      <p className={styles.lead}>기업 선물 서비스 도입을 검토 중이시라면 문의를 남겨주세요.</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <ContactFields form={form} onChange={setForm} idPrefix="contact" />
        <button type="submit" className={styles.submit} disabled={busy}>
          문의 등록
        </button>
      </form>
    </div>
  );
}
