import { z } from 'zod';
import { isYmd } from '../formats';
import { addMonths, VENDOR_STL_STATS } from '../settlement';
import { MARGIN_GROUP_BYS } from '../settlement-margin';
import { SETTLEMENT_MAX_MONTHS, VENDOR_STATEMENT_TEXT } from '../vendor-statement';
import { yyyymmSchema } from './client-bill';
import { serialId } from './envelope';
import { pagingShape, REQUEST_TYPE } from './list';

/*
 * Requests and replies of the vendor statements (VENDOR_STL_PATH) and the margins (MARGIN_PATH), decision 037.
 * Operators (15, 99999) read every vendor; a vendor (30, 35) its own, and confirms it; only operators record the
 * payment and read margins. Neither list holds personal data (no recipient names or addresses), so their Excel
 * downloads ask no reason.
 */

const sn = serialId();
const int = z.number().int();

/** fromYm..toYm, in order and at most SETTLEMENT_MAX_MONTHS long. */
const monthRangeShape = { fromYm: yyyymmSchema, toYm: yyyymmSchema };
const checkMonthRange = (v: { fromYm: string; toYm: string }, ctx: z.RefinementCtx) => {
  if (v.fromYm > v.toYm)
    ctx.addIssue({ code: 'custom', message: VENDOR_STATEMENT_TEXT.monthOrder, path: ['fromYm'] });
  else if (addMonths(v.fromYm, SETTLEMENT_MAX_MONTHS) <= v.toYm)
    ctx.addIssue({ code: 'custom', message: VENDOR_STATEMENT_TEXT.monthRangeTooLong, path: ['toYm'] });
};
const exportOnly = {
  requestType: z.literal(REQUEST_TYPE.export),
  // Sent by the list kit; these lists hold no personal data, so it is not required (nor logged).
  downloadReason: z.string().max(200).optional(),
};

// ---------------------------------------------------------------------------------------------------------------
// Vendor statements

export const VENDOR_STL_SORT_FIELDS = ['yyyymm', 'vendorNm', 'payableAmt'] as const;
const vendorStlFilters = {
  /** Neither month: the list opens on the latest month with anything and the one before (settlementDefaultMonths). */
  fromYm: yyyymmSchema.nullish(),
  toYm: yyyymmSchema.nullish(),
  vendorSn: sn.nullish(),
  stat: z.enum(VENDOR_STL_STATS).nullish(),
  sortField: z.enum(VENDOR_STL_SORT_FIELDS).nullish(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
};
/** Either end alone is that month; both, in order and not too long. */
const checkOptionalMonthRange = (
  v: { fromYm?: string | null | undefined; toYm?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.fromYm && v.toYm) checkMonthRange({ fromYm: v.fromYm, toYm: v.toYm }, ctx);
};
export const vendorStlListRequestSchema = z
  .object({ ...vendorStlFilters, ...pagingShape, requestType: z.literal(REQUEST_TYPE.list).optional() })
  .superRefine(checkOptionalMonthRange);
export type VendorStlListRequest = z.input<typeof vendorStlListRequestSchema>;
export const vendorStlExcelRequestSchema = z
  .object({ ...vendorStlFilters, ...exportOnly })
  .superRefine(checkOptionalMonthRange);
export type VendorStlExcelRequest = z.input<typeof vendorStlExcelRequestSchema>;

const amounts = {
  lineCnt: int,
  supplyAmt: int,
  shipAmt: int,
  returnAmt: int,
  returnShipAmt: int,
  payableAmt: int,
};
export const vendorStlTotalsSchema = z.object({ ...amounts, payableSupplyAmt: int, payableVatAmt: int });
export type VendorStlTotalsDto = z.infer<typeof vendorStlTotalsSchema>;

export const vendorStlRowSchema = z.object({
  vendorSn: int,
  vendorNm: z.string(),
  yyyymm: z.string(),
  stat: z.enum(VENDOR_STL_STATS),
  /** Null while a draft. */
  stlSn: int.nullable(),
  ...amounts,
  payableSupplyAmt: int,
  payableVatAmt: int,
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidDt: z.string().nullable(),
});
export type VendorStlRow = z.infer<typeof vendorStlRowSchema>;
export const vendorStlListReplySchema = z.object({
  /** The months listed: those asked for, or the default ones when none were. */
  fromYm: z.string(),
  toYm: z.string(),
  list: z.array(vendorStlRowSchema),
  totalCount: int,
  page: int,
  pageSize: int,
  /** Sums over every row the filters match (not only this page). */
  totals: z.object({ ...amounts, payableSupplyAmt: int, payableVatAmt: int }),
});
export type VendorStlListReply = z.infer<typeof vendorStlListReplySchema>;

export const vendorStlMonthSchema = z.object({ vendorSn: sn, yyyymm: yyyymmSchema });
export type VendorStlMonthRequest = z.input<typeof vendorStlMonthSchema>;
export const vendorStlDetailRequestSchema = vendorStlMonthSchema.extend(pagingShape);
export type VendorStlDetailRequest = z.input<typeof vendorStlDetailRequestSchema>;

export const vendorStlLineSchema = z.object({
  lineKind: z.string(),
  srcSn: int,
  estiItemSn: int,
  refundSn: int.nullable(),
  ordSn: int,
  eventSn: int,
  eventNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  prodSn: int,
  prodNm: z.string(),
  optNm: z.string().nullable(),
  /** ISO instant of the delivery or of the return's completion; factYyyymm its Korean month. */
  factAt: z.string(),
  factYyyymm: z.string(),
  /** Y: a late fact of an earlier month, or a return of a line on an earlier statement. */
  adjustmentYn: z.enum(['Y', 'N']),
  quantity: int,
  /** Null: the line has no supply price (the confirm is refused until it has one). */
  unitSupplyPrice: int.nullable(),
  supplyAmt: int,
  shipAmt: int,
  returnShipAmt: int,
  payableAmt: int,
});
export type VendorStlLine = z.infer<typeof vendorStlLineSchema>;

const subtotal = {
  lineCnt: int,
  supplyAmt: int,
  shipAmt: int,
  returnAmt: int,
  returnShipAmt: int,
  payableAmt: int,
};
export const vendorStlDetailReplySchema = z.object({
  vendorSn: int,
  vendorNm: z.string(),
  yyyymm: z.string(),
  stat: z.enum(VENDOR_STL_STATS),
  stlSn: int.nullable(),
  totals: vendorStlTotalsSchema,
  events: z.array(
    z.object({ eventSn: int, eventNm: z.string(), cmpyCd: z.string(), cmpyNm: z.string(), ...subtotal }),
  ),
  companies: z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string(), ...subtotal })),
  lines: z.object({ list: z.array(vendorStlLineSchema), totalCount: int, page: int, pageSize: int }),
  /** Every return line (with its return shipping), whatever the page. */
  returns: z.array(vendorStlLineSchema),
  history: z.object({
    confirmedBy: z.string().nullable(),
    confirmedByNm: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    paidBy: z.string().nullable(),
    paidByNm: z.string().nullable(),
    paidAt: z.string().nullable(),
    paidDt: z.string().nullable(),
    transferMemo: z.string().nullable(),
  }),
  /** For a draft: whether the vendor may confirm it now, and if not why (the text the confirm would answer). */
  confirmable: z.object({ ok: z.boolean(), reason: z.string().nullable() }),
});
export type VendorStlDetail = z.infer<typeof vendorStlDetailReplySchema>;

export const vendorStlConfirmReplySchema = z.object({
  stlSn: int,
  stat: z.enum(VENDOR_STL_STATS),
  lineCnt: int,
  payableAmt: int,
});
export type VendorStlConfirmReply = z.infer<typeof vendorStlConfirmReplySchema>;

export const vendorStlPaidRequestSchema = vendorStlMonthSchema.extend({
  paidDt: z
    .string()
    .trim()
    .refine((v) => /^\d{8}$/.test(v) && isYmd(v), VENDOR_STATEMENT_TEXT.paidDtInvalid),
  transferMemo: z
    .string(VENDOR_STATEMENT_TEXT.transferMemoRequired)
    .trim()
    .min(1, VENDOR_STATEMENT_TEXT.transferMemoRequired)
    .max(200),
});
export type VendorStlPaidRequest = z.input<typeof vendorStlPaidRequestSchema>;
export const vendorStlPaidReplySchema = z.object({ stlSn: int, stat: z.enum(VENDOR_STL_STATS) });

// ---------------------------------------------------------------------------------------------------------------
// Margins

const marginFilters = {
  ...monthRangeShape,
  groupBy: z.enum(MARGIN_GROUP_BYS).default('MONTH'),
  cmpyCd: z.string().trim().min(1).max(20).nullish(),
  vendorSn: sn.nullish(),
};
export const marginListRequestSchema = z
  .object({ ...marginFilters, ...pagingShape, requestType: z.literal(REQUEST_TYPE.list).optional() })
  .superRefine(checkMonthRange);
export type MarginListRequest = z.input<typeof marginListRequestSchema>;
export const marginExcelRequestSchema = z
  .object({ ...marginFilters, ...exportOnly })
  .superRefine(checkMonthRange);
export type MarginExcelRequest = z.input<typeof marginExcelRequestSchema>;

const marginFigures = {
  lineCnt: int,
  saleAmt: int,
  supplyAmt: int,
  marginAmt: int,
  /** Percent of sale, one decimal; null without a sale. */
  marginRate: z.number().nullable(),
  /** Lines counted without a supply price (their supply is 0). */
  supplyMissingCnt: int,
};
export const marginRowSchema = z.object({
  /** What the row groups by: a month, a company, an event or a vendor (the others null). */
  yyyymm: z.string().nullable(),
  cmpyCd: z.string().nullable(),
  cmpyNm: z.string().nullable(),
  eventSn: int.nullable(),
  eventNm: z.string().nullable(),
  vendorSn: int.nullable(),
  vendorNm: z.string().nullable(),
  ...marginFigures,
});
export type MarginRow = z.infer<typeof marginRowSchema>;
export const marginListReplySchema = z.object({
  list: z.array(marginRowSchema),
  totalCount: int,
  page: int,
  pageSize: int,
  totals: z.object(marginFigures),
});
export type MarginListReply = z.infer<typeof marginListReplySchema>;
