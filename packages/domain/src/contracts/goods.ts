import { z } from 'zod';
import { productTranslationsReplySchema, productTranslationsSchema } from '../content-translations';
import {
  CATEGORY_CD_PATTERN,
  checkGoodsPrices,
  GOODS_LIMITS,
  GOODS_MESSAGES,
  GOODS_SORT_FIELDS,
  isOptionTitleCd,
} from '../goods';
import { APPROVAL_MESSAGES } from '../org-messages';
import { categoryNodeSchema } from './codes';
import { optionalText, pageOf, serialId } from './envelope';
import { EXCEL_NUM_FMT, type ExportColumn, excelYmd, type ImportColumn } from './excel';
import { dateRangeShape, pagingShape, REQUEST_TYPE, SORT_ORDER, ynSchema } from './list';

const yn = z.enum(['Y', 'N']);
const won = (message: string = GOODS_MESSAGES.priceInvalid) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(GOODS_LIMITS.maxPrice, message);
const count = z.coerce
  .number({ error: GOODS_MESSAGES.stockInvalid })
  .int(GOODS_MESSAGES.stockInvalid)
  .min(0, GOODS_MESSAGES.stockInvalid)
  .max(GOODS_LIMITS.maxStock, GOODS_MESSAGES.stockInvalid);
export const fileIdSchema = z.string().regex(/^\d{1,20}$/, GOODS_MESSAGES.imageUnknown);
export const prodSnSchema = serialId(GOODS_MESSAGES.notFound);
/**
 * A product's category as sent by the screen and the Excel import: only the shape (2, 4 or 6 digits) is checked here;
 * that it is a leaf of the tree in use is the use case's check against the database (leafCategoryCodes).
 */
export const goodsCategoryCdSchema = z
  .string(GOODS_MESSAGES.categoryRequired)
  .trim()
  .regex(CATEGORY_CD_PATTERN, GOODS_MESSAGES.categoryRequired);

// ---------------------------------------------------------------------------------------------------------------
// List: POST /v1/ebmp/pcs/manage/goods/list.json and its Excel twin .../excel.json (requestType EXPORT)

/** Sign-status filter of goods pages: spec §5 drops 01 from the list of choices. */
export const goodsSignFilterSchema = z
  .union([z.literal(''), z.enum(['02', '03', '04', '05'])])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const optionalYn = z
  .union([z.literal(''), yn])
  .nullable()
  .optional()
  .transform((v) => (v === 'Y' || v === 'N' ? v : null));
const optionalWon = z
  .union([z.literal(''), won()])
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

export const goodsListFilterShape = {
  /** Any level: '07', '0701' or '070101' (the products under it). */
  categoryCd: z
    .string()
    .trim()
    .regex(/^(\d{2}){0,3}$/, GOODS_MESSAGES.categoryInvalid)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  vendorSn: z
    .union([z.literal(''), serialId('공급사 번호를 확인해주세요.')])
    .nullable()
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  signStatCd: goodsSignFilterSchema,
  useYn: optionalYn,
  soldOutYn: optionalYn,
  priceMin: optionalWon,
  priceMax: optionalWon,
  /** spec §5: an empty product-name search is sent as null. */
  searchProdNm: optionalText(100),
  ...dateRangeShape('frstRgstDt'),
};
const sortShape = {
  sortField: z.enum(GOODS_SORT_FIELDS).optional(),
  sortOrder: z.enum(SORT_ORDER).default('desc'),
};
const rangeOrder = (v: { priceMin: number | null; priceMax: number | null }, ctx: z.RefinementCtx) => {
  if (v.priceMin !== null && v.priceMax !== null && v.priceMin > v.priceMax)
    ctx.addIssue({ code: 'custom', message: '최소 가격이 최대 가격보다 큽니다.', path: ['priceMin'] });
};
export const goodsListRequestSchema = z
  .object({
    ...goodsListFilterShape,
    ...sortShape,
    ...pagingShape,
    requestType: z.literal(REQUEST_TYPE.list).optional(),
  })
  .superRefine(rangeOrder);
/** The goods list holds no personal data, so its download needs no reason (unlike user lists). */
export const goodsExcelRequestSchema = z
  .object({ ...goodsListFilterShape, ...sortShape, requestType: z.literal(REQUEST_TYPE.export) })
  .superRefine(rangeOrder);
export type GoodsListRequest = z.input<typeof goodsListRequestSchema>;
export type GoodsListQuery = z.output<typeof goodsListRequestSchema>;

export const goodsRowSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  /** File id; spec §9 default image when the product has none. */
  mainImg: z.string(),
  categoryCd: z.string().nullable(),
  categoryFullName: z.string(),
  vendorSn: z.number().int().nullable(),
  vendorNm: z.string().nullable(),
  consumerPrice: z.number().int(),
  price: z.number().int(),
  supplyPrice: z.number().int().nullable(),
  stockQty: z.number().int(),
  soldOutYn: yn,
  signStatCd: z.string(),
  signStatNm: z.string(),
  useYn: yn,
  /** YYYYMMDD (KST). */
  frstRgstDt: z.string(),
});
export type GoodsRow = z.infer<typeof goodsRowSchema>;
export const goodsListReplySchema = pageOf(goodsRowSchema);
export type GoodsListReply = z.infer<typeof goodsListReplySchema>;

export const GOODS_EXPORT_COLUMNS: readonly ExportColumn<GoodsRow>[] = [
  { header: '상품번호', width: 10, value: (r) => r.prodSn },
  { header: '상품명', width: 36, value: (r) => r.prodNm },
  { header: '브랜드', width: 16, value: (r) => r.brandNm },
  { header: '카테고리', width: 30, value: (r) => r.categoryFullName },
  { header: '공급사', width: 18, value: (r) => r.vendorNm },
  { header: '소비자가', width: 12, value: (r) => r.consumerPrice, numFmt: EXCEL_NUM_FMT.won },
  { header: '판매가', width: 12, value: (r) => r.price, numFmt: EXCEL_NUM_FMT.won },
  { header: '공급가', width: 12, value: (r) => r.supplyPrice, numFmt: EXCEL_NUM_FMT.won },
  { header: '재고', width: 10, value: (r) => r.stockQty, numFmt: EXCEL_NUM_FMT.count },
  { header: '품절여부', width: 10, value: (r) => (r.soldOutYn === 'Y' ? '품절' : '판매중') },
  { header: '등록상태', width: 10, value: (r) => r.signStatNm },
  { header: '사용여부', width: 10, value: (r) => (r.useYn === 'Y' ? '사용' : '사용안함') },
  { header: '등록일', width: 12, value: (r) => excelYmd(r.frstRgstDt) },
];
export const GOODS_FILE_NAME = {
  list: '상품목록',
  template: '상품_등록양식',
  catalog: '선물카탈로그',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Detail and save

export const goodsKeySchema = z.object({ prodSn: prodSnSchema });
export type GoodsKey = z.infer<typeof goodsKeySchema>;

/** spec §3 optionInfoList: a title (two-character optCd) with its values (optionDetailList). */
const optionStock = z
  .number({ error: GOODS_MESSAGES.optionStockRequired })
  .int(GOODS_MESSAGES.optionStockRequired)
  .min(0, GOODS_MESSAGES.optionStockRequired)
  .max(GOODS_LIMITS.maxStock, GOODS_MESSAGES.optionStockRequired);
export const optionValueSchema = z.object({
  /** The code the screen loaded the value with (kept, decision 029); absent for a new value. */
  optCd: z.string().max(20).optional(),
  optNm: z.string().trim().min(1, GOODS_MESSAGES.optionValueRequired).max(100),
  addPrice: won(),
  /**
   * What the vendor is paid extra for the value (won, decision 037), added to the supply price of an order line that
   * chooses it. Absent: a kept value keeps its stored extra, a new one has none.
   */
  addSupplyPrice: won(GOODS_MESSAGES.optionSupplyExtraInvalid).optional(),
  /** The vendor's stock of the value across events; null = not tracked (decision 029). */
  stockQty: optionStock.nullable(),
  /** The stock the screen showed when it loaded, so a save changes the count by what was typed, not back to it. */
  baseStockQty: optionStock.nullable().optional(),
  soldOutYn: yn.default('N'),
});
export const optionTitleSchema = z.object({
  optCd: z.string().max(20).optional(),
  optNm: z
    .string(GOODS_MESSAGES.optionTitleRequired)
    .trim()
    .min(1, GOODS_MESSAGES.optionTitleRequired)
    .max(100),
  optionDetailList: z
    .array(optionValueSchema)
    .min(1, GOODS_MESSAGES.optionValueRequired)
    .max(GOODS_LIMITS.maxOptionValues, GOODS_MESSAGES.optionTooMany)
    .superRefine((values, ctx) => {
      const names = values.map((v) => v.optNm.trim());
      if (new Set(names).size !== names.length)
        ctx.addIssue({ code: 'custom', message: GOODS_MESSAGES.optionDuplicate });
    }),
});
export type OptionTitle = z.output<typeof optionTitleSchema>;
export type OptionTitleInput = z.input<typeof optionTitleSchema>;

const tagsSchema = z
  .array(z.string().trim().min(1).max(30))
  .max(GOODS_LIMITS.maxTags)
  .transform((tags) => [...new Set(tags)]);

export const goodsSaveRequestSchema = z
  .object({
    /** Absent or null: a new product. */
    prodSn: prodSnSchema.nullable().optional(),
    prodNm: z.string(GOODS_MESSAGES.prodNmRequired).trim().min(1, GOODS_MESSAGES.prodNmRequired).max(200),
    brandNm: optionalText(100),
    /** A leaf category at any level ('0104', '070101'). */
    categoryCd: goodsCategoryCdSchema,
    /** Operators name the vendor; a vendor's own is used whatever is sent. */
    vendorSn: serialId('공급사 번호를 확인해주세요.').nullable().optional(),
    /** Event themes the product suits (event_template.tempSn). */
    tempSnList: z.array(serialId('테마 번호를 확인해주세요.')).max(20).default([]),
    consumerPrice: won(),
    price: won(),
    supplyPrice: won(),
    stockQty: count,
    soldOutYn: yn.default('N'),
    shipFee: won(),
    leadDays: z.coerce
      .number()
      .int()
      .min(0)
      .max(GOODS_LIMITS.maxLeadDays, '출고 소요일은 0~365일로 입력해주세요.'),
    overseasYn: yn.default('N'),
    packageYn: yn.default('N'),
    cardYn: yn.default('N'),
    tags: tagsSchema.default([]),
    useYn: yn.default('Y'),
    mainImg: fileIdSchema.nullable().optional(),
    imageList: z
      .array(fileIdSchema)
      .max(GOODS_LIMITS.maxExtraImages, GOODS_MESSAGES.tooManyImages)
      .default([]),
    detailHtml: z.string().max(500_000).default(''),
    optionInfoList: z
      .array(optionTitleSchema)
      .max(GOODS_LIMITS.maxOptionTitles, GOODS_MESSAGES.optionTooMany)
      .default([]),
    /** Y: a vendor's save that also asks for approval (임시저장 vs 승인요청). */
    submitYn: yn.default('N'),
    /**
     * Names and short lines per recipient language (decision 055, Content); the vendor's name stays the original.
     * Absent: kept as stored (the Excel import and older screens do not send them); {} clears them.
     */
    translations: productTranslationsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const broken = checkGoodsPrices(v);
    if (broken) ctx.addIssue({ code: 'custom', message: broken.message, path: [broken.field] });
  });
export type GoodsSaveRequest = z.input<typeof goodsSaveRequestSchema>;
export type GoodsSave = z.output<typeof goodsSaveRequestSchema>;
export const goodsSaveReplySchema = z.object({
  prodSn: z.number().int(),
  signStatCd: z.string(),
  signStatNm: z.string(),
});
export type GoodsSaveReply = z.infer<typeof goodsSaveReplySchema>;

export const goodsRejectRequestSchema = z.object({
  prodSn: prodSnSchema,
  reason: z
    .string(APPROVAL_MESSAGES.reasonRequired)
    .trim()
    .min(1, APPROVAL_MESSAGES.reasonRequired)
    .max(500, APPROVAL_MESSAGES.reasonTooLong),
});

export const goodsHistorySchema = z.object({
  /** SIGN (state), PRICE, STOCK, SOLD_OUT, CREATE. */
  changeType: z.string(),
  changeTypeNm: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  reason: z.string().nullable(),
  changedByNm: z.string(),
  /** YYYY-MM-DD HH:mm:ss (KST). */
  changedAt: z.string(),
});
export type GoodsHistory = z.infer<typeof goodsHistorySchema>;

export const optionValueReplySchema = z.object({
  optCd: z.string(),
  optNm: z.string(),
  addPrice: z.number().int(),
  /** The vendor's extra for the value (decision 037). */
  addSupplyPrice: z.number().int(),
  /** Null: not tracked. */
  stockQty: z.number().int().nullable(),
  soldOutYn: yn,
});
export const optionTitleReplySchema = z.object({
  optCd: z.string().refine(isOptionTitleCd),
  optNm: z.string(),
  optionDetailList: z.array(optionValueReplySchema),
});

export const goodsDetailSchema = goodsRowSchema.extend({
  mainImgYn: yn,
  imageList: z.array(z.string()),
  detailHtml: z.string(),
  optionInfoList: z.array(optionTitleReplySchema),
  tempSnList: z.array(z.number().int()),
  tempNmList: z.array(z.string()),
  tags: z.array(z.string()),
  shipFee: z.number().int(),
  leadDays: z.number().int(),
  overseasYn: yn,
  packageYn: yn,
  cardYn: yn,
  /** The latest reject reason while the product is rejected. */
  rejectReason: z.string().nullable(),
  /** The translated names and lines as written (the back office always shows the original beside them). */
  translations: productTranslationsReplySchema,
  historyList: z.array(goodsHistorySchema),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

/** What the save screen chooses from: the categories (three levels), themes and, for operators, the vendors. */
export const goodsFormDataSchema = z.object({
  categoryList: z.array(categoryNodeSchema),
  templateList: z.array(z.object({ tempSn: z.number().int(), tempNm: z.string() })),
  vendorList: z.array(z.object({ vendorSn: z.number().int(), vendorNm: z.string() })),
});
export type GoodsFormData = z.infer<typeof goodsFormDataSchema>;

export const goodsImageReplySchema = z.object({ fileId: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Gift catalogue: POST /v1/ebmp/pcs/manage/goods/goodsDetailList.json (spec §3 event gift PDF data, §7)

export const goodsDetailListRequestSchema = z.object({
  prodSnList: z
    .array(prodSnSchema)
    .min(1, GOODS_MESSAGES.prodSnListRequired)
    .max(GOODS_LIMITS.maxCatalogProducts, GOODS_MESSAGES.tooManyForCatalog)
    .transform((l) => [...new Set(l)]),
  eventSn: serialId().nullable().optional(),
});
export type GoodsDetailListRequest = z.input<typeof goodsDetailListRequestSchema>;
export const eventProdSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  consumerPrice: z.number().int(),
  categoryCd: z.string().nullable(),
  topCategoryCd: z.string().nullable(),
});
export const goodsDetailListReplySchema = z.object({
  eventProdList: z.array(eventProdSchema),
  /** The client company's CI image (the event's company), or null when none is known. */
  ciFileInfo: z.object({ fileId: z.string(), cmpyCd: z.string(), cmpyNm: z.string() }).nullable(),
  /** Top-level categories of the products, in catalogue order. */
  categoryList: z.array(z.object({ categoryCd: z.string(), categoryName: z.string() })),
  prodSnList: z.array(z.number().int()),
  eventSn: z.number().int().nullable(),
});
export type GoodsDetailListReply = z.infer<typeof goodsDetailListReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Excel import (the shared pipeline, lib/excel): one row per option value; a product without options is one row.

export const GOODS_IMPORT_SHEET = '상품';
export const GOODS_IMPORT_COLUMNS = [
  {
    key: 'rowKey',
    header: '상품구분키',
    required: true,
    example: 'A1',
    note: '같은 상품의 옵션 행은 같은 키',
  },
  { key: 'prodNm', header: '상품명', required: true, example: '프리미엄 텀블러', note: '200자 이내' },
  { key: 'brandNm', header: '브랜드', required: false, example: '스탠리', note: '선택' },
  {
    key: 'categoryCd',
    header: '카테고리코드',
    required: true,
    example: '070101',
    list: 'category',
    note: '마지막 단계의 카테고리 코드',
  },
  { key: 'consumerPrice', header: '소비자가', required: true, example: '39000', note: '원, 정수' },
  { key: 'price', header: '판매가', required: true, example: '35000', note: '소비자가 이하' },
  { key: 'supplyPrice', header: '공급가', required: true, example: '28000', note: '판매가 이하' },
  { key: 'stockQty', header: '재고', required: true, example: '100', note: '0 이상 정수' },
  { key: 'shipFee', header: '배송비', required: false, example: '0', note: '비우면 0' },
  { key: 'leadDays', header: '출고소요일', required: false, example: '3', note: '비우면 3' },
  { key: 'optTitle', header: '옵션명', required: false, example: '색상', note: '옵션이 없으면 비움' },
  { key: 'optValue', header: '옵션값', required: false, example: '블랙', note: '옵션명이 있으면 필수' },
  { key: 'optAddPrice', header: '옵션추가금액', required: false, example: '0', note: '비우면 0' },
  {
    key: 'optAddSupplyPrice',
    header: '옵션공급가추가금',
    required: false,
    example: '0',
    note: '옵션값을 고르면 공급가에 더해 공급사에 지급, 비우면 0',
  },
  { key: 'optStockQty', header: '옵션재고', required: false, example: '50', note: '비우면 재고 관리 안 함' },
  { key: 'useYn', header: '사용여부', required: false, example: 'Y', list: 'yn', note: 'Y 또는 N, 비우면 Y' },
] as const satisfies readonly ImportColumn[];

type Cell = string | null;
const cellWon = (requiredCell: boolean, fallback = 0, message: string = GOODS_MESSAGES.priceInvalid) =>
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = (v ?? '').replace(/,/g, '').trim();
      if (!t) {
        if (requiredCell) ctx.addIssue({ code: 'custom', message: '필수 입력 항목입니다.' });
        return fallback;
      }
      const n = Number(t);
      if (!Number.isInteger(n) || n < 0 || n > GOODS_LIMITS.maxPrice) {
        ctx.addIssue({ code: 'custom', message });
        return 0;
      }
      return n;
    });
/** An optional count cell: empty is null (an option value's stock not tracked). */
const cellCount = z
  .string()
  .nullable()
  .transform((v, ctx) => {
    const t = (v ?? '').replace(/,/g, '').trim();
    if (!t) return null;
    const n = Number(t);
    if (!Number.isInteger(n) || n < 0 || n > GOODS_LIMITS.maxStock) {
      ctx.addIssue({ code: 'custom', message: GOODS_MESSAGES.stockInvalid });
      return null;
    }
    return n;
  });
const cellText = (max: number, requiredCell: boolean) =>
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = (v ?? '').trim();
      if (requiredCell && !t) ctx.addIssue({ code: 'custom', message: '필수 입력 항목입니다.' });
      if (t.length > max) ctx.addIssue({ code: 'custom', message: '입력 가능한 길이를 초과했습니다.' });
      return t || null;
    });

export const goodsImportRowSchema = z
  .object({
    rowKey: cellText(50, true),
    prodNm: cellText(200, true),
    brandNm: cellText(100, false),
    categoryCd: goodsCategoryCdSchema,
    consumerPrice: cellWon(true),
    price: cellWon(true),
    supplyPrice: cellWon(true),
    stockQty: cellWon(true),
    shipFee: cellWon(false),
    leadDays: cellWon(false, 3),
    optTitle: cellText(100, false),
    optValue: cellText(100, false),
    optAddPrice: cellWon(false),
    optAddSupplyPrice: cellWon(false, 0, GOODS_MESSAGES.optionSupplyExtraInvalid),
    optStockQty: cellCount,
    useYn: z
      .string()
      .nullable()
      .transform((v) => (v ?? '').trim().toUpperCase() || 'Y')
      .pipe(ynSchema),
  })
  .superRefine((v, ctx) => {
    const broken = checkGoodsPrices(v);
    if (broken) ctx.addIssue({ code: 'custom', message: broken.message, path: [broken.field] });
    if (v.optTitle && !v.optValue)
      ctx.addIssue({ code: 'custom', message: GOODS_MESSAGES.optionValueRequired, path: ['optValue'] });
    if (!v.optTitle && v.optValue)
      ctx.addIssue({ code: 'custom', message: GOODS_MESSAGES.optionTitleRequired, path: ['optTitle'] });
    if (v.leadDays > GOODS_LIMITS.maxLeadDays)
      ctx.addIssue({ code: 'custom', message: '출고 소요일은 0~365일로 입력해주세요.', path: ['leadDays'] });
  }) satisfies z.ZodType<unknown, Record<(typeof GOODS_IMPORT_COLUMNS)[number]['key'], Cell>>;
export type GoodsImportRow = z.output<typeof goodsImportRowSchema>;

/** The upload's query string: operators name the vendor the rows belong to; a vendor's own is used whatever is sent. */
export const goodsImportQuerySchema = z.object({
  vendorSn: serialId('공급사 번호를 확인해주세요.').optional(),
});
export const goodsImportReplySchema = z.object({
  importedCount: z.number().int(),
  prodSnList: z.array(z.number().int()),
});
