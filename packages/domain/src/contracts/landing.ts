import { z } from 'zod';
import { CONTACT_MESSAGES, CONTACT_PRODUCTS_MAX } from '../contact';
import { GOODS_MESSAGES } from '../goods';
import { INQUIRY_ANSWER_MAX_LENGTH, INQUIRY_MEMO_MAX_LENGTH, LANDING_MESSAGES } from '../landing';
import { optionalText, pageOf, serialId } from './envelope';
import { priceBandSchema, productListItemSchema } from './product';

/** spec §3 Event template / theme. */
export const eventTempSchema = z.object({ tempSn: z.number().int(), tempNm: z.string() });
export type EventTemp = z.infer<typeof eventTempSchema>;

/** GET .../main/goods/by-category.json: spec §3 grouped results, categoryCd plus goodsDetails (13 hidden). */
export const landingCategoryGroupSchema = z.object({
  categoryCd: z.string(),
  categoryNm: z.string(),
  goodsDetails: z.array(productListItemSchema),
});
export type LandingCategoryGroup = z.infer<typeof landingCategoryGroupSchema>;
export const landingByCategoryReplySchema = z.array(landingCategoryGroupSchema);

/** GET .../main/goods/by-event-theme.json: eventTemp plus goodsDetails (templates 13 and 14 hidden). */
export const landingThemeGroupSchema = z.object({
  eventTemp: eventTempSchema,
  goodsDetails: z.array(productListItemSchema),
});
export type LandingThemeGroup = z.infer<typeof landingThemeGroupSchema>;
export const landingByEventThemeReplySchema = z.array(landingThemeGroupSchema);

/** POST .../main/goods/event-temp-list.json: the visible templates, by seqNo (the screen adds 'all'). */
export const eventTempListReplySchema = z.array(eventTempSchema);

/**
 * POST .../main/goods/event-prod-list.json: spec §3 Product search request. page is 0-based, 15 a page;
 * an empty name means no name filter (null); searchTempSn null = every theme.
 */
export const landingProdListRequestSchema = z.object({
  searchCategory: z
    .string()
    .regex(/^\d{2}$/, '카테고리를 확인해주세요.')
    .nullable()
    .optional(),
  searchProdNm: optionalText(100),
  orderbyNew: z.boolean().nullable().optional(),
  checkOrderByPrice: z.boolean().nullable().optional(),
  orderbyPrice: priceBandSchema,
  page: z.coerce
    .number({ error: '페이지를 확인해주세요.' })
    .int('페이지를 확인해주세요.')
    .min(0, '페이지를 확인해주세요.')
    .max(100_000, '페이지를 확인해주세요.')
    .default(0),
  searchTempSn: serialId(GOODS_MESSAGES.themeInvalid).nullable().optional(),
});
export type LandingProdListRequest = z.input<typeof landingProdListRequestSchema>;
export const landingProdListReplySchema = z.object({
  prodInfoList: z.array(productListItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LandingProdListReply = z.infer<typeof landingProdListReplySchema>;

/** GET .../main/goods/prod-detail/{prodSn}.json: resultData is the sanitized HTML string. */
export const landingProdDetailParamsSchema = z.object({
  prodSn: serialId('상품 번호를 확인해주세요.'),
});
export const landingProdDetailReplySchema = z.string();

/**
 * POST .../eventManage/checkDeleteProdPossible.json (spec §7): may this product leave the event's selection?
 * A reply of 2000 means yes; its resultData is not shown in the spec.
 */
export const checkDeleteProdRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  eventSn: serialId('이벤트 번호를 확인해주세요.'),
  prodSn: serialId('상품 번호를 확인해주세요.'),
});
export type CheckDeleteProdRequest = z.input<typeof checkDeleteProdRequestSchema>;

/** POST /v1/eth/qna/proposal/downloadInsert.json: the brochure to download from /download/{fileId}/0. */
export const downloadInsertReplySchema = z.object({ fileId: z.string() });
export const questionInsertReplySchema = z.object({ inquirySn: z.number().int() });

/**
 * POST .../main/goods/prod-summary.json (public; ours): the list items of visible products, in the order asked, for
 * the product detail's name and price and the contact form's chosen products. Unknown or hidden ones are left out.
 */
export const landingProdSummaryRequestSchema = z.object({
  prodSnList: z
    .array(serialId('상품 번호를 확인해주세요.'))
    .min(1, '상품 번호를 확인해주세요.')
    .max(CONTACT_PRODUCTS_MAX, CONTACT_MESSAGES.productsTooMany),
});
export const landingProdSummaryReplySchema = z.array(productListItemSchema);

/** A product sent with an inquiry, as it was named when the operator reads it. */
export const inquiryProductSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  price: z.number().int(),
});
export type InquiryProduct = z.infer<typeof inquiryProductSchema>;

/** A stored landing inquiry as operators read it. kind QUESTION (contact form) or DOWNLOAD (brochure). */
export const inquirySchema = z.object({
  inquirySn: z.number().int(),
  kind: z.string(),
  companyNmTx: z.string(),
  managerNmTx: z.string(),
  emailTx: z.string(),
  phoneNoTx: z.string(),
  qnaContentsTx: z.string(),
  personalInfoAgreeYn: z.string(),
  marketingAgreeYn: z.string(),
  createdAt: z.string(),
  /** The products chosen on the landing and sent with the inquiry. */
  products: z.array(inquiryProductSchema),
  handledYn: z.enum(['Y', 'N']),
  handledAt: z.string().nullable(),
  /** Name of the operator who marked it handled. */
  handledByNm: z.string().nullable(),
  handleMemo: z.string().nullable(),
  /** WAITING until an operator answers; the answer is mailed to emailTx. */
  answerStatus: z.enum(['WAITING', 'ANSWERED']),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredByNm: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** POST /v1/ebmp/pcs/inquiry/list.json (roles 15, 99999): newest first, 15 a page, 0-based. */
export const inquiryListRequestSchema = z.object({
  kind: z.enum(['QUESTION', 'DOWNLOAD']).nullable().optional(),
  answerStatus: z.enum(['WAITING', 'ANSWERED']).nullable().optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const inquiryListReplySchema = pageOf(inquirySchema);
export type InquiryListReply = z.infer<typeof inquiryListReplySchema>;
export const inquiryDetailRequestSchema = z.object({ inquirySn: serialId('문의 번호를 확인해주세요.') });

/**
 * POST /v1/ebmp/pcs/inquiry/handle.json (roles 15, 99999; ours): marks the inquiry handled with the operator's memo.
 * Sending it again replaces the memo (and the operator and time) of an inquiry already handled.
 */
export const inquiryHandleRequestSchema = z.object({
  inquirySn: serialId('문의 번호를 확인해주세요.'),
  handleMemo: z
    .string({ error: LANDING_MESSAGES.handleMemoRequired })
    .trim()
    .min(1, LANDING_MESSAGES.handleMemoRequired)
    .max(INQUIRY_MEMO_MAX_LENGTH, LANDING_MESSAGES.handleMemoTooLong),
});
export type InquiryHandleRequest = z.infer<typeof inquiryHandleRequestSchema>;

/**
 * POST /v1/ebmp/pcs/inquiry/answer.json (roles 15, 99999; ours): stores the answer and mails it to the
 * inquirer through the outbox in the same transaction. Sending it again corrects the answer and mails it again.
 */
export const inquiryAnswerRequestSchema = z.object({
  inquirySn: serialId('문의 번호를 확인해주세요.'),
  answer: z
    .string({ error: LANDING_MESSAGES.answerRequired })
    .trim()
    .min(1, LANDING_MESSAGES.answerRequired)
    .max(INQUIRY_ANSWER_MAX_LENGTH, LANDING_MESSAGES.answerTooLong),
});
export type InquiryAnswerRequest = z.infer<typeof inquiryAnswerRequestSchema>;
