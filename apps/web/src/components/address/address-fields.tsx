import { type Translate, useT } from '../../i18n/texts';
import { PostcodeSearch } from '../ui/postcode-search';
import styles from './address-fields.module.css';
import type { AddressField, AddressForm } from './use-address-form';

type FieldSpec = {
  name: AddressField;
  /** Catalogue ids of the label and placeholder. */
  label: string;
  required: boolean;
  placeholder: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete: string;
  type?: 'text' | 'tel';
};

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'receiverNm',
    label: 'common.address.receiverNm',
    required: true,
    placeholder: 'common.address.receiverNmPlaceholder',
    autoComplete: 'name',
  },
  {
    name: 'receiverTelNo',
    label: 'common.address.telNo',
    required: true,
    placeholder: 'common.address.telNoPlaceholder',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    type: 'tel',
  },
  {
    name: 'zipCd',
    label: 'common.address.zipCd',
    required: true,
    placeholder: 'common.address.zipCdPlaceholder',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
  {
    name: 'addr',
    label: 'common.address.addr',
    required: true,
    placeholder: 'common.address.addrPlaceholder',
    autoComplete: 'address-line1',
  },
  {
    name: 'addrDtl',
    label: 'common.address.addrDtl',
    required: true,
    placeholder: 'common.address.addrDtlPlaceholder',
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
  const t = useT();
  const memo = form.field('deliveryMemo');
  return (
    <div className={styles.fields}>
      {FIELDS.map((f) => (
        <div key={f.name} className={styles.row}>
          <label className={styles.label} htmlFor={`gift-address-${f.name}`}>
            {t(f.label)}
            {f.required && (
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            )}
          </label>
          <div className={styles.control}>
            {f.name === 'zipCd' ? (
              <div className={styles.zipRow}>
                <input {...inputProps(t, form, f)} />
                <PostcodeSearch
                  onPick={({ zipCd, addr }) => {
                    form.setValue('zipCd', zipCd);
                    form.setValue('addr', addr);
                    form.focus('addrDtl');
                  }}
                />
              </div>
            ) : (
              <input {...inputProps(t, form, f)} />
            )}
            <FieldError form={form} name={f.name} />
          </div>
        </div>
      ))}
      <div className={styles.row}>
        <label className={styles.label} htmlFor={memo.id}>
          {t('common.address.memo')}
        </label>
        <div className={styles.control}>
          <textarea
            {...memo}
            className={styles.textarea}
            rows={2}
            placeholder={t('common.address.memoPlaceholder')}
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

function inputProps(t: Translate, form: AddressForm, f: FieldSpec) {
  return {
    ...form.field(f.name),
    className: `${styles.input} ${f.name === 'zipCd' ? styles.zip : ''}`,
    type: f.type ?? 'text',
    inputMode: f.inputMode,
    autoComplete: f.autoComplete,
    placeholder: t(f.placeholder),
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
