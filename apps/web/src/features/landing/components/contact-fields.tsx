import { CONTACT_FIELD_LABEL, CONTACT_MAX_LENGTH, type ContactForm } from '@pcs/domain';
import styles from './contact-fields.module.css';

const L = CONTACT_FIELD_LABEL;

export const EMPTY_CONTACT: ContactForm = {
  companyNmTx: '',
  managerNmTx: '',
  phoneNoTx: '',
  qnaContentsTx: '',
  emailTx: '',
  personalInfoAgreeYn: false,
  marketingAgreeYn: false,
};

type Props = { form: ContactForm; onChange: (form: ContactForm) => void; idPrefix: string };

/** spec §2 Contact fields: company, phone, email, manager, inquiry text, two consents; maximum lengths of §9. */
export function ContactFields({ form, onChange, idPrefix }: Props) {
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    onChange({ ...form, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className={styles.fields}>
      <label htmlFor={id('company')}>{L.companyNmTx}</label>
      <input
        id={id('company')}
        name="companyNmTx"
        value={form.companyNmTx}
        maxLength={CONTACT_MAX_LENGTH.companyNmTx}
        onChange={(e) => set('companyNmTx', e.target.value)}
        autoComplete="organization"
      />
      <label htmlFor={id('phone')}>{L.phoneNoTx}</label>
      <input
        id={id('phone')}
        name="phoneNoTx"
        type="tel"
        value={form.phoneNoTx}
        maxLength={CONTACT_MAX_LENGTH.phoneNoTx}
        onChange={(e) => set('phoneNoTx', e.target.value)}
        autoComplete="tel"
      />
      <label htmlFor={id('email')}>{L.emailTx}</label>
      <input
        id={id('email')}
        name="emailTx"
        type="text"
        inputMode="email"
        value={form.emailTx}
        maxLength={CONTACT_MAX_LENGTH.emailTx}
        onChange={(e) => set('emailTx', e.target.value)}
        autoComplete="email"
      />
      <label htmlFor={id('manager')}>{L.managerNmTx}</label>
      <input
        id={id('manager')}
        name="managerNmTx"
        value={form.managerNmTx}
        maxLength={CONTACT_MAX_LENGTH.managerNmTx}
        onChange={(e) => set('managerNmTx', e.target.value)}
        autoComplete="name"
      />
      <label htmlFor={id('qna')}>{L.qnaContentsTx}</label>
      <textarea
        id={id('qna')}
        name="qnaContentsTx"
        rows={5}
        value={form.qnaContentsTx}
        onChange={(e) => set('qnaContentsTx', e.target.value)}
      />
      <div className={styles.consents}>
        <label>
          <input
            type="checkbox"
            name="personalInfoAgreeYn"
            checked={form.personalInfoAgreeYn}
            onChange={(e) => set('personalInfoAgreeYn', e.target.checked)}
          />
          (필수) 개인정보 수집 및 활용에 동의합니다.
        </label>
        <label>
          <input
            type="checkbox"
            name="marketingAgreeYn"
            checked={form.marketingAgreeYn}
            onChange={(e) => set('marketingAgreeYn', e.target.checked)}
          />
          (선택) 마케팅 정보 수신에 동의합니다.
        </label>
      </div>
    </div>
  );
}
