import { APPROVAL_ACTION, decideApproval } from './approval';
import { REGISTRATION_STATUS, type RegistrationStatus } from './company';
import { formatNumber, formatWon } from './formats';

/**
 * Goods registration. signStatCd follows code group 005: 01 임시저장 (draft), 02 등록신청 (in review),
 * 03 승인 (approved: the landing site and events show only these, with useYn Y), 04 반려 (rejected, with a reason),
 * 05 삭제. The operator's decision is the shared approval machine (approval.ts: READY -> ACCEPT | REJECT with a
 * reason, REJECT -> READY on resubmit); the goods-only steps (a draft submitted, an approved product edited by its
 * vendor going back to review) are added here.
 */
export const GOODS_SIGN = {
  draft: '01',
  review: '02',
  approved: '03',
  rejected: '04',
  deleted: '05',
} as const;
export type GoodsSign = (typeof GOODS_SIGN)[keyof typeof GOODS_SIGN];
export const GOODS_SIGN_LABEL: Record<GoodsSign, string> = {
  '01': '임시저장',
  '02': '등록신청',
  '03': '승인',
  '04': '반려',
  '05': '삭제',
};
export const isGoodsSign = (v: unknown): v is GoodsSign =>
  typeof v === 'string' && Object.values(GOODS_SIGN).includes(v as GoodsSign);
export const goodsSignLabel = (v: string): string => (isGoodsSign(v) ? GOODS_SIGN_LABEL[v] : '-');

export const GOODS_ACTION = {
  /** Saving the product's data (no decision). */
  edit: 'EDIT',
  /** The vendor asks for approval (a draft, or a rejected product fixed). */
  submit: 'SUBMIT',
  approve: 'APPROVE',
  reject: 'REJECT',
} as const;
export type GoodsAction = (typeof GOODS_ACTION)[keyof typeof GOODS_ACTION];
export type GoodsActor = 'operator' | 'vendor';

export const GOODS_STATE_MESSAGES = {
  deleted: '삭제된 상품입니다.',
  notSubmittable: '임시저장 또는 반려 상태의 상품만 승인요청할 수 있습니다.',
  notInReview: '등록신청 상태의 상품만 승인 또는 반려할 수 있습니다.',
  operatorOnly: '운영자만 승인 또는 반려할 수 있습니다.',
  vendorOnly: '공급사만 승인요청할 수 있습니다.',
} as const;

export type GoodsTransition =
  | { ok: true; from: GoodsSign; to: GoodsSign; reason: string | null }
  | { ok: false; message: string };

/** The approval machine's view of a goods state: in review is READY, rejected REJECT, the rest not waiting. */
const asRegistration = (s: GoodsSign): RegistrationStatus =>
  s === GOODS_SIGN.review
    ? REGISTRATION_STATUS.ready
    : s === GOODS_SIGN.rejected
      ? REGISTRATION_STATUS.reject
      : REGISTRATION_STATUS.accept;

/**
 * (state, action, actor, reason) -> next state or a refusal with its Korean message.
 * - EDIT: an operator's edit keeps the state; a vendor's edit of an approved product sends it back to review (it stays
 *   in running events, which hold it by prodSn, but leaves the landing site until approved again); other states stay.
 * - SUBMIT (vendor): draft -> review; rejected -> review (the approval machine's RESUBMIT).
 * - APPROVE / REJECT (operator): review -> approved / rejected (reason required, at most 500 characters).
 */
export function goodsTransition(
  state: GoodsSign,
  action: GoodsAction,
  actor: GoodsActor,
  reason?: string | null,
): GoodsTransition {
  if (state === GOODS_SIGN.deleted) return { ok: false, message: GOODS_STATE_MESSAGES.deleted };
  if (action === GOODS_ACTION.edit) {
    const to = actor === 'vendor' && state === GOODS_SIGN.approved ? GOODS_SIGN.review : state;
    return { ok: true, from: state, to, reason: null };
  }
  if (action === GOODS_ACTION.submit) {
    if (actor !== 'vendor') return { ok: false, message: GOODS_STATE_MESSAGES.vendorOnly };
    if (state === GOODS_SIGN.draft) return { ok: true, from: state, to: GOODS_SIGN.review, reason: null };
    if (state !== GOODS_SIGN.rejected) return { ok: false, message: GOODS_STATE_MESSAGES.notSubmittable };
    const d = decideApproval(asRegistration(state), APPROVAL_ACTION.resubmit);
    return d.ok ? { ok: true, from: state, to: GOODS_SIGN.review, reason: null } : d;
  }
  if (actor !== 'operator') return { ok: false, message: GOODS_STATE_MESSAGES.operatorOnly };
  if (state !== GOODS_SIGN.review) return { ok: false, message: GOODS_STATE_MESSAGES.notInReview };
  const approve = action === GOODS_ACTION.approve;
  const d = decideApproval(
    asRegistration(state),
    approve ? APPROVAL_ACTION.approve : APPROVAL_ACTION.reject,
    reason,
  );
  if (!d.ok) return d;
  return { ok: true, from: state, to: approve ? GOODS_SIGN.approved : GOODS_SIGN.rejected, reason: d.reason };
}

// ---------------------------------------------------------------------------------------------------------------
// Prices, options and limits

export const GOODS_LIMITS = {
  maxPrice: 100_000_000,
  maxStock: 1_000_000,
  maxExtraImages: 10,
  maxImageBytes: 10 * 1024 * 1024,
  maxOptionTitles: 3,
  maxOptionValues: 50,
  maxTags: 20,
  maxLeadDays: 365,
  /** Thumbnail widths: lists (160) and the detail (480). */
  thumbWidths: [160, 480] as const,
  /** The PDF catalogue holds at most this many products. */
  maxCatalogProducts: 200,
} as const;

export const GOODS_MESSAGES = {
  prodNmRequired: '상품명을 입력해주세요.',
  categoryRequired: '카테고리를 마지막 단계까지 선택해주세요.',
  categoryInvalid: '카테고리를 확인해주세요.',
  vendorRequired: '공급사를 선택해주세요.',
  priceInvalid: '가격은 0원 이상의 정수로 입력해주세요.',
  /** Decision 037: what the vendor is paid extra for an option value; it may exceed the value's addPrice. */
  optionSupplyExtraInvalid: '공급가 추가금은 0원 이상의 정수로 입력해주세요.',
  saleAboveConsumer: '판매가는 소비자가보다 클 수 없습니다.',
  supplyAboveSale: '공급가는 판매가보다 클 수 없습니다.',
  stockInvalid: '재고는 0 이상의 정수로 입력해주세요.',
  optionStockRequired: '재고를 관리하는 옵션값은 재고를 0 이상의 정수로 입력해주세요.',
  optionTitleRequired: '옵션명을 입력해주세요.',
  optionValueRequired: '옵션값을 하나 이상 입력해주세요.',
  optionDuplicate: '같은 옵션값이 중복되었습니다.',
  optionTooMany: '옵션은 3개, 옵션값은 옵션마다 50개까지 입력할 수 있습니다.',
  tooManyImages: '추가 이미지는 10개까지 등록할 수 있습니다.',
  imageType: 'jpg, png, webp 이미지만 등록할 수 있습니다.',
  imageSize: '이미지는 10MB 이하만 등록할 수 있습니다.',
  imageRequired: '등록할 이미지를 선택해주세요.',
  imageUnknown: '등록되지 않은 이미지입니다. 다시 업로드해주세요.',
  notFound: '상품을 찾을 수 없습니다.',
  prodSnListRequired: '상품을 선택해주세요.',
  tooManyForCatalog: '카탈로그에는 상품을 200개까지 담을 수 있습니다.',
  saved: '저장되었습니다.',
  submitted: '승인요청되었습니다.',
  approved: '승인되었습니다.',
  rejected: '반려되었습니다.',
  /** spec §8: PDF data missing. */
  pdfDataMissing: '데이터를 정상적으로 받아오지 못했습니다.',
  /** A theme number that names no theme (goods' themes, the landing's theme search). */
  themeInvalid: '테마를 확인해주세요.',
  /** Goods import: rows of one product (same group key) must carry the same name. */
  importNameMismatch: '같은 상품구분키의 상품명이 다릅니다.',
} as const;

/** Words of the goods screens for an option value's stock. */
export const GOODS_TEXTS = {
  stockUntracked: '관리 안 함',
  stockTracked: '재고 관리',
  /** An option value's extra sale price and the vendor's extra (product_option.add_price, add_supply_price). */
  optionAddPrice: '추가금액',
  optionSupplyExtra: '공급가 추가금',
  stockTrackedHelp:
    '끄면 수량을 세지 않고, 품절 표시로만 판매를 멈춥니다. 켜면 신청마다 줄고 0이면 모든 이벤트에서 품절입니다.',
} as const;

/** A product's prices and options as the rules read them. */
export type GoodsPriceInput = { consumerPrice: number; price: number; supplyPrice: number };

/**
 * Price rules (integer won): sale never above consumer; supply never above sale. Returns the first broken rule's
 * message with the field it belongs to, or null.
 */
export function checkGoodsPrices(
  p: GoodsPriceInput,
): { field: keyof GoodsPriceInput; message: string } | null {
  for (const field of ['consumerPrice', 'price', 'supplyPrice'] as const) {
    const v = p[field];
    if (!Number.isInteger(v) || v < 0 || v > GOODS_LIMITS.maxPrice)
      return { field, message: GOODS_MESSAGES.priceInvalid };
  }
  if (p.price > p.consumerPrice) return { field: 'price', message: GOODS_MESSAGES.saleAboveConsumer };
  if (p.supplyPrice > p.price) return { field: 'supplyPrice', message: GOODS_MESSAGES.supplyAboveSale };
  return null;
}

/**
 * spec §3 option codes: a two-character optCd is an option title ('01'), a longer one a value under it ('0101').
 * A new product's titles are numbered by position; what codes its values and later additions get is
 * assignOptionCodes (decision 029).
 */
export const optionTitleCd = (titleIndex: number): string => String(titleIndex + 1).padStart(2, '0');
export const isOptionTitleCd = (optCd: string): boolean => optCd.length === 2;

/** A title and its values as a save sends them: the codes the screen loaded, absent for new ones. */
export type OptionCodeInput = {
  optCd?: string | undefined;
  optNm: string;
  optionDetailList: readonly { optCd?: string | undefined; optNm: string }[];
};

/**
 * Decision 029: the codes a save gives a product's options. A title or value keeps the code it was loaded with when
 * that code is still the product's (a value only under its own title, each code once); one sent without such a code
 * keeps the code of the product's title, or value under the same title, of the same name. Otherwise a title takes the
 * smallest two-digit code no title of the product has now, and a value its title's code and the next number after
 * `lastOptNo`, the highest ever given in the product, so a removed value's code never comes back for another (orders,
 * carts and taken stock refer to values by code). Returns the codes in the request's order and the new highest number.
 */
export function assignOptionCodes(
  existing: readonly { optCd: string; optNm: string; parentOptCd: string | null }[],
  lastOptNo: number,
  titles: readonly OptionCodeInput[],
): { titleCds: string[]; valueCds: string[][]; lastOptNo: number } {
  const taken = new Set<string>();
  /** Codes for `items` among `candidates`: their own where valid first, then those of the same name. */
  const claim = (
    items: readonly { optCd?: string | undefined; optNm: string }[],
    candidates: readonly { optCd: string; optNm: string }[],
  ): (string | undefined)[] => {
    const codes = items.map((item) => {
      const own = candidates.find((c) => c.optCd === item.optCd && !taken.has(c.optCd))?.optCd;
      if (own !== undefined) taken.add(own);
      return own;
    });
    return codes.map((cd, i) => {
      if (cd !== undefined) return cd;
      const named = candidates.find((c) => c.optNm === items[i]!.optNm.trim() && !taken.has(c.optCd))?.optCd;
      if (named !== undefined) taken.add(named);
      return named;
    });
  };
  const existingTitles = existing.filter((o) => o.parentOptCd === null);
  const titleCds = claim(titles, existingTitles).map((cd) => {
    if (cd !== undefined) return cd;
    const free = freeTitleCd(new Set(existingTitles.map((o) => o.optCd)), taken);
    taken.add(free);
    return free;
  });
  const kept = titles.map((t, i) =>
    claim(
      t.optionDetailList,
      existing.filter((o) => o.parentOptCd === titleCds[i]),
    ),
  );
  let last = lastOptNo;
  const valueCds = kept.map((values, i) =>
    values.map((cd) => {
      if (cd !== undefined) return cd;
      last += 1;
      const fresh = `${titleCds[i]}${String(last).padStart(2, '0')}`;
      taken.add(fresh);
      return fresh;
    }),
  );
  return { titleCds, valueCds, lastOptNo: last };
}

function freeTitleCd(existing: ReadonlySet<string>, taken: ReadonlySet<string>): string {
  for (let i = 0; ; i += 1) {
    const cd = optionTitleCd(i);
    if (!existing.has(cd) && !taken.has(cd)) return cd;
  }
}

/** An option value's sale state as stored: the vendor's sold-out flag and its stock (null = not tracked). */
export type OptionValueStock = { soldOutYn: string; stockQty: number | null };

/**
 * Decision 029: a value is sold out, for every event, when the vendor marked it so or its tracked stock is 0. The
 * apply statements repeat this in SQL (gift/repository.ts applyAtOnce, completeOrder); apps/api/test/option-stock
 * checks select.json and apply.json against the same cases (marked, at 0, short, not counted).
 */
export const isOptionValueSoldOut = (v: OptionValueStock): boolean =>
  v.soldOutYn === 'Y' || (v.stockQty !== null && v.stockQty <= 0);

/** Whether `quantity` units of a value can be taken now: not sold out and, when tracked, that many left. */
export const optionValueHolds = (v: OptionValueStock, quantity: number): boolean =>
  !isOptionValueSoldOut(v) && (v.stockQty === null || v.stockQty >= quantity);

/**
 * The stock a save writes for a value (decision 029). Untracked stays or becomes null; a value that starts being
 * tracked gets the count typed. A tracked value changes by what the person changed on the screen (typed minus
 * `baseStockQty`, what the screen showed), applied to the count as it is now, so units taken by applies since the
 * screen loaded stay taken; never below 0. Without a base the typed count is written as it is.
 */
export function nextOptionStock(
  current: number | null,
  typed: number | null,
  baseStockQty: number | null | undefined,
): number | null {
  if (typed === null) return null;
  if (current === null || baseStockQty === null || baseStockQty === undefined) return typed;
  return Math.max(0, current + (typed - baseStockQty));
}

export const GOODS_SORT_FIELDS = ['frstRgstDt', 'prodNm', 'price', 'stockQty'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** A category code's shape at any level: '01', '0104' or '070101'. Whether it is a leaf only the tree can tell. */
export const CATEGORY_CD_PATTERN = /^(\d{2}){1,3}$/;

/** As much of a category tree node (contracts/codes CategoryNode) as leafness needs. */
export type CategoryTreeNode = { categoryCd: string; items: readonly CategoryTreeNode[] };

/**
 * Decision 014: a product sits in a leaf of the category tree in use, at whatever depth (식품 > 커피·차·음료 has no
 * third level, 디지털 > 스마트기기 > 스마트워치 has). The one rule for the save screen's picker, save.json, the Excel
 * import and its template: the leaves' codes in tree order.
 */
export function leafCategoryCodes(tree: readonly CategoryTreeNode[]): string[] {
  const leaves: string[] = [];
  const walk = (nodes: readonly CategoryTreeNode[]) => {
    for (const n of nodes) {
      if (n.items.length === 0) leaves.push(n.categoryCd);
      else walk(n.items);
    }
  };
  walk(tree);
  return leaves;
}

// ---------------------------------------------------------------------------------------------------------------
// History and decision notices

export const GOODS_HISTORY_LABEL: Record<string, string> = {
  CREATE: '등록',
  SIGN: '등록상태',
  PRICE: '판매가',
  CONSUMER_PRICE: '소비자가',
  SUPPLY_PRICE: '공급가',
  STOCK: '재고',
  SOLD_OUT: '품절여부',
  OPTION_STOCK: '옵션 재고',
  OPTION_SUPPLY_PRICE: '옵션 공급가 추가금',
  /** A translated name or short line (decision 055, Content); the subject names its language and field. */
  TRANSLATION: '번역',
};

/** The stored history value of an option value that keeps no count (OPTION_STOCK rows). */
export const OPTION_STOCK_UNTRACKED = 'UNTRACKED';

/**
 * A stored history value as people read it: states by their code names ('02' -> 등록신청), money in won
 * ('28000' -> 28,000원), stock in 개 as the detail shows it, sold-out as 품절 / 판매중 (the detail screen's words).
 */
export function goodsHistoryValue(changeType: string, value: string | null): string | null {
  if (value === null) return null;
  switch (changeType) {
    case 'CREATE':
    case 'SIGN':
      return goodsSignLabel(value);
    case 'PRICE':
    case 'CONSUMER_PRICE':
    case 'SUPPLY_PRICE':
    case 'OPTION_SUPPLY_PRICE':
      return formatWon(value) || value;
    case 'STOCK': {
      const count = formatNumber(value);
      return count ? `${count}개` : value;
    }
    case 'SOLD_OUT':
      return value === 'Y' ? '품절' : value === 'N' ? '판매중' : value;
    case 'OPTION_STOCK': {
      if (value === OPTION_STOCK_UNTRACKED) return GOODS_TEXTS.stockUntracked;
      const count = formatNumber(value);
      return count ? `${count}개` : value;
    }
    default:
      return value;
  }
}

export const GOODS_DECISION_SUBJECT = {
  approved: '[PCS] 상품 등록 승인 안내',
  rejected: '[PCS] 상품 등록 반려 안내',
} as const;

/** What the vendor is told (mail and SMS, through the outbox) when an operator decides one of its products. */
export const goodsDecisionText = (prodNm: string, accepted: boolean, reason: string | null): string =>
  accepted
    ? `[PCS] 상품 '${prodNm}' 등록이 승인되었습니다.`
    : `[PCS] 상품 '${prodNm}' 등록이 반려되었습니다. 사유: ${reason ?? '-'}`;
