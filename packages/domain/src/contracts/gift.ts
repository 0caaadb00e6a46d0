import { z } from 'zod';
import { DELIVERY_ADDRESS_MAX_LENGTH, GIFT_MESSAGES } from '../gift';
import { CARD_MSG_MAX, GIFT_EXTRAS_TEXT } from '../gift-extras';
import { optionalText, serialId } from './envelope';
import { priceBandSchema, productListItemSchema } from './product';

const sn = serialId();
const yn = z.enum(['Y', 'N']);

/** An event the logged-in recipient may choose gifts in. */
export const recipientEventSchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  /** HHMISS, Korean time: the period is shown to the minute. */
  startTm: z.string(),
  endTm: z.string(),
  eventStatCd: z.string(),
  selectCnt: z.number().int(),
  selectType: z.string(),
  usedCnt: z.number().int(),
  greeting: z.string().nullable(),
  openYn: yn,
  /** The budget per recipient (won); null: the company pays whatever gift is chosen. */
  budgetAmt: z.number().int().nullable(),
  /** What this recipient's applied gifts already took of the budget. */
  budgetUsedAmt: z.number().int(),
  /** Y: a gift above what is left of the budget may be chosen, the rest paid by card. */
  overPayYn: yn,
});
export type RecipientEvent = z.infer<typeof recipientEventSchema>;

/** POST /v1/ebmp/pcs/gift/eventList.json */
export const eventListReplySchema = z.object({ eventList: z.array(recipientEventSchema) });

/** spec §3 Product search request, scoped to one event. page is 0-based. */
export const giftListRequestSchema = z.object({
  eventSn: sn,
  searchCategory: z
    .string()
    .regex(/^\d{2}$/)
    .nullable()
    .optional(),
  searchProdNm: optionalText(100),
  orderbyNew: z.boolean().nullable().optional(),
  checkOrderByPrice: z.boolean().nullable().optional(),
  orderbyPrice: priceBandSchema,
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type GiftListRequest = z.infer<typeof giftListRequestSchema>;

/** spec §3 Product list item of an event, with its stock state. */
export const giftListItemSchema = productListItemSchema.extend({ soldOutYn: yn });
export type GiftListItem = z.infer<typeof giftListItemSchema>;

/** POST /v1/ebmp/pcs/gift/giftList.json */
export const giftListReplySchema = z.object({
  event: recipientEventSchema,
  prodInfoList: z.array(giftListItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GiftListReply = z.infer<typeof giftListReplySchema>;

/** spec §3 optionInfoList: a two-character optCd is the option title, longer codes are its values. */
export const optionDetailSchema = z.object({
  optCd: z.string(),
  optNm: z.string(),
  soldOutYn: yn,
  /** Won the value adds to the gift's price (0 for none); charged on the order. */
  addPrice: z.number().int(),
});
export const optionInfoSchema = z.object({
  optCd: z.string(),
  optNm: z.string(),
  optionDetailList: z.array(optionDetailSchema),
});
export type OptionInfo = z.infer<typeof optionInfoSchema>;

/** POST /v1/ebmp/pcs/gift/giftDetail.json */
export const giftDetailRequestSchema = z.object({ eventSn: sn, prodSn: sn });
export const giftDetailSchema = z.object({
  event: recipientEventSchema,
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  price: z.number().int(),
  mainImg: z.string(),
  imgList: z.array(z.string()),
  detailHtml: z.string(),
  /** The product's short line in the page's language (decision 055, Content); null in Korean or when none. */
  summary: z.string().nullable(),
  soldOutYn: yn,
  stockQty: z.number().int(),
  optionInfoList: z.array(optionInfoSchema),
});
export type GiftDetail = z.infer<typeof giftDetailSchema>;

const L = DELIVERY_ADDRESS_MAX_LENGTH;

/** The refusals of a delivery address (named once: the API's error texts are translated by them, decision 055). */
export const DELIVERY_ADDRESS_MESSAGES = {
  receiverNmRequired: '받는 분 이름을 입력해주세요.',
  receiverNmTooLong: `받는 분 이름은 ${L.receiverNm}자 이내로 입력해주세요.`,
  receiverTelNoInvalid: '휴대폰번호 11자리를 입력해주세요.',
  zipCdInvalid: `우편번호 ${L.zipCd}자리를 입력해주세요.`,
  addrRequired: '주소를 입력해주세요.',
  addrTooLong: `주소는 ${L.addr}자 이내로 입력해주세요.`,
  addrDtlRequired: '상세주소를 입력해주세요.',
  addrDtlTooLong: `상세주소는 ${L.addrDtl}자 이내로 입력해주세요.`,
  deliveryMemoTooLong: `배송 요청사항은 ${L.deliveryMemo}자 이내로 입력해주세요.`,
} as const;
const M = DELIVERY_ADDRESS_MESSAGES;

/** Delivery address of an application. Mobile is 11 digits (spec §5). */
export const deliveryAddressSchema = z.object({
  receiverNm: z.string().trim().min(1, M.receiverNmRequired).max(L.receiverNm, M.receiverNmTooLong),
  receiverTelNo: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().regex(/^01\d{9}$/, M.receiverTelNoInvalid)),
  zipCd: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${L.zipCd}}$`), M.zipCdInvalid),
  addr: z.string().trim().min(1, M.addrRequired).max(L.addr, M.addrTooLong),
  addrDtl: z.string().trim().min(1, M.addrDtlRequired).max(L.addrDtl, M.addrDtlTooLong),
  deliveryMemo: z.string().trim().max(L.deliveryMemo, M.deliveryMemoTooLong).optional().default(''),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * POST /v1/ebmp/pcs/gift/select.json: the gift detail's choice (product, options, quantity) becomes a draft order
 * (ordStatCd 00) whose ordSn the final-info screen /gift/giftSelect/apply/{ordSn} completes. A draft holds no stock.
 */
export const selectRequestSchema = z.object({
  eventSn: sn,
  prodSn: sn,
  quantity: z.coerce
    .number()
    .int()
    .min(1, GIFT_MESSAGES.quantityInvalid)
    .max(100, GIFT_MESSAGES.quantityInvalid),
  optCdList: z.array(z.string().max(20)).max(10).default([]),
});
export type SelectRequest = z.input<typeof selectRequestSchema>;
export const selectReplySchema = z.object({ ordSn: z.number().int(), eventSn: z.number().int() });

/**
 * The extras the recipient chooses on the apply page (decision 028): packaging and a message card with its text.
 * A card needs a message; the text is kept only with a card.
 */
export const giftExtrasShape = {
  packageYn: yn.default('N'),
  cardYn: yn.default('N'),
  cardMsg: z.string().trim().max(CARD_MSG_MAX, GIFT_EXTRAS_TEXT.cardMsgTooLong).default(''),
};
export const checkCardMsg = (v: { cardYn: string; cardMsg: string }, ctx: z.RefinementCtx): void => {
  if (v.cardYn === 'Y' && v.cardMsg === '')
    ctx.addIssue({ code: 'custom', message: GIFT_EXTRAS_TEXT.cardMsgRequired, path: ['cardMsg'] });
};

/**
 * POST /v1/ebmp/pcs/gift/apply.json: completes a draft with the delivery address and the chosen extras. Stock and
 * the recipient's selection count are taken here, in one statement. Applying the same ordSn again returns the first
 * result.
 */
export const applyRequestSchema = deliveryAddressSchema
  .extend({ ordSn: sn, ...giftExtrasShape })
  .superRefine(checkCardMsg);
export type ApplyRequest = z.input<typeof applyRequestSchema>;
export const applyReplySchema = z.object({
  ordSn: z.number().int(),
  estiSn: z.number().int(),
  eventSn: z.number().int(),
});
export type ApplyReply = z.infer<typeof applyReplySchema>;

/** One ordered line with its delivery state. */
export const orderItemSchema = z.object({
  estiItemSn: z.number().int(),
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  optNm: z.string().nullable(),
  quantity: z.number().int(),
  deliStatCd: z.string(),
  deliStatNm: z.string(),
  carrierNm: z.string().nullable(),
  invoiceNo: z.string().nullable(),
});

/** What the order's event offers as extras, for the apply page (drafts only). */
export const giftExtrasOfferSchema = z.object({
  packageYn: yn,
  packagePrice: z.number().int(),
  cardYn: yn,
  cardPrice: z.number().int(),
  /** The card design (message_card) and its default message. */
  cardNm: z.string().nullable(),
  cardImg: z.string().nullable(),
  defaultMsg: z.string(),
});
export type GiftExtrasOffer = z.infer<typeof giftExtrasOfferSchema>;

/** The recipient's own order (gift application). */
export const giftOrderSchema = z.object({
  ordSn: z.number().int(),
  /** null while the order is a draft (ordStatCd 00). */
  estiSn: z.number().int().nullable(),
  eventSn: z.number().int(),
  eventNm: z.string(),
  ordStatCd: z.string(),
  ordStatNm: z.string(),
  selectType: z.string(),
  orderDt: z.string(),
  receiverNm: z.string().nullable(),
  receiverTelNo: z.string().nullable(),
  zipCd: z.string().nullable(),
  addr: z.string().nullable(),
  addrDtl: z.string().nullable(),
  deliveryMemo: z.string().nullable(),
  /** The gift's price times quantity plus the extras. */
  totalPrice: z.number().int(),
  /** What the recipient paid by card above the budget (decision 015); 0 when the budget carried it all. */
  payAmt: z.number().int(),
  /** What the event's budget carried: totalPrice less payAmt (orderBudgetPart). */
  budgetAmt: z.number().int(),
  packageYn: yn,
  cardYn: yn,
  cardMsg: z.string(),
  extrasAmt: z.number().int(),
  /** A draft's event extras (null when the event offers none, and on applied orders). */
  extrasOffer: giftExtrasOfferSchema.nullable(),
  items: z.array(orderItemSchema),
  /** Y: the event's default gift applied at close with no address on file: the recipient gives one. */
  addrNeededYn: z.enum(['Y', 'N']).default('N'),
});
export type GiftOrder = z.infer<typeof giftOrderSchema>;

/** POST /v1/ebmp/pcs/gift/orderHistory.json: the recipient's applied orders in one event (all events when absent). */
export const orderHistoryRequestSchema = z.object({ eventSn: sn.optional() });
export const orderHistoryReplySchema = z.object({ orderList: z.array(giftOrderSchema) });

/** POST /v1/ebmp/pcs/gift/orderDetail.json: one of the recipient's own orders, draft or applied. */
export const orderDetailRequestSchema = z.object({ ordSn: sn });
