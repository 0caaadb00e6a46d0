import { z } from 'zod';
import { PAYMENT_STATUS } from '../payment';
import { pageOf, serialId } from './envelope';
import { EXCEL_NUM_FMT } from './excel-columns';
import { checkCardMsg, deliveryAddressSchema, giftExtrasShape } from './gift';
import { dateRangeShape, listRequestSchemas } from './list';

const sn = serialId();

/** Payment calls (ours, spec §7 style). The provider's callbacks are form posts, not JSON. */
export const PAYMENT_PATH = {
  /** What the chosen gifts cost beyond the budget (remainPayAmount). */
  orderAmount: '/v1/ebmp/pcs/payment/orderAmount.json',
  /** Saves the address on the draft and opens a payment (oid); replies with spec §3 Payment info. */
  ready: '/v1/ebmp/pcs/payment/ready.json',
  /** spec §7 Payment preparation (mobile): the actionUrl of the mobile payment info. */
  mobilePrepare: '/v1/ebmp/pcs/payment/mobile/prepare.json',
  /** The payment panel was closed without a result (desktop close message, mobile teardown). */
  close: '/v1/ebmp/pcs/payment/close.json',
  /** What became of a payment (waiting and fail pages). */
  result: '/v1/ebmp/pcs/payment/result.json',
  /** Opens the card payment of a return fee the recipient owes (decision 028); replies with Payment info. */
  returnFeeReady: '/v1/ebmp/pcs/payment/returnFeeReady.json',
  /** Provider callbacks: desktop returnUrl and closeUrl, mobile P_NEXT_URL (form posts from the browser). */
  stdReturn: '/v1/ebmp/pcs/payment/std/return',
  stdClose: '/v1/ebmp/pcs/payment/std/close',
  mobileNext: '/v1/ebmp/pcs/payment/mobile/next',
  // Operator screens (spec §6: 15 and 99999)
  list: '/v1/ebmp/pcs/payment/list.json',
  excel: '/v1/ebmp/pcs/payment/excel.json',
  detail: '/v1/ebmp/pcs/payment/detail.json',
  refund: '/v1/ebmp/pcs/payment/refund.json',
  filterOptions: '/v1/ebmp/pcs/payment/filterOptions.json',
} as const;

/** The extras being chosen are priced in (the apply page asks again when they change). */
export const orderAmountRequestSchema = z.object({
  ordSn: sn,
  packageYn: z.enum(['Y', 'N']).default('N'),
  cardYn: z.enum(['Y', 'N']).default('N'),
});
export const orderAmountSchema = z.object({
  ordSn: z.number().int(),
  /** The gift's price times quantity plus the extras. */
  orderTotal: z.number().int(),
  /** Of orderTotal, what the chosen extras cost. */
  extrasAmt: z.number().int(),
  budgetAmt: z.number().int().nullable(),
  /** Budget left before this order. */
  budgetLeft: z.number().int().nullable(),
  remainPayAmount: z.number().int(),
  /** N: above budget and the event does not let the recipient pay the difference. */
  payableYn: z.enum(['Y', 'N']),
});
export type OrderAmount = z.infer<typeof orderAmountSchema>;

export const paymentReadyRequestSchema = deliveryAddressSchema
  .extend({
    ordSn: sn,
    wmGbn: z.enum(['01', '02']),
    payMethod: z.enum(['Card', 'DirectBank', 'CARD', 'BANK']),
    ...giftExtrasShape,
  })
  .superRefine(checkCardMsg);

/** The card payment of a return fee: the recipient's own return request waiting for it (refundStatCd 00). */
export const returnFeeReadyRequestSchema = z.object({
  refundSn: sn,
  wmGbn: z.enum(['01', '02']),
  payMethod: z.enum(['Card', 'CARD']),
});
export type PaymentReadyRequest = z.input<typeof paymentReadyRequestSchema>;

/** spec §3 Payment info (the web adds loginUserToken from the session before the start checks). */
export const paymentInfoSchema = z.object({
  solCd: z.string(),
  wmGbn: z.string(),
  solOid: z.string(),
  oid: z.string(),
  currency: z.string(),
  gopaymethod: z.string().nullable(),
  iniPayment: z.string().nullable(),
  mid: z.string(),
  price: z.number().int(),
  goodName: z.string(),
  buyerName: z.string(),
  buyerTel: z.string(),
  buyerEmail: z.string(),
  remainPayAmount: z.number().int(),
  nextUrl: z.string().nullable(),
  actionUrl: z.string(),
  /** The provider's origin: the close message is believed only from it (spec §4). */
  providerOrigin: z.string(),
  /** Desktop, real provider: INIStdPay.js to load; null = post the form into our own frame (test provider). */
  scriptUrl: z.string().nullable(),
  /** Desktop: the signed INIStdPay form fields (signature, verification, mKey, timestamp, returnUrl...). */
  stdFields: z.record(z.string(), z.string()),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** spec §7 Payment preparation (mobile) payload. */
export const mobilePrepareRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  solCd: z.string(),
  wmGbn: z.string(),
  solOid: z.string(),
  currency: z.string(),
  noti: z.string().optional(),
  iniPayment: z.string(),
  mid: z.string(),
  oid: z.string().max(40),
  amt: z.coerce.number().int(),
  goods: z.string(),
  uname: z.string(),
  mobile: z.string(),
  email: z.string(),
});
/** resultData.oid (spec §7) plus the signed P_* fields and where the EUC-KR form goes. */
export const mobilePrepareReplySchema = z.object({
  oid: z.string(),
  formAction: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type MobilePrepareReply = z.infer<typeof mobilePrepareReplySchema>;

export const paymentCloseRequestSchema = z.object({ oid: z.string().min(1).max(40) });
export const paymentResultRequestSchema = z.object({ ordSn: sn, oid: z.string().max(40).optional() });
export const paymentResultSchema = z.object({
  ordSn: z.number().int(),
  oid: z.string().nullable(),
  status: z.string(),
  eventSn: z.number().int(),
  estiSn: z.number().int().nullable(),
  /** Our own reason when the server refused (sold out after approval...); null: the default text applies. */
  messageText: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

const statusValues = Object.values(PAYMENT_STATUS) as [string, ...string[]];
const listFilters = {
  ...dateRangeShape('payDt'),
  cmpyCd: z.string().max(20).nullable().optional(),
  eventSn: sn.nullable().optional(),
  status: z.enum(statusValues).nullable().optional().or(z.literal('')),
  payMethod: z.string().max(20).nullable().optional(),
  buyerNm: z.string().trim().max(50).nullable().optional(),
};
export const paymentListSchemas = listRequestSchemas(listFilters, ['createdAt', 'amount'] as const, [
  'payDt',
]);
export const paymentListRequestSchema = paymentListSchemas.list;
export const paymentExcelRequestSchema = paymentListSchemas.excel;
export type PaymentListRequest = z.input<typeof paymentListRequestSchema>;

export const paymentRowSchema = z.object({
  oid: z.string(),
  ordSn: z.number().int().nullable(),
  /** Set for a return-fee payment: the return request it paid for. */
  refundSn: z.number().int().nullable(),
  /** 선물 결제 or 반품 배송비 (PAYMENT_PURPOSE_LABEL). */
  purposeNm: z.string(),
  estiSn: z.number().int().nullable(),
  cmpyCd: z.string().nullable(),
  cmpyNm: z.string().nullable(),
  eventSn: z.number().int().nullable(),
  eventNm: z.string().nullable(),
  /** Masked (김*용). */
  buyerNm: z.string().nullable(),
  goodName: z.string().nullable(),
  provider: z.string(),
  wmGbn: z.string(),
  payMethod: z.string(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  status: z.string(),
  statusNm: z.string(),
  tid: z.string().nullable(),
  applNum: z.string().nullable(),
  resultMsg: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export const paymentListReplySchema = pageOf(paymentRowSchema).extend({
  totals: z.object({
    paidAmount: z.number().int(),
    refundedAmount: z.number().int(),
    count: z.number().int(),
  }),
});
export type PaymentListReply = z.infer<typeof paymentListReplySchema>;

export const paymentDetailRequestSchema = z.object({ estiSn: sn });
export const paymentRefundRowSchema = z.object({
  refundKey: z.string(),
  oid: z.string(),
  amount: z.number().int(),
  status: z.string(),
  resultCode: z.string().nullable(),
  resultMsg: z.string().nullable(),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
});
export const paymentDetailSchema = z.object({
  estiSn: z.number().int(),
  ordSn: z.number().int(),
  cmpyNm: z.string(),
  eventNm: z.string(),
  buyerNm: z.string(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  /** unit price x quantity (options included). */
  goodsAmt: z.number().int(),
  /** Packaging and card (decision 028). */
  extrasAmt: z.number().int(),
  /** goodsAmt + extrasAmt: `orderTotal`. */
  orderTotal: z.number().int(),
  /** What the budget carried: the total less the recipient's card payment (`orderBudgetPart`). */
  budgetPart: z.number().int(),
  payments: z.array(paymentRowSchema),
  history: z.array(
    z.object({
      oid: z.string(),
      kind: z.string(),
      resultCode: z.string().nullable(),
      resultMsg: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(paymentRefundRowSchema),
  refundableAmount: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** Refusals of an operator's card refund, shown by the refund form before sending too. */
export const PAYMENT_REFUND_TEXT = {
  amountRequired: '환불 금액을 입력해주세요.',
  reasonRequired: '환불 사유를 입력해주세요.',
} as const;
export const paymentRefundRequestSchema = z.object({
  estiSn: sn,
  amount: z
    .number({ message: PAYMENT_REFUND_TEXT.amountRequired })
    .int()
    .min(1, PAYMENT_REFUND_TEXT.amountRequired),
  reason: z.string().trim().min(2, PAYMENT_REFUND_TEXT.reasonRequired).max(200),
});
/** `paymentPending`: the provider's answer did not come yet; the refund is finished by the server (no repeat needed). */
export const paymentRefundReplySchema = z.object({
  refundedAmount: z.number().int(),
  paymentPending: z.boolean(),
});

export const paymentFilterOptionsSchema = z.object({
  companyList: z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() })),
  eventList: z.array(z.object({ eventSn: z.number().int(), eventNm: z.string(), cmpyCd: z.string() })),
});

const ymdHms = (s: string | null) =>
  s && s.length === 14
    ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)} ${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}`
    : (s ?? '');

export const EXPORT_FILE_NAME_PAYMENT = '결제내역';

/** Columns of the payment list's Excel download (same rows as the screen, names masked). */
export const PAYMENT_EXPORT_COLUMNS: readonly {
  header: string;
  width: number;
  value: (r: PaymentRow) => string | number | null;
  numFmt?: string;
}[] = [
  { header: '주문번호(oid)', width: 22, value: (r) => r.oid },
  { header: '신청번호', width: 10, value: (r) => r.estiSn },
  { header: '구분', width: 12, value: (r) => r.purposeNm },
  { header: '회사', width: 20, value: (r) => r.cmpyNm },
  { header: '이벤트', width: 24, value: (r) => r.eventNm },
  { header: '구매자', width: 10, value: (r) => r.buyerNm },
  { header: '상품명', width: 28, value: (r) => r.goodName },
  { header: '결제수단', width: 10, value: (r) => r.payMethod },
  { header: '결제금액', width: 12, value: (r) => r.amount, numFmt: EXCEL_NUM_FMT.won },
  { header: '환불금액', width: 12, value: (r) => r.refundedAmount, numFmt: EXCEL_NUM_FMT.won },
  { header: '상태', width: 10, value: (r) => r.statusNm },
  { header: '거래번호(tid)', width: 36, value: (r) => r.tid },
  { header: '승인번호', width: 12, value: (r) => r.applNum },
  { header: '결과메시지', width: 30, value: (r) => r.resultMsg },
  { header: '요청일시', width: 20, value: (r) => ymdHms(r.createdAt) },
  { header: '승인일시', width: 20, value: (r) => ymdHms(r.approvedAt) },
];
