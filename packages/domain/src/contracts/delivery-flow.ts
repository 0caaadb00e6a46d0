import { z } from 'zod';
import { CARRIERS } from '../constants';
import {
  DELIVERY_ACTION,
  INVOICE_NO_PATTERN,
  INVOICE_NO_TEXT,
  normalizeInvoiceNo,
  REFUND_GBN,
  REOPEN_REASON_MAX,
  REOPEN_TEXT,
  RESELLABLE,
  RETURN_ACTION,
  RETURN_FEE_METHOD,
  RETURN_FEE_TEXT,
  RETURN_PHOTO_MAX_COUNT,
  RETURN_PHOTO_TEXT,
  RETURN_REASONS,
} from '../delivery-lifecycle';
import { SEND_CHANNELS } from '../event-send';
import { DELIVERY_ADDRESS_MAX_LENGTH } from '../gift';
import { CARD_MSG_MAX, GIFT_EXTRAS_TEXT, giftExtrasText } from '../gift-extras';
import { unqUserIdSchema } from './company-group';
import { optionalText, pageOf, serialId, yyyymmdd } from './envelope';
import { messageTextShape, refineMessageText } from './event-send';
import type { ImportColumn } from './excel';
import { type ExportColumn, excelYmdHms } from './excel-columns';
import { downloadReasonSchema, pagingShape, REQUEST_TYPE } from './list';

/** Refusals of the delivery requests that the screens also show before sending, worded once. */
export const DELIVERY_FLOW_TEXT = {
  targetRequired: '대상을 선택해주세요.',
  reasonRequired: '사유를 선택해주세요.',
  carrierRequired: '택배사를 선택해주세요.',
} as const;

/**
 * deliveries, releases, returns and exchanges. Back-office lists share one filter shape (period, company
 * multi-select, event, status, vendor, receiver, invoice) with paging or requestType EXPORT, and reply with counts
 * per state beside the page.
 */
export const DELIVERY_FLOW_PATH = {
  applyList: '/v1/ebmp/pcs/delivery/applyList.json',
  orderList: '/v1/ebmp/pcs/delivery/orderList.json',
  releaseList: '/v1/ebmp/pcs/delivery/releaseList.json',
  lineDetail: '/v1/ebmp/pcs/delivery/lineDetail.json',
  lineAction: '/v1/ebmp/pcs/delivery/lineAction.json',
  bulkAction: '/v1/ebmp/pcs/delivery/bulkAction.json',
  assignPacker: '/v1/ebmp/pcs/delivery/assignPacker.json',
  packers: '/v1/ebmp/pcs/delivery/packers.json',
  invoiceTemplate: '/v1/ebmp/pcs/delivery/invoiceTemplate.json',
  invoiceUpload: '/v1/ebmp/pcs/delivery/invoiceUpload.json',
  returnList: '/v1/ebmp/pcs/delivery/returnList.json',
  returnManagedList: '/v1/ebmp/pcs/delivery/returnManagedList.json',
  returnDetail: '/v1/ebmp/pcs/delivery/returnDetail.json',
  returnAction: '/v1/ebmp/pcs/delivery/returnAction.json',
  returnReopen: '/v1/ebmp/pcs/delivery/returnReopen.json',
  notApplyEvents: '/v1/ebmp/pcs/delivery/notApplyEvents.json',
  notApplyList: '/v1/ebmp/pcs/delivery/notApplyList.json',
  notApplyRemind: '/v1/ebmp/pcs/delivery/notApplyRemind.json',
  myList: '/v1/ebmp/pcs/delivery/myList.json',
  myDetail: '/v1/ebmp/pcs/delivery/myDetail.json',
  myAddress: '/v1/ebmp/pcs/delivery/myAddress.json',
  myCardMemo: '/v1/ebmp/pcs/delivery/myCardMemo.json',
  myCancel: '/v1/ebmp/pcs/delivery/myCancel.json',
  myReturnPhoto: '/v1/ebmp/pcs/delivery/myReturnPhoto.json',
  myReturnRequest: '/v1/ebmp/pcs/delivery/myReturnRequest.json',
  myReturnWithdraw: '/v1/ebmp/pcs/delivery/myReturnWithdraw.json',
  myReturnList: '/v1/ebmp/pcs/delivery/myReturnList.json',
  myReturnDetail: '/v1/ebmp/pcs/delivery/myReturnDetail.json',
} as const;

const stateCd = z
  .string()
  .regex(/^\d{2}$/)
  .nullable()
  .optional();

export const deliveryFilterShape = {
  inputDtStart: yyyymmdd.nullable().optional(),
  inputDtEnd: yyyymmdd.nullable().optional(),
  cmpyCds: z.array(z.string().max(20)).max(200).optional(),
  eventSn: serialId('이벤트 번호를 확인해주세요.').nullable().optional(),
  stateCd,
  vendorSn: serialId('공급사 번호를 확인해주세요.').nullable().optional(),
  receiverNm: optionalText(30),
  invoiceNo: optionalText(40),
};
const dateOrder = (v: { inputDtStart?: string | null; inputDtEnd?: string | null }) =>
  !v.inputDtStart || !v.inputDtEnd || v.inputDtStart <= v.inputDtEnd;
const DATE_ORDER = { message: '조회 시작일이 종료일보다 늦습니다.', path: ['inputDtStart'] };

export const deliveryListRequestSchema = z
  .object({
    ...deliveryFilterShape,
    ...pagingShape,
    requestType: z.enum([REQUEST_TYPE.list, REQUEST_TYPE.export]).optional(),
    downloadReason: downloadReasonSchema.optional(),
  })
  .refine(dateOrder, DATE_ORDER)
  .refine((v) => v.requestType !== REQUEST_TYPE.export || !!v.downloadReason, {
    message: '다운로드 사유를 5자 이상 입력해주세요.',
    path: ['downloadReason'],
  });
export type DeliveryListRequest = z.input<typeof deliveryListRequestSchema>;

export const deliveryLineRowSchema = z.object({
  estiSn: z.number().int(),
  estiItemSn: z.number().int(),
  ordSn: z.number().int(),
  orderDt: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  vendorSn: z.number().int().nullable(),
  vendorNm: z.string().nullable(),
  receiverNm: z.string(),
  receiverTelNo: z.string(),
  deliStatCd: z.string(),
  deliStatNm: z.string(),
  carrierCd: z.string().nullable(),
  carrierNm: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  packerNm: z.string().nullable(),
  /** Extras the recipient chose (decision 028): the vendor packs and writes them with the gift. */
  packageYn: z.enum(['Y', 'N']),
  cardYn: z.enum(['Y', 'N']),
});
export type DeliveryLineRow = z.infer<typeof deliveryLineRowSchema>;
export const stateCountSchema = z.object({
  stateCd: z.string(),
  stateNm: z.string(),
  count: z.number().int(),
});
export const deliveryListReplySchema = pageOf(deliveryLineRowSchema).extend({
  counts: z.array(stateCountSchema),
});
export type DeliveryListReply = z.infer<typeof deliveryListReplySchema>;

export const historyEntrySchema = z.object({
  stateNm: z.string(),
  memo: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const lineKeySchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  estiItemSn: serialId('주문 상품 번호를 확인해주세요.'),
});
/** The detail of a line; without estiItemSn the order's first line the caller may see (/delivery/apply/{estiSn}). */
export const lineDetailRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  estiItemSn: z.union([serialId('주문 상품 번호를 확인해주세요.'), z.null()]).optional(),
});
export const deliveryLineDetailSchema = deliveryLineRowSchema.extend({
  zipCd: z.string(),
  addr: z.string(),
  addrDtl: z.string(),
  deliveryMemo: z.string(),
  cardMsg: z.string(),
  price: z.number().int(),
  /** What the chosen extras cost on top of price. */
  extrasAmt: z.number().int(),
  returnDays: z.number().int(),
  history: z.array(historyEntrySchema),
});
export type DeliveryLineDetail = z.infer<typeof deliveryLineDetailSchema>;

const carrierCd = z
  .string()
  .refine((v) => v in CARRIERS, DELIVERY_FLOW_TEXT.carrierRequired)
  .nullable()
  .optional();
/** An invoice number as typed, kept as its digits (normalizeInvoiceNo): the screens, the API and the upload agree. */
export const invoiceNoSchema = z
  .string()
  .transform(normalizeInvoiceNo)
  .pipe(z.string().regex(INVOICE_NO_PATTERN, INVOICE_NO_TEXT));
const invoiceNo = invoiceNoSchema.nullable().optional();

export const lineActionRequestSchema = lineKeySchema.extend({
  action: z.enum([
    DELIVERY_ACTION.placeOrder,
    DELIVERY_ACTION.startPreparing,
    DELIVERY_ACTION.release,
    DELIVERY_ACTION.ship,
    DELIVERY_ACTION.confirmDelivery,
    DELIVERY_ACTION.cancel,
  ]),
  carrierCd,
  invoiceNo,
  memo: optionalText(200),
});
export type LineActionRequest = z.input<typeof lineActionRequestSchema>;
export const lineActionReplySchema = z.object({ deliStatCd: z.string(), deliStatNm: z.string() });

export const bulkActionRequestSchema = z.object({
  lines: z.array(lineKeySchema).min(1, DELIVERY_FLOW_TEXT.targetRequired).max(500),
  action: z.enum([
    DELIVERY_ACTION.placeOrder,
    DELIVERY_ACTION.startPreparing,
    DELIVERY_ACTION.confirmDelivery,
  ]),
});
export const bulkActionReplySchema = z.object({
  done: z.number().int(),
  refused: z.array(z.object({ estiItemSn: z.number().int(), message: z.string() })),
});

export const assignPackerRequestSchema = z.object({
  lines: z.array(lineKeySchema).min(1, DELIVERY_FLOW_TEXT.targetRequired).max(500),
  packerUnqUserId: z.string().max(20).nullable(),
});
export const packersReplySchema = z.array(z.object({ unqUserId: z.string(), userNm: z.string() }));

export const returnListRequestSchema = deliveryListRequestSchema;
export const returnRowSchema = deliveryLineRowSchema.extend({
  refundSn: z.number().int(),
  refundGbn: z.string(),
  refundGbnNm: z.string(),
  refundStatCd: z.string(),
  refundStatNm: z.string(),
  reasonNm: z.string(),
  requestDt: z.string(),
});
export type ReturnRow = z.infer<typeof returnRowSchema>;
export const returnListReplySchema = pageOf(returnRowSchema).extend({ counts: z.array(stateCountSchema) });
export const returnKeySchema = lineKeySchema.extend({ refundSn: serialId('신청 번호를 확인해주세요.') });
/** The card payment of a return fee (decision 028), as the return's detail shows it. */
export const returnFeePaymentSchema = z.object({
  oid: z.string(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  status: z.string(),
  statusNm: z.string(),
  approvedAt: z.string().nullable(),
});
export type ReturnFeePayment = z.infer<typeof returnFeePaymentSchema>;
const returnFeeShape = {
  /** RETURN_FEE_METHOD, null when the recipient owes nothing. */
  feeMethodCd: z.string().nullable(),
  feeMethodNm: z.string(),
  /** The latest card payment of the fee, if any. */
  feePayment: returnFeePaymentSchema.nullable(),
};
export const returnDetailSchema = returnRowSchema.extend({
  reason: z.string(),
  photoUrls: z.array(z.string()),
  feePayerNm: z.string(),
  shipFee: z.number().int(),
  ...returnFeeShape,
  rejectReason: z.string().nullable(),
  refundAmount: z.number().int().nullable(),
  paidAmount: z.number().int(),
  zipCd: z.string(),
  addr: z.string(),
  addrDtl: z.string(),
  history: z.array(historyEntrySchema),
  /** Said at the refund step (RESELLABLE), null before it (decision 030). */
  resellableYn: z.string().nullable(),
  resellableNm: z.string(),
  /** The recipient's choice given back for this order, when and why (decision 030). */
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  /** The event's rule: a completed return gives the choice back by itself. */
  reopenOnReturnYn: z.enum(['Y', 'N']),
  /** Whether an operator may give the choice back now, else why not (null when they may). */
  reopenRefusal: z.string().nullable(),
  recipientNm: z.string(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;
export const returnActionRequestSchema = returnKeySchema.extend({
  action: z.enum([
    RETURN_ACTION.approve,
    RETURN_ACTION.reject,
    RETURN_ACTION.collect,
    RETURN_ACTION.refund,
    RETURN_ACTION.refundDone,
    RETURN_ACTION.reship,
  ]),
  rejectReason: optionalText(500),
  carrierCd,
  invoiceNo,
  /** Required with a return's refund (decision 030): Y back to the event's stock, N damaged. */
  resellableYn: z.enum([RESELLABLE.yes, RESELLABLE.no]).optional(),
});
/** An operator gives a completed return's choice back to its recipient, with a reason (decision 030). */
export const returnReopenRequestSchema = returnKeySchema.extend({
  reason: z
    .string({ error: REOPEN_TEXT.reasonRequired })
    .trim()
    .min(1, REOPEN_TEXT.reasonRequired)
    .max(REOPEN_REASON_MAX, `사유는 ${REOPEN_REASON_MAX}자 이내로 입력해주세요.`),
});
export const returnReopenReplySchema = z.object({ reopenedAt: z.string(), usedCnt: z.number().int() });
export const returnActionReplySchema = z.object({ refundStatCd: z.string(), refundStatNm: z.string() });

/** Not-applied recipients per event. */
export const notApplyEventsRequestSchema = z.object({
  cmpyCds: z.array(z.string().max(20)).max(200).optional(),
  eventNm: optionalText(100),
  ...pagingShape,
});
export const notApplyEventRowSchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  period: z.string(),
  recipientCount: z.number().int(),
  appliedCount: z.number().int(),
  notAppliedCount: z.number().int(),
});
export const notApplyEventsReplySchema = pageOf(notApplyEventRowSchema);
/** The not-applied list; its Excel is unmasked (to contact people), so it always takes a download reason. */
export const notApplyListRequestSchema = z
  .object({
    cmpyCd: z.string().min(1).max(20),
    eventSn: serialId('이벤트 번호를 확인해주세요.'),
    userNm: optionalText(30),
    ...pagingShape,
    requestType: z.enum([REQUEST_TYPE.list, REQUEST_TYPE.export]).optional(),
    downloadReason: downloadReasonSchema.optional(),
  })
  .refine((v) => v.requestType !== REQUEST_TYPE.export || !!v.downloadReason, {
    message: '다운로드 사유를 5자 이상 입력해주세요.',
    path: ['downloadReason'],
  });
export const notApplyRowSchema = z.object({
  unqUserId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  telNo: z.string(),
  lastRemindDt: z.string().nullable(),
});
export type NotApplyRow = z.infer<typeof notApplyRowSchema>;
export const notApplyListReplySchema = pageOf(notApplyRowSchema).extend({
  eventNm: z.string(),
  cmpyNm: z.string(),
});
/**
 * The not-applied reminder: to everyone not applied, or to the chosen among them; by SMS unless told, with the
 * default reminder text unless edited; requestKey as the send pop-ups' (a repeated submit queues nothing more).
 */
export const notApplyRemindRequestSchema = z
  .object({
    cmpyCd: z.string().min(1).max(20),
    eventSn: serialId('이벤트 번호를 확인해주세요.'),
    unqUserIds: z.array(unqUserIdSchema).max(10_000).optional(),
    channel: z.enum(SEND_CHANNELS).default('SMS'),
    ...messageTextShape,
    requestKey: z.string().min(8).max(64),
  })
  .superRefine(refineMessageText);
export const notApplyRemindReplySchema = z.object({ queued: z.number().int() });

/** The recipient's own orders. */
export const myListRequestSchema = z.object({
  inputDtStart: yyyymmdd.nullable().optional(),
  inputDtEnd: yyyymmdd.nullable().optional(),
  stateCd,
  prodNm: optionalText(50),
  ...pagingShape,
});
export const myOrderRowSchema = z.object({
  estiSn: z.number().int(),
  estiItemSn: z.number().int(),
  ordSn: z.number().int(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  orderDt: z.string(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  mainImg: z.string().nullable(),
  deliStatCd: z.string(),
  deliStatNm: z.string(),
  returnStatNm: z.string().nullable(),
  /** A default gift given at the close with no address on file: the recipient must give one (배송지 입력 필요). */
  addrNeeded: z.boolean(),
});
export const myListReplySchema = pageOf(myOrderRowSchema).extend({ counts: z.array(stateCountSchema) });
export const myDetailRequestSchema = z.object({ estiSn: serialId('주문 번호를 확인해주세요.') });
export const myLineSchema = z.object({
  estiItemSn: z.number().int(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  /** unitPrice x quantity: the most a return of this line refunds (returnCardRefund). */
  lineTotal: z.number().int(),
  mainImg: z.string().nullable(),
  deliStatCd: z.string(),
  deliStatNm: z.string(),
  carrierNm: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  canReturn: z.boolean(),
  returnRefusal: z.string().nullable(),
  refunds: z.array(
    z.object({
      refundSn: z.number().int(),
      refundGbn: z.string(),
      refundGbnNm: z.string(),
      refundStatCd: z.string(),
      refundStatNm: z.string(),
    }),
  ),
  history: z.array(historyEntrySchema),
});
export const myDetailSchema = z.object({
  estiSn: z.number().int(),
  ordSn: z.number().int(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  orderDt: z.string(),
  receiverNm: z.string(),
  receiverTelNo: z.string(),
  zipCd: z.string(),
  addr: z.string(),
  addrDtl: z.string(),
  deliveryMemo: z.string(),
  cardMsg: z.string(),
  packageYn: z.enum(['Y', 'N']),
  cardYn: z.enum(['Y', 'N']),
  extrasAmt: z.number().int(),
  paidAmount: z.number().int(),
  payMethod: z.string(),
  canChange: z.boolean(),
  /** No address yet (a default gift given at the close): the receiver fields are empty until one is given. */
  addrNeeded: z.boolean(),
  returnDays: z.number().int(),
  returnFeePayerCd: z.string().nullable(),
  returnShipFee: z.number().int().nullable(),
  lines: z.array(myLineSchema),
});
export type MyDeliveryDetail = z.infer<typeof myDetailSchema>;

const req = (text: string, max: number) => z.string(text).trim().min(1, text).max(max);
export const myAddressRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  receiverNm: req('받는 분 이름을 입력해주세요.', 50),
  receiverTelNo: z.string('연락처를 입력해주세요.').regex(/^01\d{8,9}$/, '연락처를 확인해주세요.'),
  zipCd: z.string('우편번호를 입력해주세요.').regex(/^\d{5}$/, '우편번호를 확인해주세요.'),
  addr: req('주소를 입력해주세요.', DELIVERY_ADDRESS_MAX_LENGTH.addr),
  addrDtl: req('상세주소를 입력해주세요.', DELIVERY_ADDRESS_MAX_LENGTH.addrDtl),
  deliveryMemo: z.string().trim().max(DELIVERY_ADDRESS_MAX_LENGTH.deliveryMemo).nullable().optional(),
});
export const myCardMemoRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  cardMsg: z.string().trim().max(CARD_MSG_MAX, GIFT_EXTRAS_TEXT.cardMsgTooLong),
});
export const myCancelRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  reason: optionalText(200),
});
export const myCancelReplySchema = z.object({
  refundedAmount: z.number().int(),
  paymentPending: z.boolean(),
});
export const myReturnPhotoReplySchema = z.object({ fileId: z.string(), url: z.string() });
export const myReturnRequestSchema = z.object({
  estiSn: serialId('주문 번호를 확인해주세요.'),
  estiItemSn: serialId('주문 상품 번호를 확인해주세요.'),
  /** Set to edit an open request (editMode). */
  refundSn: serialId().nullable().optional(),
  refundGbn: z.enum([REFUND_GBN.return, REFUND_GBN.exchange], '반품 또는 교환을 선택해주세요.'),
  reasonCd: z
    .string(DELIVERY_FLOW_TEXT.reasonRequired)
    .refine((v) => v in RETURN_REASONS, DELIVERY_FLOW_TEXT.reasonRequired),
  reason: z.string().trim().max(500, '상세 사유는 500자 이내로 입력해주세요.').default(''),
  photoFileIds: z.array(z.string().max(60)).max(RETURN_PHOTO_MAX_COUNT, RETURN_PHOTO_TEXT.count).default([]),
  /** How a return fee the recipient owes is settled (returnFeeMethods); ignored when nothing is owed. */
  feeMethod: z
    .enum([RETURN_FEE_METHOD.card, RETURN_FEE_METHOD.deduct], RETURN_FEE_TEXT.methodRequired)
    .nullish()
    .transform((v) => v ?? null),
});
export type MyReturnRequest = z.input<typeof myReturnRequestSchema>;
/**
 * `refundStatCd` 00 with `feeDue` above 0: the request waits for its return fee, which the recipient pays next
 * (payment/returnFeeReady.json); operators see it only once paid.
 */
export const myReturnRequestReplySchema = z.object({
  refundSn: z.number().int(),
  refundStatCd: z.string(),
  feeDue: z.number().int(),
});
export const myReturnWithdrawSchema = z.object({ refundSn: serialId('신청 번호를 확인해주세요.') });
export const myReturnListRequestSchema = z.object({
  inputDtStart: yyyymmdd.nullable().optional(),
  inputDtEnd: yyyymmdd.nullable().optional(),
  stateCd,
  ...pagingShape,
});
export const myReturnRowSchema = z.object({
  refundSn: z.number().int(),
  estiSn: z.number().int(),
  estiItemSn: z.number().int(),
  prodNm: z.string(),
  optNm: z.string().nullable(),
  mainImg: z.string().nullable(),
  refundGbn: z.string(),
  refundGbnNm: z.string(),
  refundStatCd: z.string(),
  refundStatNm: z.string(),
  reasonNm: z.string(),
  requestDt: z.string(),
});
export const myReturnListReplySchema = pageOf(myReturnRowSchema);
export const myReturnDetailSchema = myReturnRowSchema.extend({
  reasonCd: z.string(),
  reason: z.string(),
  photoFileIds: z.array(z.string()),
  photoUrls: z.array(z.string()),
  feePayerNm: z.string(),
  shipFee: z.number().int(),
  ...returnFeeShape,
  rejectReason: z.string().nullable(),
  refundAmount: z.number().int().nullable(),
  history: z.array(historyEntrySchema),
});
export type MyReturnDetail = z.infer<typeof myReturnDetailSchema>;

// Invoice upload (shared all-or-nothing import): one row per line to release. The template comes pre-filled with the
// caller's lines that may be released now; a row left without carrier and invoice number is skipped, so the caller
// fills only what they ship today. The columns after 송장번호 only say which line a row is and are never read.

export const INVOICE_IMPORT_COLUMNS = [
  { key: 'estiSn', header: '주문번호', required: true, example: '1001', note: '목록의 주문번호 (주문 1001)' },
  {
    key: 'estiItemSn',
    header: '주문상품번호',
    required: true,
    example: '2001',
    note: '목록의 주문상품번호 (상품 2001)',
  },
  {
    key: 'carrierCd',
    header: '택배사',
    required: false,
    example: 'CJ대한통운',
    list: 'carrier',
    note: '목록에서 선택 (이름 또는 코드 01~05). 비워 두면 그 줄은 등록하지 않습니다',
  },
  {
    key: 'invoiceNo',
    header: '송장번호',
    required: false,
    example: '123456789012',
    note: '숫자 8~20자리 (띄어쓰기와 -는 빼고 등록합니다). 비워 두면 그 줄은 등록하지 않습니다',
  },
  { key: 'prodNm', header: '상품', required: false, example: '홍삼정 선물세트', note: '참고용 (읽지 않음)' },
  { key: 'optNm', header: '옵션', required: false, example: '', note: '참고용 (읽지 않음)' },
  { key: 'quantity', header: '수량', required: false, example: '1', note: '참고용 (읽지 않음)' },
  { key: 'receiverNm', header: '받는 분', required: false, example: '홍*동', note: '참고용 (읽지 않음)' },
] as const satisfies readonly ImportColumn[];

const REQUIRED_CELL = '필수 항목입니다.';
type Cell = string | null;
const intCell = (text: string) =>
  z
    .string(REQUIRED_CELL)
    .trim()
    .min(1, REQUIRED_CELL)
    .regex(/^\d{1,10}$/, text)
    .transform(Number);
const referenceCell = z.string().nullable();
export const invoiceImportRowSchema = z
  .object({
    estiSn: intCell('주문번호를 확인해주세요.'),
    estiItemSn: intCell('주문상품번호를 확인해주세요.'),
    carrierCd: z
      .string()
      .trim()
      .transform((v) => (v in CARRIERS ? v : (Object.keys(CARRIERS).find((k) => CARRIERS[k] === v) ?? '')))
      .refine((v) => v !== '', '등록되지 않은 택배사입니다.')
      .nullable(),
    invoiceNo: invoiceNoSchema.nullable(),
    prodNm: referenceCell,
    optNm: referenceCell,
    quantity: referenceCell,
    receiverNm: referenceCell,
  } satisfies Record<(typeof INVOICE_IMPORT_COLUMNS)[number]['key'], z.ZodType<unknown, Cell>>)
  // Both or neither: a row with only one of them is a mistake, not a line to skip.
  .superRefine((v, ctx) => {
    if (v.carrierCd === null && v.invoiceNo !== null)
      ctx.addIssue({ code: 'custom', path: ['carrierCd'], message: REQUIRED_CELL });
    if (v.invoiceNo === null && v.carrierCd !== null)
      ctx.addIssue({ code: 'custom', path: ['invoiceNo'], message: REQUIRED_CELL });
  });
export type InvoiceImportRow = z.infer<typeof invoiceImportRowSchema>;
export const INVOICE_IMPORT_TEXT = {
  notFound: '주문을 찾을 수 없습니다.',
  duplicate: '파일 안에서 중복된 주문상품번호입니다.',
  nothingToRelease: '택배사와 송장번호를 입력한 줄이 없습니다.',
} as const;

/** Excel downloads of the delivery lists (masked as on screen). */
export const DELIVERY_EXPORT_COLUMNS: readonly ExportColumn<DeliveryLineRow>[] = [
  { header: '주문일시', width: 20, value: (r) => excelYmdHms(r.orderDt) },
  { header: '주문번호', width: 10, value: (r) => r.estiSn },
  { header: '주문상품번호', width: 12, value: (r) => r.estiItemSn },
  { header: '회사', width: 18, value: (r) => r.cmpyNm },
  { header: '이벤트', width: 24, value: (r) => r.eventNm },
  { header: '상품', width: 28, value: (r) => r.prodNm },
  { header: '옵션', width: 14, value: (r) => r.optNm },
  { header: '수량', width: 6, value: (r) => r.quantity },
  { header: '포장·카드', width: 16, value: (r) => giftExtrasText(r) || null },
  { header: '공급사', width: 16, value: (r) => r.vendorNm },
  { header: '받는 분', width: 10, value: (r) => r.receiverNm },
  { header: '연락처', width: 16, value: (r) => r.receiverTelNo },
  { header: '상태', width: 12, value: (r) => r.deliStatNm },
  { header: '택배사', width: 12, value: (r) => r.carrierNm },
  { header: '송장번호', width: 18, value: (r) => r.invoiceNo },
];
export const RETURN_EXPORT_COLUMNS: readonly ExportColumn<ReturnRow>[] = [
  { header: '신청일시', width: 20, value: (r) => excelYmdHms(r.requestDt) },
  { header: '신청번호', width: 10, value: (r) => r.refundSn },
  { header: '주문번호', width: 10, value: (r) => r.estiSn },
  { header: '주문상품번호', width: 12, value: (r) => r.estiItemSn },
  { header: '구분', width: 8, value: (r) => r.refundGbnNm },
  { header: '상태', width: 16, value: (r) => r.refundStatNm },
  { header: '사유', width: 16, value: (r) => r.reasonNm },
  { header: '회사', width: 18, value: (r) => r.cmpyNm },
  { header: '이벤트', width: 24, value: (r) => r.eventNm },
  { header: '상품', width: 28, value: (r) => r.prodNm },
  { header: '공급사', width: 16, value: (r) => r.vendorNm },
  { header: '받는 분', width: 10, value: (r) => r.receiverNm },
  { header: '연락처', width: 16, value: (r) => r.receiverTelNo },
];
export const NOT_APPLY_EXPORT_COLUMNS: readonly ExportColumn<NotApplyRow>[] = [
  { header: '아이디', width: 18, value: (r) => r.userId },
  { header: '이름', width: 12, value: (r) => r.userNm },
  { header: '연락처', width: 16, value: (r) => r.telNo },
  { header: '최근 안내 발송', width: 20, value: (r) => excelYmdHms(r.lastRemindDt) },
];
export const DELIVERY_EXPORT_FILE = {
  apply: '신청목록',
  order: '주문목록',
  release: '출고목록',
  return: '반품교환목록',
  notApply: '미신청자목록',
  invoiceTemplate: '송장등록양식',
} as const;
