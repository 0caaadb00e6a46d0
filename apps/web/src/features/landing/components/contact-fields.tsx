import {
  CONTACT_FIELD_LABEL,
  CONTACT_MAX_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_QNA_MAX_LENGTH,
  type ContactForm,
  phoneCharactersOnly,
} from '@pcs/domain';
import { type ReactNode, useState } from 'react';
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

type TextKey = 'companyNmTx' | 'phoneNoTx' | 'emailTx' | 'managerNmTx' | 'qnaContentsTx';

/** The limit of each text field (spec §9 for four of them) and the message shown when a value is over it. */
const LIMIT: Record<TextKey, { max: number; over: string }> = {
  companyNmTx: { max: CONTACT_MAX_LENGTH.companyNmTx, over: CONTACT_MESSAGES.companyNmTooLong },
  phoneNoTx: { max: CONTACT_MAX_LENGTH.phoneNoTx, over: CONTACT_MESSAGES.phoneNoTooLong },
  emailTx: { max: CONTACT_MAX_LENGTH.emailTx, over: CONTACT_MESSAGES.emailTooLong },
  managerNmTx: { max: CONTACT_MAX_LENGTH.managerNmTx, over: CONTACT_MESSAGES.managerNmTooLong },
  qnaContentsTx: { max: CONTACT_QNA_MAX_LENGTH, over: CONTACT_MESSAGES.qnaContentsTooLong },
};

/**
 * spec §2 Contact fields: company, phone, email, manager, inquiry text, two consents. The maximum lengths of §9 are
 * kept, but nothing is cut as it is typed or pasted (a cut e-mail could become a different, valid address): each field
 * counts its characters and says so when it is over, and the submit's check (validateContact) refuses it. The phone
 * takes phone characters only and says when it dropped something.
 */
export function ContactFields({ form, onChange, idPrefix }: Props) {
  const [phoneDropped, setPhoneDropped] = useState(false);
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    onChange({ ...form, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  const limited = (key: TextKey, name: string) => {
    const over = form[key].length > LIMIT[key].max;
    return {
      id: id(name),
      name: key,
      value: form[key],
      'aria-invalid': over ? true : undefined,
      'aria-describedby': id(`${name}-count`),
    };
  };
  return (
    <div className={styles.fields}>
      <label htmlFor={id('company')}>{L.companyNmTx}</label>
      <Field id={id('company')} form={form} field="companyNmTx">
        <input
          {...limited('companyNmTx', 'company')}
          onChange={(e) => set('companyNmTx', e.target.value)}
          autoComplete="organization"
        />
      </Field>
      <label htmlFor={id('phone')}>{L.phoneNoTx}</label>
      <Field
        id={id('phone')}
        form={form}
        field="phoneNoTx"
        note={phoneDropped ? CONTACT_MESSAGES.phoneNoCharacters : null}
      >
        <input
          {...limited('phoneNoTx', 'phone')}
          type="tel"
          inputMode="tel"
          onChange={(e) => {
            const kept = phoneCharactersOnly(e.target.value);
            setPhoneDropped(kept !== e.target.value);
            set('phoneNoTx', kept);
          }}
          autoComplete="tel"
          placeholder="010-0000-0000"
        />
      </Field>
      <label htmlFor={id('email')}>{L.emailTx}</label>
      <Field id={id('email')} form={form} field="emailTx">
        <input
          {...limited('emailTx', 'email')}
          type="text"
          inputMode="email"
          onChange={(e) => set('emailTx', e.target.value)}
          autoComplete="email"
        />
      </Field>
      <label htmlFor={id('manager')}>{L.managerNmTx}</label>
      <Field id={id('manager')} form={form} field="managerNmTx">
        <input
          {...limited('managerNmTx', 'manager')}
          onChange={(e) => set('managerNmTx', e.target.value)}
          autoComplete="name"
        />
      </Field>
      <label htmlFor={id('qna')}>{L.qnaContentsTx}</label>
      <Field id={id('qna')} form={form} field="qnaContentsTx">
        <textarea
          {...limited('qnaContentsTx', 'qna')}
          rows={5}
          onChange={(e) => set('qnaContentsTx', e.target.value)}
        />
      </Field>
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

/**
 * A text field with its counter (n/max) and, once the value is over the limit, the message saying so; `note` is
 * another hint for the field (the phone's dropped characters).
 */
function Field({
  id,
  form,
  field,
  note = null,
  children,
}: {
  id: string;
  form: ContactForm;
  field: TextKey;
  note?: string | null;
  children: ReactNode;
}) {
  const { max, over } = LIMIT[field];
  const length = form[field].length;
  const tooLong = length > max;
  return (
    <div className={styles.control}>
      {children}
      <div className={styles.foot} id={`${id}-count`} aria-live="polite">
        {tooLong ? (
          <span className={styles.over}>{over}</span>
        ) : (
          note && <span className={styles.note}>{note}</span>
        )}
        <span className={`${styles.counter} ${tooLong ? styles.over : ''}`} data-testid={`${id}-counter`}>
          {length}/{max}
        </span>
      </div>
    </div>
  );
}
