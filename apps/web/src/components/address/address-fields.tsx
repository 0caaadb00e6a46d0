import { PostcodeSearch } from '../ui/postcode-search';
import styles from './address-fields.module.css';
import type { AddressField, AddressForm } from './use-address-form';

type FieldSpec = {
  name: AddressField;
  label: string;
  required: boolean;
  placeholder: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete: string;
  type?: 'text' | 'tel';
};

const FIELDS: readonly FieldSpec[] = [
  { name: 'receiverNm', label: '받는 분', required: true, placeholder: '이름', autoComplete: 'name' },
  {
    name: 'receiverTelNo',
    label: '휴대폰번호',
    required: true,
    placeholder: '010-0000-0000',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    type: 'tel',
  },
  {
    name: 'zipCd',
    label: '우편번호',
    required: true,
    placeholder: '숫자 5자리',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  {
    name: 'addr',
    label: '주소',
    required: true,
    placeholder: '도로명 또는 지번 주소',
    autoComplete: 'address-line1',
  },
  {
    name: 'addrDtl',
    label: '상세주소',
    required: true,
    placeholder: '동, 호수 등',
    autoComplete: 'address-line2',
  },
];

/**
 * The delivery-address fields of the final-info screen and of the recipient's address change after it (one form, so
 * both look and check the same), for desktop and mobile. Each message sits under its field and is tied to it for
 * screen readers. 주소 검색 fills the zip code and the address and leaves the cursor in the
 * detail; without the search (no network) the fields are typed by hand.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const memo = form.field('deliveryMemo');
  return (
    <div className={styles.fields}>
      {FIELDS.map((f) => (
        <div key={f.name} className={styles.row}>
          <label className={styles.label} htmlFor={`gift-address-${f.name}`}>
            {f.label}
            {f.required && (
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            )}
          </label>
          <div className={styles.control}>
            {f.name === 'zipCd' ? (
              <div className={styles.zipRow}>
                <input {...inputProps(form, f)} />
                <PostcodeSearch
                  onPick={({ zipCd, addr }) => {
                    form.setValue('zipCd', zipCd);
                    form.setValue('addr', addr);
                    form.focus('addrDtl');
                  }}
                />
              </div>
            ) : (
              <input {...inputProps(form, f)} />
            )}
            <FieldError form={form} name={f.name} />
          </div>
        </div>
      ))}
      <div className={styles.row}>
        <label className={styles.label} htmlFor={memo.id}>
          배송 요청사항
        </label>
        <div className={styles.control}>
          <textarea
            {...memo}
            className={styles.textarea}
            rows={2}
            placeholder="예) 부재 시 경비실에 맡겨주세요."
          />
          <div className={styles.memoFoot}>
            <FieldError form={form} name="deliveryMemo" />
            <span className={styles.counter}>{form.values.deliveryMemo.length}/100</span>
          </div>
        </div>
      </div>
    </div>
  );
}

function inputProps(form: AddressForm, f: FieldSpec) {
  return {
    ...form.field(f.name),
    className: `${styles.input} ${f.name === 'zipCd' ? styles.zip : ''}`,
    type: f.type ?? 'text',
    inputMode: f.inputMode,
    autoComplete: f.autoComplete,
    placeholder: f.placeholder,
    required: f.required,
  };
}

function FieldError({ form, name }: { form: AddressForm; name: AddressField }) {
  const message = form.errors[name];
  if (!message) return null;
  return (
    <p id={`gift-address-${name}-error`} className={styles.error} role="alert">
      {message}
    </p>
  );
}
