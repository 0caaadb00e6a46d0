import { z } from 'zod';
import { CONTACT_FAQ_CATEGORY_CD, CONTACT_MAX_LENGTH, CONTACT_SOL_CD } from './constants';
import { serialId } from './contracts/envelope';
import { digitsOnly, EMAIL_PATTERN, isEmail } from './formats';

/** No maximum for the inquiry text in the spec; this one is ours (a database column has to end somewhere). */
export const CONTACT_QNA_MAX_LENGTH = 4000;

/** How many chosen products (spec §2: chosen on the landing) one inquiry carries at most. */
export const CONTACT_PRODUCTS_MAX = 50;

/** spec §5 Contact form alerts (the seven in the spec's order) and our texts for the maximum lengths of spec §9. */
export const CONTACT_MESSAGES = {
  companyNmRequired: '회사명을 입력해주세요.',
  managerNmRequired: '성명을 입력해주세요.',
  phoneNoRequired: '연락처를 입력해주세요.',
  phoneNoInvalid: '연락처 형식을 확인해주세요.',
  qnaContentsRequired: '문의내용을 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '이메일 형식을 맞춰주세요.',
  personalInfoRequired: '개인정보 활용 내용에 동의해주세요.',
  companyNmTooLong: `회사명은 ${CONTACT_MAX_LENGTH.companyNmTx}자 이내로 입력해주세요.`,
  managerNmTooLong: `성명은 ${CONTACT_MAX_LENGTH.managerNmTx}자 이내로 입력해주세요.`,
  phoneNoTooLong: `연락처는 ${CONTACT_MAX_LENGTH.phoneNoTx}자 이내로 입력해주세요.`,
  emailTooLong: `이메일은 ${CONTACT_MAX_LENGTH.emailTx}자 이내로 입력해주세요.`,
  qnaContentsTooLong: `문의내용은 ${CONTACT_QNA_MAX_LENGTH}자 이내로 입력해주세요.`,
  phoneNoCharacters: '연락처는 숫자, 하이픈(-), 괄호, +, 공백만 입력할 수 있습니다.',
  productsTooMany: `선택한 상품은 ${CONTACT_PRODUCTS_MAX}개까지 함께 보낼 수 있습니다.`,
} as const;

/** spec §2 Contact fields: the label of each field, on the screen and in the mail to the sales address. */
export const CONTACT_FIELD_LABEL = {
  companyNmTx: '회사명',
  phoneNoTx: '연락처',
  emailTx: '이메일',
  managerNmTx: '성명',
  qnaContentsTx: '문의내용',
  marketingAgreeYn: '마케팅 수신 동의',
  products: '선택한 상품',
} as const;

/** spec §2 Contact: the form as the screen holds it. */
export type ContactForm = {
  companyNmTx: string;
  managerNmTx: string;
  phoneNoTx: string;
  qnaContentsTx: string;
  emailTx: string;
  personalInfoAgreeYn: boolean;
  marketingAgreeYn: boolean;
};

/** Characters that are not allowed in a contact phone: anything but digits, hyphen, spaces, parentheses and +. */
const NOT_PHONE_CHARACTER = /[^0-9()+\-\s]/g;

/** Drops what a phone cannot contain, as the contact phone field accepts input (digits, -, spaces, ( ), +). */
export const phoneCharactersOnly = (raw: string): string => raw.replace(NOT_PHONE_CHARACTER, '');

/**
 * The contact form's phone (spec §5 lists only "Phone empty"; the format check is ours): phone characters
 * only, a + only in front, and a number that can be dialled: an international number (+) of 8 to 15 digits, a
 * domestic one starting 0 with 9 to 11 digits (02-123-4567 to 010-1234-5678), or an 8-digit representative
 * number starting 15, 16 or 18 (1588-0000).
 */
export function isContactPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[0-9()\-\s]+$/.test(v)) return false;
  const digits = digitsOnly(v);
  if (v.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('0')) return digits.length >= 9 && digits.length <= 11;
  return digits.length === 8 && /^1[568]/.test(digits);
}

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';
const tooLong = (v: string, max: number): boolean => v.trim().length > max;

/**
 * spec §5 Contact form: the first failing alert, or null. The seven spec alerts come in the spec's order
 * (a value of spaces counts as empty). The phone's format comes right after its required check. A field's maximum
 * length (spec §9) is checked right after its own checks, so a value that fits never changes the order; the screen
 * counts the characters against it rather than cutting the input, and contactInquirySchema reports the same first
 * message. Marketing consent is optional.
 */
export function validateContact(form: ContactForm): string | null {
  const M = CONTACT_MESSAGES;
  const L = CONTACT_MAX_LENGTH;
  if (blank(form.companyNmTx)) return M.companyNmRequired;
  if (tooLong(form.companyNmTx, L.companyNmTx)) return M.companyNmTooLong;
  if (blank(form.managerNmTx)) return M.managerNmRequired;
  if (tooLong(form.managerNmTx, L.managerNmTx)) return M.managerNmTooLong;
  if (blank(form.phoneNoTx)) return M.phoneNoRequired;
  if (!isContactPhone(form.phoneNoTx)) return M.phoneNoInvalid;
  if (tooLong(form.phoneNoTx, L.phoneNoTx)) return M.phoneNoTooLong;
  if (blank(form.qnaContentsTx)) return M.qnaContentsRequired;
  if (tooLong(form.qnaContentsTx, CONTACT_QNA_MAX_LENGTH)) return CONTACT_MESSAGES.qnaContentsTooLong;
  if (blank(form.emailTx)) return M.emailRequired;
  if (!isEmail(form.emailTx)) return M.emailInvalid;
  if (tooLong(form.emailTx, L.emailTx)) return M.emailTooLong;
  if (!form.personalInfoAgreeYn) return M.personalInfoRequired;
  return null;
}

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

/**
 * spec §3 Contact inquiry payload, as the server accepts it (POST questionInsert / downloadInsert).
 * Keys are declared in the order of validateContact(), so the first issue carries the same text.
 * solCd and faqCategoryCd are fixed by spec §9 (05, 01) and default to them. Marketing consent defaults to N.
 */
export const contactInquirySchema = z.object({
  companyNmTx: requiredText(
    CONTACT_MESSAGES.companyNmRequired,
    CONTACT_MAX_LENGTH.companyNmTx,
    CONTACT_MESSAGES.companyNmTooLong,
  ),
  managerNmTx: requiredText(
    CONTACT_MESSAGES.managerNmRequired,
    CONTACT_MAX_LENGTH.managerNmTx,
    CONTACT_MESSAGES.managerNmTooLong,
  ),
  phoneNoTx: z
    .string({ error: CONTACT_MESSAGES.phoneNoRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.phoneNoRequired)
    .refine(isContactPhone, CONTACT_MESSAGES.phoneNoInvalid)
    .max(CONTACT_MAX_LENGTH.phoneNoTx, CONTACT_MESSAGES.phoneNoTooLong),
  qnaContentsTx: requiredText(
    CONTACT_MESSAGES.qnaContentsRequired,
    CONTACT_QNA_MAX_LENGTH,
    CONTACT_MESSAGES.qnaContentsTooLong,
  ),
  emailTx: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid)
    .max(CONTACT_MAX_LENGTH.emailTx, CONTACT_MESSAGES.emailTooLong),
  personalInfoAgreeYn: z.literal('Y', { error: CONTACT_MESSAGES.personalInfoRequired }),
  marketingAgreeYn: z.enum(['Y', 'N']).default('N'),
  solCd: z.literal(CONTACT_SOL_CD).default(CONTACT_SOL_CD),
  faqCategoryCd: z.literal(CONTACT_FAQ_CATEGORY_CD).default(CONTACT_FAQ_CATEGORY_CD),
  /** The products chosen on the landing (spec §2), sent with the inquiry so the operator sees them; ours. */
  prodSnList: z
    .array(serialId('상품 번호를 확인해주세요.'), { error: CONTACT_MESSAGES.productsTooMany })
    .max(CONTACT_PRODUCTS_MAX, CONTACT_MESSAGES.productsTooMany)
    .transform((list) => [...new Set(list)])
    .default([]),
});
export type ContactInquiry = z.infer<typeof contactInquirySchema>;
/** What the screen sends: consent as Y/N (the server rejects N with the consent alert). */
export type ContactInquiryPayload = Omit<ContactInquiry, 'personalInfoAgreeYn' | 'prodSnList'> & {
  personalInfoAgreeYn: 'Y' | 'N';
  prodSnList?: number[];
};

/**
 * spec §3: the payload the screen sends for a validated form (consents as Y/N, fixed codes of spec §9), with the
 * products chosen on the landing when there are any.
 */
export function toContactPayload(
  form: ContactForm,
  prodSnList: readonly number[] = [],
): ContactInquiryPayload {
  return {
    ...(prodSnList.length > 0 ? { prodSnList: [...prodSnList] } : {}),
    solCd: CONTACT_SOL_CD,
    faqCategoryCd: CONTACT_FAQ_CATEGORY_CD,
    companyNmTx: form.companyNmTx.trim(),
    managerNmTx: form.managerNmTx.trim(),
    emailTx: form.emailTx.trim(),
    phoneNoTx: form.phoneNoTx.trim(),
    qnaContentsTx: form.qnaContentsTx.trim(),
    personalInfoAgreeYn: form.personalInfoAgreeYn ? 'Y' : 'N',
    marketingAgreeYn: form.marketingAgreeYn ? 'Y' : 'N',
  };
}
