import { DELIVERY_ADDRESS_MAX_LENGTH, digitsOnly, formatPhone } from '@pcs/domain';
import { type DeliveryAddress, deliveryAddressSchema } from '@pcs/domain/contracts/gift';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { t } from '../../i18n/texts';

export type AddressField = 'receiverNm' | 'receiverTelNo' | 'zipCd' | 'addr' | 'addrDtl' | 'deliveryMemo';

/** Screen order: the first invalid field in this order receives focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'receiverNm',
  'receiverTelNo',
  'zipCd',
  'addr',
  'addrDtl',
  'deliveryMemo',
];

/**
 * The catalogue's words for deliveryAddressSchema's rules, field by field (in Korean exactly the schema's messages,
 * pinned by use-address-form.test.ts): an empty field, one too long, and any other refusal (a phone or zip code of
 * the wrong shape, or a value of the wrong type).
 */
const MESSAGE_IDS: Record<AddressField, { required?: string; tooLong?: string; other: string }> = {
  receiverNm: {
    required: 'common.address.receiverNmRequired',
    tooLong: 'common.address.receiverNmTooLong',
    other: 'common.address.receiverNmCheck',
  },
  receiverTelNo: { other: 'common.address.telNoDigits' },
  zipCd: { other: 'common.address.zipCdDigits' },
  addr: {
    required: 'common.address.addrRequired',
    tooLong: 'common.address.addrTooLong',
    other: 'common.address.addrCheck',
  },
  addrDtl: {
    required: 'common.address.addrDtlRequired',
    tooLong: 'common.address.addrDtlTooLong',
    other: 'common.address.addrDtlCheck',
  },
  deliveryMemo: { tooLong: 'common.address.memoTooLong', other: 'common.address.memoTooLong' },
};

/** A schema issue on an address field in the recipient's language (read at submit time). */
export function addressIssueText(field: AddressField, issue: { code: string }): string {
  const ids = MESSAGE_IDS[field];
  const max = DELIVERY_ADDRESS_MAX_LENGTH[field];
  const id =
    issue.code === 'too_small' && ids.required
      ? ids.required
      : issue.code === 'too_big' && ids.tooLong
        ? ids.tooLong
        : ids.other;
  return t(id, { max, digits: max });
}

type Values = Record<AddressField, string>;
type Errors = Partial<Record<AddressField, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const EMPTY: Values = {
  receiverNm: '',
  receiverTelNo: '',
  zipCd: '',
  addr: '',
  addrDtl: '',
  deliveryMemo: '',
};

/** Phone and zip code are kept as digits; the phone is displayed with hyphens once it is complete. */
const normalize = (field: AddressField, raw: string): string => {
  if (field === 'receiverTelNo') return digitsOnly(raw).slice(0, 11);
  if (field === 'zipCd') return digitsOnly(raw).slice(0, 5);
  return raw;
};

/**
 * The delivery-address form of the final-info screen and the address change (desktop and mobile): values,
 * per-field messages for deliveryAddressSchema's rules, and focus on the first invalid field. `validate` returns the
 * parsed address or null.
 */
export function useAddressForm(initial: Partial<Values>) {
  const [values, setValues] = useState<Values>(() => {
    const start = { ...EMPTY, ...initial };
    for (const f of ADDRESS_FIELDS) start[f] = normalize(f, start[f]);
    return start;
  });
  const [errors, setErrors] = useState<Errors>({});
  const elements = useRef<Partial<Record<AddressField, FieldElement | null>>>({});

  const setValue = useCallback((field: AddressField, raw: string) => {
    setValues((prev) => ({ ...prev, [field]: normalize(field, raw) }));
    // The message disappears as soon as the user works on the field; it comes back on the next submit if still wrong.
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }, []);

  const validate = (): DeliveryAddress | null => {
    const result = deliveryAddressSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Errors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as AddressField | undefined;
      if (!field || next[field]) continue;
      next[field] = addressIssueText(field, issue);
    }
    setErrors(next);
    const first = ADDRESS_FIELDS.find((f) => next[f]);
    if (first) elements.current[first]?.focus();
    return null;
  };

  /** Props for one field's input or textarea: value, change handler, ref and error wiring. */
  const field = (name: AddressField) => ({
    id: `gift-address-${name}`,
    name,
    value: name === 'receiverTelNo' ? formatPhone(values[name]) : values[name],
    maxLength: DELIVERY_ADDRESS_MAX_LENGTH[name],
    onChange: (e: ChangeEvent<FieldElement>) => setValue(name, e.target.value),
    ref: (el: FieldElement | null) => {
      elements.current[name] = el;
    },
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `gift-address-${name}-error` : undefined,
  });

  /** Puts the cursor in a field (after an address search, in the detail). */
  const focus = useCallback((name: AddressField) => elements.current[name]?.focus(), []);

  return { values, errors, field, validate, setValue, focus };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
