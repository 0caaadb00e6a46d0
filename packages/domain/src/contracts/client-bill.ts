import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { isYmd } from '../formats';
import {
  addMonths,
  CLIENT_BILL_STATS,
  CLIENT_LINE_KIND,
  isYyyymm,
  SETTLEMENT_TEXT,
  TAX_INVOICE_KIND,
  TAX_INVOICE_STAT,
  yyyymmText,
} from '../settlement';
import { cmpyCdSchema } from './company';
import { REQUEST_TYPE } from './list';

export { CLIENT_BILL_PATH } from './settlement-paths';

/*
 * The client companies' monthly bills (decision 037): requests and replies of every CLIENT_BILL_PATH call. Operators
 * (15, 99999) reach every company; a client manager (25) reads their own company's months; everyone else is refused.
 */

/** The longest month range one list request may cover. */
export const CLIENT_BILL_LIST_MAX_MONTHS = 24;

/** Texts of the client bills beyond SETTLEMENT_TEXT (the refusals both ledgers share). */
export const CLIENT_BILL_TEXT = {
  monthRangeOrder: '조회 시작 월이 종료 월보다 늦습니다.',
  monthRangeTooLong: `조회 기간은 ${CLIENT_BILL_LIST_MAX_MONTHS}개월 이내로 선택해 주세요.`,
  noBill: '청구서가 없습니다.',
  earlierInvoiceMissing: (yyyymm: string) =>
    `${yyyymmText(yyyymm)} 청구서의 세금계산서를 먼저 발행해야 수정세금계산서를 발행할 수 있습니다.`,
  issueFailed: (reason: string) => `세금계산서 발행에 실패했습니다: ${reason}`,
  cancelFailed: (reason: string) => `세금계산서 발행 취소에 실패했습니다: ${reason}`,
  paidCannotCancel: '입금이 확인된 청구서의 세금계산서는 취소할 수 없습니다.',
  /** 입금 확인 needs every invoice of the bill's current round issued and not being cancelled. */
  invoiceNotValid:
    '발행 취소되었거나 취소 중인 세금계산서가 있어 입금을 확인할 수 없습니다. 발행 취소를 다시 실행한 뒤 세금계산서를 다시 발행해 주세요.',
  /** A new round of invoices waits until every invoice of the earlier round is cancelled. */
  invoiceStillIssued: '발행 취소되지 않은 세금계산서가 있습니다. 발행 취소를 다시 실행한 뒤에 발행해 주세요.',
  issueInterrupted:
    '발행 중에 세금계산서 발행 취소가 진행되었습니다. 발행 취소를 마친 뒤에 다시 발행해 주세요.',
  supplierBizInfoMissing: (fields: readonly string[]) =>
    `공급자(운영사) 사업자 정보가 필요합니다: ${fields.join(', ')}`,
  modifiedByLater: (yyyymm: string) =>
    `${yyyymmText(yyyymm)} 청구서의 수정세금계산서가 이 세금계산서를 참조하고 있어 취소할 수 없습니다.`,
  invoiceItem: (yyyymm: string) => `${yyyymmText(yyyymm)} 임직원 선물 대금`,
  modifyItem: (yyyymm: string) => `${yyyymmText(yyyymm)} 청구분 반품·취소`,
  paidDtInvalid: '입금일을 확인해 주세요.',
  paidMemoTooLong: '메모는 200자 이내로 입력해 주세요.',
} as const;

export const yyyymmSchema = z
  .string(SETTLEMENT_TEXT.badMonth)
  .trim()
  .refine((v) => isYyyymm(v), SETTLEMENT_TEXT.badMonth);

/** One company's month: the key of every action on a bill. */
export const clientBillKeySchema = z.object({ cmpyCd: cmpyCdSchema, yyyymm: yyyymmSchema });
export type ClientBillKey = z.infer<typeof clientBillKeySchema>;

const listFilterShape = {
  /** Neither month: the list opens on the latest month with anything and the one before (settlementDefaultMonths). */
  yyyymmStart: yyyymmSchema.nullish(),
  yyyymmEnd: yyyymmSchema.nullish(),
  cmpyCd: cmpyCdSchema.nullish(),
  stat: z.enum(CLIENT_BILL_STATS).nullish(),
};

function checkMonthRange(
  v: { yyyymmStart?: string | null | undefined; yyyymmEnd?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (!v.yyyymmStart || !v.yyyymmEnd) return;
  if (v.yyyymmStart > v.yyyymmEnd)
    ctx.addIssue({ code: 'custom', message: CLIENT_BILL_TEXT.monthRangeOrder, path: ['yyyymmStart'] });
  else if (addMonths(v.yyyymmStart, CLIENT_BILL_LIST_MAX_MONTHS) <= v.yyyymmEnd)
    ctx.addIssue({ code: 'custom', message: CLIENT_BILL_TEXT.monthRangeTooLong, path: ['yyyymmStart'] });
}

export const clientBillListRequestSchema = z
  .object({
    ...listFilterShape,
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
    requestType: z.literal(REQUEST_TYPE.list).optional(),
  })
  .superRefine(checkMonthRange);
export type ClientBillListRequest = z.input<typeof clientBillListRequestSchema>;

/** The list's Excel: the same filters, every row (no personal data on it, so no download reason). */
export const clientBillExcelRequestSchema = z
  .object({ ...listFilterShape, requestType: z.literal(REQUEST_TYPE.export) })
  .superRefine(checkMonthRange);
export type ClientBillExcelRequest = z.input<typeof clientBillExcelRequestSchema>;

const won = z.number().int();

/** The figures of a bill or of a part of it (integer won, VAT included unless named supply). */
export const clientBillFiguresSchema = z.object({
  lineCnt: z.number().int(),
  goodsAmt: won,
  extrasAmt: won,
  shipAmt: won,
  recipientPaidAmt: won,
  chargeAmt: won,
});
export type ClientBillFigures = z.infer<typeof clientBillFiguresSchema>;

export const clientBillTotalsSchema = clientBillFiguresSchema.extend({
  supplyAmt: won,
  vatAmt: won,
  adjustmentAmt: won,
});
export type ClientBillTotals = z.infer<typeof clientBillTotalsSchema>;

export const clientBillRowSchema = clientBillTotalsSchema.extend({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  yyyymm: z.string(),
  stat: z.enum(CLIENT_BILL_STATS),
  confirmedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type ClientBillRow = z.infer<typeof clientBillRowSchema>;

export const clientBillListReplySchema = z.object({
  /** The months listed: those asked for, or the default ones when none were. */
  yyyymmStart: z.string(),
  yyyymmEnd: z.string(),
  list: z.array(clientBillRowSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over every row the filters select (not only this page). */
  totals: clientBillTotalsSchema,
});
export type ClientBillListReply = z.infer<typeof clientBillListReplySchema>;

export const clientBillDetailRequestSchema = clientBillKeySchema.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  lineKind: z.enum(Object.values(CLIENT_LINE_KIND)).nullish(),
  adjustmentYn: z.enum(['Y', 'N']).nullish(),
});
export type ClientBillDetailRequest = z.input<typeof clientBillDetailRequestSchema>;

export const clientBillLineSchema = z.object({
  lineKind: z.enum(Object.values(CLIENT_LINE_KIND)),
  srcSn: z.number().int(),
  ordSn: z.number().int(),
  refundSn: z.number().int().nullable(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  prodSn: z.number().int(),
  prodNm: z.string(),
  factAt: z.string(),
  factYyyymm: z.string(),
  /** Y: reverses a sale of an earlier bill (its 수정세금계산서). */
  adjustmentYn: z.enum(['Y', 'N']),
  /** The month of the bill the reversed sale is on. */
  adjustsYyyymm: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: won,
  goodsAmt: won,
  extrasAmt: won,
  shipAmt: won,
  recipientPaidAmt: won,
  chargeAmt: won,
});
export type ClientBillLine = z.infer<typeof clientBillLineSchema>;

export const clientBillEventSchema = clientBillFiguresSchema.extend({
  eventSn: z.number().int(),
  eventNm: z.string(),
});
export type ClientBillEvent = z.infer<typeof clientBillEventSchema>;

export const taxInvoiceRowSchema = z.object({
  invoiceSn: z.number().int(),
  kind: z.enum(Object.values(TAX_INVOICE_KIND)),
  /** The invoice a 수정세금계산서 corrects, and the month of its bill. */
  origInvoiceSn: z.number().int().nullable(),
  origNtsConfirmNum: z.string().nullable(),
  origYyyymm: z.string().nullable(),
  mgtKey: z.string(),
  provider: z.string(),
  stat: z.enum(Object.values(TAX_INVOICE_STAT)),
  ntsConfirmNum: z.string().nullable(),
  writeDt: z.string(),
  supplyAmt: won,
  vatAmt: won,
  totalAmt: won,
  failText: z.string().nullable(),
  issuedByNm: z.string().nullable(),
  issuedAt: z.string(),
  cancelledByNm: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TaxInvoiceRow = z.infer<typeof taxInvoiceRowSchema>;

/** Who did what when on a bill (the detail's timeline). */
export const clientBillStepsSchema = z.object({
  confirmedByNm: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  issuedByNm: z.string().nullable(),
  issuedAt: z.string().nullable(),
  paidByNm: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidDt: z.string().nullable(),
  paidMemo: z.string().nullable(),
});
export type ClientBillSteps = z.infer<typeof clientBillStepsSchema>;

export const clientBillCompanySchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  corporateRegNo: z.string().nullable(),
  ceoNm: z.string().nullable(),
  bizType: z.string().nullable(),
  bizItem: z.string().nullable(),
  bizAddr: z.string().nullable(),
  taxEmail: z.string().nullable(),
  /** Labels of the business details a 세금계산서 still needs (empty: it can be issued). */
  missingBizInfo: z.array(z.string()),
});
export type ClientBillCompany = z.infer<typeof clientBillCompanySchema>;

export const clientBillDetailReplySchema = z.object({
  company: clientBillCompanySchema,
  yyyymm: z.string(),
  stat: z.enum(CLIENT_BILL_STATS),
  billSn: z.number().int().nullable(),
  totals: clientBillTotalsSchema,
  events: z.array(clientBillEventSchema),
  lines: z.object({
    list: z.array(clientBillLineSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  invoices: z.array(taxInvoiceRowSchema),
  steps: clientBillStepsSchema,
  /** For a draft: whether the month is over, and the earlier month that must be confirmed first (null: none). */
  monthEnded: z.boolean(),
  earlierOpenMonth: z.string().nullable(),
});
export type ClientBillDetailReply = z.infer<typeof clientBillDetailReplySchema>;

/** What an action answers: the bill's state after it. */
export const clientBillActionReplySchema = z.object({
  billSn: z.number().int(),
  stat: z.enum(CLIENT_BILL_STATS),
});
export type ClientBillActionReply = z.infer<typeof clientBillActionReplySchema>;

/** The month-end close: one ended month of every company. */
export const clientBillMonthConfirmRequestSchema = z.object({ yyyymm: yyyymmSchema });
export type ClientBillMonthConfirmRequest = z.infer<typeof clientBillMonthConfirmRequestSchema>;

/**
 * What the close answers: how many bills it confirmed (with their lines and charge), and each company it left a
 * draft with the reason one company's confirm would give (an earlier month open, nothing to confirm).
 */
export const clientBillMonthConfirmReplySchema = z.object({
  yyyymm: z.string(),
  billCnt: z.number().int(),
  lineCnt: z.number().int(),
  chargeAmt: z.number().int(),
  refused: z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string(), reason: z.string() })),
});
export type ClientBillMonthConfirmReply = z.infer<typeof clientBillMonthConfirmReplySchema>;

export const clientBillPaidRequestSchema = clientBillKeySchema.extend({
  paidDt: z
    .string(CLIENT_BILL_TEXT.paidDtInvalid)
    .trim()
    .refine((v) => isYmd(v), CLIENT_BILL_TEXT.paidDtInvalid),
  paidMemo: z
    .string()
    .trim()
    .max(200, CLIENT_BILL_TEXT.paidMemoTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ClientBillPaidRequest = z.input<typeof clientBillPaidRequestSchema>;
