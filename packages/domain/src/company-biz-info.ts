import { z } from 'zod';
import { CORPORATE_NUMBER_DIGITS } from './constants';
import { digitsOnly, isEmail } from './formats';

/*
 * A company's business details printed on its 세금계산서 (decision 037): 대표자, 업태, 종목, 사업장 주소 and the
 * address invoices are sent to, beside the 사업자등록번호 the company form already has. They are optional on save (a
 * company may never be invoiced) and checked, all of them, before an invoice is issued.
 */

/** Column lengths of company.ceo_nm, biz_type, biz_item, biz_addr and tax_email (migration 0032). */
export const BIZ_INFO_LIMITS = { ceoNm: 50, bizType: 50, bizItem: 50, bizAddr: 200, taxEmail: 100 } as const;

/** The fields a 세금계산서 needs, in the order the form and a refusal name them. */
export const BIZ_INFO_LABEL = {
  corporateRegNo: '사업자등록번호',
  ceoNm: '대표자',
  bizType: '업태',
  bizItem: '종목',
  bizAddr: '사업장 주소',
  taxEmail: '세금계산서 이메일',
} as const;
export type BizInfoField = keyof typeof BIZ_INFO_LABEL;

export const BIZ_INFO_MESSAGES = {
  ceoNmTooLong: `대표자는 ${BIZ_INFO_LIMITS.ceoNm}자 이내로 입력해주세요.`,
  bizTypeTooLong: `업태는 ${BIZ_INFO_LIMITS.bizType}자 이내로 입력해주세요.`,
  bizItemTooLong: `종목은 ${BIZ_INFO_LIMITS.bizItem}자 이내로 입력해주세요.`,
  bizAddrTooLong: `사업장 주소는 ${BIZ_INFO_LIMITS.bizAddr}자 이내로 입력해주세요.`,
  taxEmailInvalid: '세금계산서 이메일 형식을 맞춰주세요.',
  taxEmailTooLong: `세금계산서 이메일은 ${BIZ_INFO_LIMITS.taxEmail}자 이내로 입력해주세요.`,
  /** Shown as a warning on the form: spec §5 accepts any 10 digits, the tax office does not. */
  corporateRegNoCheckDigit:
    '유효하지 않은 사업자등록번호입니다. 세금계산서를 발행하려면 번호를 확인해주세요.',
} as const;

const CHECK_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * The check digit (10th digit) of a 사업자등록번호 from its first nine digits, as the National Tax Service computes
 * it: the digits times 1,3,7,1,3,7,1,3,5 summed, plus the tens of the ninth digit times 5; the check digit brings the
 * sum to a multiple of 10.
 */
export function corporateRegNoCheckDigit(firstNine: readonly number[]): number {
  let sum = 0;
  CHECK_WEIGHTS.forEach((w, i) => {
    sum += (firstNine[i] ?? 0) * w;
  });
  sum += Math.floor(((firstNine[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** A 사업자등록번호 a 세금계산서 can carry: 10 digits (hyphens ignored) whose last is the check digit. */
export function isValidCorporateRegNo(s: string | null | undefined): boolean {
  const d = digitsOnly(s ?? '');
  if (d.length !== CORPORATE_NUMBER_DIGITS) return false;
  const digits = [...d].map(Number);
  return corporateRegNoCheckDigit(digits.slice(0, 9)) === digits[9];
}

/** An optional text field: trimmed, blank is null, longer than its column is refused with the field's message. */
const optionalField = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** The company form's 세금계산서 정보 (zod, shared by the API and the form): each optional, checked when given. */
export const bizInfoShape = {
  ceoNm: optionalField(BIZ_INFO_LIMITS.ceoNm, BIZ_INFO_MESSAGES.ceoNmTooLong),
  bizType: optionalField(BIZ_INFO_LIMITS.bizType, BIZ_INFO_MESSAGES.bizTypeTooLong),
  bizItem: optionalField(BIZ_INFO_LIMITS.bizItem, BIZ_INFO_MESSAGES.bizItemTooLong),
  bizAddr: optionalField(BIZ_INFO_LIMITS.bizAddr, BIZ_INFO_MESSAGES.bizAddrTooLong),
  taxEmail: z
    .string(BIZ_INFO_MESSAGES.taxEmailInvalid)
    .trim()
    .max(BIZ_INFO_LIMITS.taxEmail, BIZ_INFO_MESSAGES.taxEmailTooLong)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || isEmail(v), BIZ_INFO_MESSAGES.taxEmailInvalid),
};

/**
 * The form's live check of a 사업자등록번호 for invoices (a warning there, not a refusal: spec §5 saves any 10
 * digits). Blank passes; the required 10 digits are the company form's own rule.
 */
export const corporateRegNoForInvoiceSchema = z
  .string()
  .nullish()
  .refine(
    (v) => !v || digitsOnly(v).length !== CORPORATE_NUMBER_DIGITS || isValidCorporateRegNo(v),
    BIZ_INFO_MESSAGES.corporateRegNoCheckDigit,
  );

export type CompanyBizInfo = { [K in BizInfoField]?: string | null | undefined };

/**
 * Decision 037: the labels of the fields a 세금계산서 still needs, in BIZ_INFO_LABEL order; empty when the company
 * can be invoiced. A blank field is missing, and so is a value no invoice can carry (a 사업자등록번호 without its
 * check digit, an e-mail that is not one), since the provider would refuse it.
 */
export function missingBizInfoFields(company: CompanyBizInfo): string[] {
  const usable: Record<BizInfoField, (v: string) => boolean> = {
    corporateRegNo: isValidCorporateRegNo,
    ceoNm: () => true,
    bizType: () => true,
    bizItem: () => true,
    bizAddr: () => true,
    taxEmail: isEmail,
  };
  return (Object.keys(BIZ_INFO_LABEL) as BizInfoField[])
    .filter((field) => {
      const v = company[field]?.trim() ?? '';
      return v === '' || !usable[field](v);
    })
    .map((field) => BIZ_INFO_LABEL[field]);
}
