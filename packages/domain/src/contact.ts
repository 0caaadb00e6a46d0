import { z } from 'zod';
import { CONTACT_FAQ_CATEGORY_CD, CONTACT_MAX_LENGTH, CONTACT_SOL_CD } from './constants';
import { EMAIL_PATTERN, isEmail } from './formats';

/** spec §5 Contact form alerts (the seven in the spec's order) and our texts for the maximum lengths of spec §9. */
export const CONTACT_MESSAGES = {
  companyNmRequired: '회사명을 입력해주세요.',
  managerNmRequired: '성명을 입력해주세요.',
  phoneNoRequired: '연락처를 입력해주세요.',
  qnaContentsRequired: '문의내용을 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '이메일 형식을 맞춰주세요.',
  personalInfoRequired: '개인정보 활용 내용에 동의해주세요.',
  companyNmTooLong: `회사명은 ${CONTACT_MAX_LENGTH.companyNmTx}자 이내로 입력해주세요.`,
  managerNmTooLong: `성명은 ${CONTACT_MAX_LENGTH.managerNmTx}자 이내로 입력해주세요.`,
  phoneNoTooLong: `연락처는 ${CONTACT_MAX_LENGTH.phoneNoTx}자 이내로 입력해주세요.`,
  emailTooLong: `이메일은 ${CONTACT_MAX_LENGTH.emailTx}자 이내로 입력해주세요.`,
} as const;

/** spec §2 Contact fields: the label of each field, on the screen and in the mail to the sales address. */
export const CONTACT_FIELD_LABEL = {
  companyNmTx: '회사명',
  phoneNoTx: '연락처',
  emailTx: '이메일',
  managerNmTx: '성명',
  qnaContentsTx: '문의내용',
  marketingAgreeYn: '마케팅 수신 동의',
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

/** No maximum for the inquiry text in the spec; this one is ours (a database column has to end somewhere). */
export const CONTACT_QNA_MAX_LENGTH = 4000;
const QNA_TOO_LONG = `문의내용은 ${CONTACT_QNA_MAX_LENGTH}자 이내로 입력해주세요.`;

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';
const tooLong = (v: string, max: number): boolean => v.trim().length > max;

/**
 * spec §5 Contact form: the first failing alert, or null. The seven spec alerts come in the spec's order
 * (a value of spaces counts as empty). A field's maximum length (spec §9) is checked right after its own
 * required check, so a value that fits never changes the order; the screen's inputs cap the length anyway,
 * and contactInquirySchema reports the same first message. Marketing consent is optional.
 */
export function validateContact(form: ContactForm): string | null {
  const M = CONTACT_MESSAGES;
  const L = CONTACT_MAX_LENGTH;
  if (blank(form.companyNmTx)) return M.companyNmRequired;
  if (tooLong(form.companyNmTx, L.companyNmTx)) return M.companyNmTooLong;
  if (blank(form.managerNmTx)) return M.managerNmRequired;
  if (tooLong(form.managerNmTx, L.managerNmTx)) return M.managerNmTooLong;
  if (blank(form.phoneNoTx)) return M.phoneNoRequired;
  if (tooLong(form.phoneNoTx, L.phoneNoTx)) return M.phoneNoTooLong;
  if (blank(form.qnaContentsTx)) return M.qnaContentsRequired;
  if (tooLong(form.qnaContentsTx, CONTACT_QNA_MAX_LENGTH)) return QNA_TOO_LONG;
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
  phoneNoTx: requiredText(
    CONTACT_MESSAGES.phoneNoRequired,
    CONTACT_MAX_LENGTH.phoneNoTx,
    CONTACT_MESSAGES.phoneNoTooLong,
  ),
  qnaContentsTx: requiredText(CONTACT_MESSAGES.qnaContentsRequired, CONTACT_QNA_MAX_LENGTH, QNA_TOO_LONG),
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
});
export type ContactInquiry = z.infer<typeof contactInquirySchema>;
/** What the screen sends: consent as Y/N (the server rejects N with the consent alert). */
export type ContactInquiryPayload = Omit<ContactInquiry, 'personalInfoAgreeYn'> & {
  personalInfoAgreeYn: 'Y' | 'N';
};

/** spec §3: the payload the screen sends for a validated form (consents as Y/N, fixed codes of spec §9). */
export function toContactPayload(form: ContactForm): ContactInquiryPayload {
  return {
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
