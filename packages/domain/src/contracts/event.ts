import { z } from 'zod';
import { eventTranslationsReplySchema, eventTranslationsSchema } from '../content-translations';
import { EVENT_MESSAGES } from '../event';
import { OCCASION_TYPES } from '../occasion';
import { NOTICE_KINDS } from '../order-notices';
import { DEFAULT_EVENT_TAX_PURPOSE, TAX_PURPOSES } from '../tax';
import { cmpyCdSchema } from './company';
import { grupCdSchema, unqUserIdSchema } from './company-group';
import { channelChainFieldSchema, channelChainReplySchema } from './delivery-chain';
import { optionalText, pageOf, serialId, yyyymmdd } from './envelope';
import { dateRangeShape, listRequestSchemas, pagingShape } from './list';

const sn = serialId();
const yn = z.enum(['Y', 'N']);
/** HHMISS (spec §5 time format). */
export const hhmiss = z.string().regex(/^([01]\d|2[0-3])[0-5]\d[0-5]\d$/, '시간은 HHMISS 형식이어야 합니다.');
/** An amount in won from a form or a request: a whole number from 0 to 100,000,000. */
export const wonAmount = z.coerce
  .number({ error: '금액을 확인해주세요.' })
  .int('금액을 확인해주세요.')
  .min(0)
  .max(100_000_000);

// ---------------------------------------------------------------------------------------------------------------
// History: POST /v1/ebmp/pcs/eventManage/list.json and .../excel.json (/event/history)

export const EVENT_SORT_FIELDS = ['startDt', 'eventSn', 'eventNm'] as const;
export const eventListFilterShape = {
  cmpyCdList: z.array(cmpyCdSchema).max(100).optional(),
  eventStatCd: optionalText(2),
  eventNm: optionalText(100),
  /** The period filter: events whose [startDt, endDt] overlaps [periodStart, periodEnd]. */
  ...dateRangeShape('period'),
};
const eventListSchemas = listRequestSchemas(eventListFilterShape, EVENT_SORT_FIELDS, ['period']);
export const eventListRequestSchema = eventListSchemas.list;
/** The history holds no personal data: its Excel download needs no reason (unlike lists of people). */
export const eventExcelRequestSchema = z.object({
  ...eventListFilterShape,
  sortField: z.enum(EVENT_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  requestType: z.literal('EXPORT'),
  downloadReason: z.string().max(200).optional(),
});
export type EventListRequest = z.input<typeof eventListRequestSchema>;

export const eventRowSchema = z.object({
  eventSn: z.number().int(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventNm: z.string(),
  tempNm: z.string().nullable(),
  startDt: z.string(),
  startTm: z.string(),
  endDt: z.string(),
  endTm: z.string(),
  /** The status at the time of the reply (opening and closing by the clock are applied on read). */
  eventStatCd: z.string(),
  eventStatNm: z.string(),
  selectCnt: z.number().int(),
  prodCount: z.number().int(),
  recipientCount: z.number().int(),
  appliedCount: z.number().int(),
  frstRgstDt: z.string(),
});
export type EventRow = z.infer<typeof eventRowSchema>;
export const eventListReplyPageSchema = pageOf(eventRowSchema);
export type EventListPage = z.infer<typeof eventListReplyPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Save: POST /v1/ebmp/pcs/eventManage/save.json (/event/settingSave); eventSn absent = create (a draft)

export const eventProductInputSchema = z.object({
  prodSn: sn,
  stockQty: z.coerce.number().int('재고를 확인해주세요.').min(0, '재고를 확인해주세요.').max(1_000_000),
  /** What the event charges; null = the product's own price. */
  eventPrice: wonAmount.nullable().optional(),
  /**
   * Running events only: units to add (or, negative, remove) to what is left now. A running event's stockQty is
   * never written, since it was read before other recipients' applies took from it.
   */
  addQty: z.coerce
    .number()
    .int('추가할 재고를 확인해주세요.')
    .min(-1_000_000, '추가할 재고를 확인해주세요.')
    .max(1_000_000, '추가할 재고를 확인해주세요.')
    .optional(),
});
export type EventProductInput = z.infer<typeof eventProductInputSchema>;

export const eventSaveRequestSchema = z
  .object({
    eventSn: sn.optional(),
    cmpyCd: cmpyCdSchema,
    eventNm: z.string('이벤트명을 입력해주세요.').trim().min(1, '이벤트명을 입력해주세요.').max(200),
    tempSn: sn.nullable().optional(),
    startDt: yyyymmdd,
    startTm: hhmiss,
    endDt: yyyymmdd,
    endTm: hhmiss,
    greeting: z.string().trim().max(2000).nullable().optional(),
    cardSn: sn.nullable().optional(),
    budgetAmt: wonAmount.nullable().optional(),
    overPayYn: yn.default('N'),
    selectCnt: z.coerce.number().int().min(1, '선택 개수는 1개 이상이어야 합니다.').max(20),
    selectType: z.enum(['01', '02']),
    overseasYn: yn.default('N'),
    packageYn: yn.default('N'),
    cardYn: yn.default('N'),
    /** What packaging (per unit) and a card (per order) add to a recipient's order, in won; 0 = free. */
    packagePrice: wonAmount.default(0),
    cardPrice: wonAmount.default(0),
    closeRuleCd: z.enum(['01', '02']).default('01'),
    defaultProdSn: sn.nullable().optional(),
    returnDays: z.coerce.number().int().min(0).max(90).default(7),
    /** Who pays return shipping for a buyer's own reason (R | S); null: the global rule (RETURN_RULE_DEFAULT). */
    returnFeePayerCd: z
      .enum(['R', 'S'])
      .nullish()
      .transform((v) => v ?? null),
    /** Return shipping fee charged to the recipient; null: the global fee. */
    returnShipFee: wonAmount.nullish().transform((v) => v ?? null),
    /** Messages to recipients the operator turned off (NOTICE_KINDS); every kind is on by default. */
    noticeOff: z.array(z.enum(NOTICE_KINDS)).max(NOTICE_KINDS.length).default([]),
    /** Y: a completed return gives the recipient their choice back while the event is open (decision 030). */
    reopenOnReturnYn: z.enum(['Y', 'N']).default('N'),
    /** The event's own delivery chain (decision 052); null or absent: the company's. */
    channelChain: channelChainFieldSchema,
    /** Why the gifts are given (decision 051): the tax ledger's category of every gift of the event. */
    taxPurpose: z.enum(TAX_PURPOSES, '세무 분류를 선택해 주세요.').default(DEFAULT_EVENT_TAX_PURPOSE),
    /** A 경조사's kind, for the company's 경조 규정. */
    taxKind: z
      .enum(OCCASION_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    products: z.array(eventProductInputSchema).max(500),
    /**
     * The greeting and card text per recipient language (decision 055, Content). Absent: kept as stored (the public
     * API does not send them); {} clears them.
     */
    translations: eventTranslationsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (`${v.startDt}${v.startTm}` >= `${v.endDt}${v.endTm}`)
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.periodInvalid, path: ['endDt'] });
    if (v.overPayYn === 'Y' && (v.budgetAmt === null || v.budgetAmt === undefined))
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.budgetRequired, path: ['budgetAmt'] });
    if (v.closeRuleCd === '02' && !v.products.some((p) => p.prodSn === v.defaultProdSn))
      ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.defaultGiftRequired, path: ['defaultProdSn'] });
    if (new Set(v.products.map((p) => p.prodSn)).size !== v.products.length)
      ctx.addIssue({ code: 'custom', message: '같은 상품이 두 번 담겼습니다.', path: ['products'] });
  });
export type EventSaveRequest = z.input<typeof eventSaveRequestSchema>;
export const eventSaveReplySchema = z.object({ eventSn: z.number().int(), cmpyCd: z.string() });

/** POST .../eventManage/changeStatus.json: the operator's status changes (opening and closing are the clock's). */
export const eventStatusRequestSchema = z.object({
  eventSn: sn,
  action: z.enum(['schedule', 'backToDraft', 'cancel', 'closeNow']),
});
export const eventStatusReplySchema = z.object({ eventSn: z.number().int(), eventStatCd: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Detail: POST /v1/ebmp/pcs/eventManage/detail.json (/event/detail/{cmpyCd}/{eventSn}, settingSave edit)

export const eventKeySchema = z.object({ eventSn: sn });

export const eventProductRowSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  eventPrice: z.number().int().nullable(),
  stockQty: z.number().int(),
  chosenQty: z.number().int(),
  seqNo: z.number().int(),
});
export type EventProductRow = z.infer<typeof eventProductRowSchema>;

export const eventDetailSchema = z.object({
  eventSn: z.number().int(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventNm: z.string(),
  tempSn: z.number().int().nullable(),
  tempNm: z.string().nullable(),
  startDt: z.string(),
  startTm: z.string(),
  endDt: z.string(),
  endTm: z.string(),
  eventStatCd: z.string(),
  eventStatNm: z.string(),
  greeting: z.string().nullable(),
  cardSn: z.number().int().nullable(),
  cardNm: z.string().nullable(),
  budgetAmt: z.number().int().nullable(),
  overPayYn: yn,
  selectCnt: z.number().int(),
  selectType: z.string(),
  overseasYn: yn,
  packageYn: yn,
  cardYn: yn,
  packagePrice: z.number().int(),
  cardPrice: z.number().int(),
  closeRuleCd: z.string(),
  defaultProdSn: z.number().int().nullable(),
  returnDays: z.number().int(),
  returnFeePayerCd: z.enum(['R', 'S']).nullable(),
  returnShipFee: z.number().int().nullable(),
  /** Recipient messages turned off for this event (NOTICE_KINDS). */
  noticeOff: z.array(z.enum(NOTICE_KINDS)),
  reopenOnReturnYn: z.enum(['Y', 'N']),
  /** The event's own delivery chain (decision 052); null: the company's. */
  channelChain: channelChainReplySchema,
  taxPurpose: z.enum(TAX_PURPOSES),
  taxKind: z.string().nullable(),
  /** The greeting's and card text's translations as written (decision 055, Content). */
  translations: eventTranslationsReplySchema,
  /** The edits the status allows (allowedEventEdits), so the screens show only what the server will accept. */
  allowedEdits: z.array(z.string()),
  products: z.array(eventProductRowSchema),
  /** Recipients by state (RECIPIENT_STATE) and in all. */
  stateCounts: z.record(z.string(), z.number().int()),
  recipientCount: z.number().int(),
  /** What the close did; null until the event was closed by the closing step. */
  closeSummary: z
    .object({
      closeRuleCd: z.string(),
      recipientCnt: z.number().int(),
      appliedCnt: z.number().int(),
      defaultGiftCnt: z.number().int(),
      addrNeededCnt: z.number().int(),
      nothingCnt: z.number().int(),
      soldOutCnt: z.number().int(),
      closedAt: z.string(),
    })
    .nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recipients: POST .../eventManage/recipient/list.json, add.json, remove.json, import.json

export const recipientListRequestSchema = z.object({
  eventSn: sn,
  stateCd: optionalText(2),
  /** N: only those who have not applied yet (the reminder's chosen-people picker); Y: only those who have. */
  appliedYn: z.enum(['Y', 'N']).nullable().optional(),
  searchText: optionalText(50),
  ...pagingShape,
});
export const recipientRowSchema = z.object({
  unqUserId: z.string(),
  userId: z.string(),
  /** Masked (personal data of other people, privacy practice). */
  userNm: z.string(),
  grupNm: z.string().nullable(),
  allowedCnt: z.number().int(),
  usedCnt: z.number().int(),
  stateCd: z.string(),
  stateNm: z.string(),
});
export type RecipientRow = z.infer<typeof recipientRowSchema>;
export const recipientListReplySchema = pageOf(recipientRowSchema);

export const recipientAddRequestSchema = z.object({
  eventSn: sn,
  /** ALL: every active user of the company; GROUP: the users of grupCdList (and their sub-groups); USERS: picked. */
  scope: z.enum(['ALL', 'GROUP', 'USERS']),
  grupCdList: z.array(grupCdSchema).max(200).default([]),
  unqUserIdList: z.array(unqUserIdSchema).max(5000).default([]),
});
export const recipientAddReplySchema = z.object({
  addedCount: z.number().int(),
  recipientCount: z.number().int(),
});
export const recipientRemoveRequestSchema = z.object({
  eventSn: sn,
  unqUserIdList: z.array(unqUserIdSchema).min(1).max(5000),
});
export const recipientRemoveReplySchema = z.object({ removedCount: z.number().int() });
export const recipientImportQuerySchema = z.object({ cmpyCd: cmpyCdSchema, eventSn: sn });
export const recipientImportReplySchema = z.object({
  addedCount: z.number().int(),
  createdCount: z.number().int(),
  /** Accounts made for people without one: the login ID and the initial password (shown once). */
  createdAccounts: z.array(z.object({ userId: z.string(), userNm: z.string(), tempPassword: z.string() })),
});

/** spec §5 §7 checkDeleteProdPossible reply: 2000 means the product may leave the event. */
export const checkDeleteProdReplySchema = z.object({ deletePossibleYn: z.literal('Y') });

// ---------------------------------------------------------------------------------------------------------------
// Products an event may offer: approved (signStatCd 03) and in use. POST .../eventManage/prodOptions.json

export const prodOptionsRequestSchema = z.object({
  searchProdNm: optionalText(100),
  tempSn: sn.nullable().optional(),
  prodSnList: z.array(sn).max(500).optional(),
  ...pagingShape,
});
export const prodOptionRowSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  categoryCd: z.string().nullable(),
});
export type ProdOptionRow = z.infer<typeof prodOptionRowSchema>;
export const prodOptionsReplySchema = pageOf(prodOptionRowSchema);

/** POST .../eventManage/prodDetail.json (/event/prod/detail/{prodSn}) */
export const eventProdDetailSchema = prodOptionRowSchema.extend({
  detailHtml: z.string(),
  imgList: z.array(z.string()),
  options: z.array(z.object({ optCd: z.string(), optNm: z.string(), values: z.array(z.string()) })),
  signStatCd: z.string(),
  useYn: yn,
});
export const prodKeySchema = z.object({ prodSn: sn });

// ---------------------------------------------------------------------------------------------------------------
// Themes, curation, message cards (/event/theme, /event/curationProd, /event/card)

export const themeRowSchema = z.object({
  tempSn: z.number().int(),
  tempNm: z.string(),
  occasionCd: z.string().nullable(),
  occasionNm: z.string().nullable(),
  bgFileId: z.string().nullable(),
  seqNo: z.number().int(),
  useYn: yn,
  /** 13 and 14 are never shown on the landing (spec §9). */
  landingHiddenYn: yn,
  prodCount: z.number().int(),
});
export type ThemeRow = z.infer<typeof themeRowSchema>;
export const themeListReplySchema = z.object({ list: z.array(themeRowSchema) });
export const themeSaveRequestSchema = z.object({
  /** Theme numbers are chosen by the operator, and kept to two digits. */
  tempSn: serialId('테마 번호를 확인해주세요.').max(99, '테마 번호는 1~99로 입력해주세요.'),
  tempNm: z.string('테마명을 입력해주세요.').trim().min(1, '테마명을 입력해주세요.').max(100),
  occasionCd: z.enum(['01', '02', '03']).nullable(),
  bgFileId: z.string().trim().max(20).nullable().optional(),
  seqNo: z.coerce.number().int().min(0).max(999),
  useYn: yn,
});
export type ThemeSaveRequest = z.input<typeof themeSaveRequestSchema>;

export const curationRequestSchema = z.object({ tempSn: sn });
export const curationReplySchema = z.object({ tempSn: z.number().int(), list: z.array(prodOptionRowSchema) });
export const curationSaveRequestSchema = z.object({
  tempSn: sn,
  /** The theme's products in the order the landing shows them. */
  prodSnList: z.array(sn).max(200),
});

export const cardRowSchema = z.object({
  cardSn: z.number().int(),
  cardNm: z.string(),
  fileId: z.string().nullable(),
  defaultMsg: z.string(),
  seqNo: z.number().int(),
  useYn: yn,
});
export type CardRow = z.infer<typeof cardRowSchema>;
export const cardListRequestSchema = z.object({ useYn: z.enum(['Y', 'N']).nullable().optional() });
export const cardListReplySchema = z.object({ list: z.array(cardRowSchema) });
export const cardSaveRequestSchema = z.object({
  cardSn: sn.optional(),
  cardNm: z.string('카드명을 입력해주세요.').trim().min(1, '카드명을 입력해주세요.').max(100),
  fileId: z.string().trim().max(20).nullable().optional(),
  defaultMsg: z.string().trim().max(500).default(''),
  seqNo: z.coerce.number().int().min(0).max(999).default(0),
  useYn: yn,
});
export type CardSaveRequest = z.input<typeof cardSaveRequestSchema>;
export const cardSaveReplySchema = z.object({ cardSn: z.number().int() });

/** Test mode: the event list call names the event under test. */
export const testEventListRequestSchema = z.object({ eventSn: sn });
