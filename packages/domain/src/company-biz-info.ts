/*
 * A company's business details printed on its 세금계산서 (decision 037). Minimal version for the client bills; the
 * company form's branch brings the full rules (check digit, form schema) to this same file.
 */

/** The fields a 세금계산서 needs, in the order a refusal names them. */
export const BIZ_INFO_LABEL = {
  corporateRegNo: '사업자등록번호',
  ceoNm: '대표자',
  bizType: '업태',
  bizItem: '종목',
  bizAddr: '사업장 주소',
  taxEmail: '세금계산서 이메일',
} as const;
export type BizInfoField = keyof typeof BIZ_INFO_LABEL;

/** Decision 037: the labels of the business details a 세금계산서 still needs; empty when it can be issued. */
export function missingBizInfoFields(c: {
  corporateRegNo: string | null;
  ceoNm: string | null;
  bizType: string | null;
  bizItem: string | null;
  bizAddr: string | null;
  taxEmail: string | null;
}): string[] {
  return (Object.keys(BIZ_INFO_LABEL) as BizInfoField[])
    .filter((f) => (c[f]?.trim() ?? '') === '')
    .map((f) => BIZ_INFO_LABEL[f]);
}
