import {
  APPROVAL_MESSAGES,
  assignOptionCodes,
  GOODS_ACTION,
  GOODS_MESSAGES,
  GOODS_SIGN,
  type GoodsActor,
  type GoodsSave,
  type GoodsSaveReply,
  type GoodsSign,
  goodsSignLabel,
  goodsTransition,
  isGoodsSign,
  LANGUAGE_KOREAN_NAMES,
  leafCategoryCodes,
  nextOptionStock,
  OPTION_STOCK_UNTRACKED,
  PRODUCT_TRANSLATED_FIELDS,
  type ProductTranslations,
  readTranslations,
  TRANSLATED_LANGUAGES,
} from '@pcs/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { storedFile } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict } from '../../http/errors';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { categoryTree } from '../codes';
import { fillUnsettledSupplyPrices } from '../gift';
import { assertGoodsInScope, type GoodsScope, goodsScope } from './goods-scope';
import { notifyGoodsWaiting } from './notify-goods-waiting';
import * as repo from './repository';

export const actorOf = (scope: GoodsScope): GoodsActor => (scope.kind === 'all' ? 'operator' : 'vendor');

/** Applies a transition's refusal as an HTTP error: a missing reason is 400, a state that moved on is 409. */
export function transitionOrThrow(
  state: string,
  action: (typeof GOODS_ACTION)[keyof typeof GOODS_ACTION],
  actor: GoodsActor,
  reason?: string | null,
): { from: GoodsSign; to: GoodsSign; reason: string | null } {
  const current: GoodsSign = isGoodsSign(state) ? state : GOODS_SIGN.draft;
  const t = goodsTransition(current, action, actor, reason);
  if (t.ok) return t;
  if (t.message === APPROVAL_MESSAGES.reasonRequired || t.message === APPROVAL_MESSAGES.reasonTooLong)
    throw badRequest(t.message);
  throw conflict(t.message);
}

type Tracked = {
  price: number;
  consumerPrice: number;
  supplyPrice: number | null;
  stockQty: number;
  soldOutYn: string;
};
const TRACKED: readonly [keyof Tracked, string][] = [
  ['price', 'PRICE'],
  ['consumerPrice', 'CONSUMER_PRICE'],
  ['supplyPrice', 'SUPPLY_PRICE'],
  ['stockQty', 'STOCK'],
  ['soldOutYn', 'SOLD_OUT'],
];

/** History rows of what changed between two states of a product (price, stock, sold-out, registration state). */
export function historyRows(
  prodSn: number,
  before: (Tracked & { signStatCd: string }) | null,
  after: Tracked & { signStatCd: string },
  by: string,
  at: Date,
  reason: string | null = null,
): repo.HistoryRow[] {
  const str = (v: string | number | null) => (v === null ? null : String(v));
  if (!before)
    return [
      {
        prodSn,
        changeType: 'CREATE',
        fromValue: null,
        toValue: after.signStatCd,
        changedBy: by,
        changedAt: at,
      },
      ...TRACKED.map(([key, type]) => ({
        prodSn,
        changeType: type,
        fromValue: null,
        toValue: str(after[key]),
        changedBy: by,
        changedAt: at,
      })),
    ];
  const rows: repo.HistoryRow[] = [];
  for (const [key, type] of TRACKED)
    if (before[key] !== after[key])
      rows.push({
        prodSn,
        changeType: type,
        fromValue: str(before[key]),
        toValue: str(after[key]),
        changedBy: by,
        changedAt: at,
      });
  if (before.signStatCd !== after.signStatCd)
    rows.push({
      prodSn,
      changeType: 'SIGN',
      fromValue: before.signStatCd,
      toValue: after.signStatCd,
      reason,
      changedBy: by,
      changedAt: at,
    });
  return rows;
}

/** A history value holds 100 characters: a longer text is cut with an ellipsis (the form shows it whole). */
const historyText = (text: string | undefined): string | null =>
  text === undefined ? null : text.length > 100 ? `${text.slice(0, 99)}…` : text;

/**
 * TRANSLATION history rows (decision 055, Content): one per language and field whose text was added, changed or
 * removed, the subject naming them ('베트남어 상품명'), like the option rows name their value.
 */
export function translationHistoryRows(
  prodSn: number,
  before: unknown,
  after: ProductTranslations,
  by: string,
  at: Date,
): repo.HistoryRow[] {
  const old = readTranslations(PRODUCT_TRANSLATED_FIELDS, before);
  const rows: repo.HistoryRow[] = [];
  for (const language of TRANSLATED_LANGUAGES)
    for (const [field, { label }] of Object.entries(PRODUCT_TRANSLATED_FIELDS) as [
      keyof typeof PRODUCT_TRANSLATED_FIELDS,
      { label: string },
    ][]) {
      const from = old[language]?.[field];
      const to = after[language]?.[field];
      if (from !== to)
        rows.push({
          prodSn,
          changeType: 'TRANSLATION',
          subject: `${LANGUAGE_KOREAN_NAMES[language]} ${label}`,
          fromValue: historyText(from),
          toValue: historyText(to),
          changedBy: by,
          changedAt: at,
        });
    }
  return rows;
}

/** What a save makes of the options: the rows, the product's new highest value number and the stock history. */
export type OptionPlan = { rows: repo.OptionRow[]; lastOptNo: number; history: repo.HistoryRow[] };

const stockText = (qty: number | null) => (qty === null ? OPTION_STOCK_UNTRACKED : String(qty));

/**
 * The option rows a save writes (decision 029): codes by assignOptionCodes (kept for what the screen sent back);
 * a kept value's stock by nextOptionStock against the locked row, so units applies took since the screen loaded stay
 * taken; and an OPTION_STOCK history row for every value whose stock or tracking changed, or that is added with a
 * count. A value's supply extra (decision 037) is what was sent, or what the kept value had when nothing was; a
 * change of it, or a new value with one, is an OPTION_SUPPLY_PRICE history row like the product's SUPPLY_PRICE.
 */
export function planOptions(
  prodSn: number,
  titles: GoodsSave['optionInfoList'],
  existing: readonly repo.StoredOption[],
  lastOptNo: number,
  by: string,
  at: Date,
): OptionPlan {
  const codes = assignOptionCodes(existing, lastOptNo, titles);
  const stored = new Map(existing.map((e) => [e.optCd, e]));
  const rows: repo.OptionRow[] = [];
  const history: repo.HistoryRow[] = [];
  let seqNo = 0;
  titles.forEach((t, i) => {
    const titleCd = codes.titleCds[i]!;
    seqNo += 1;
    rows.push({
      prodSn,
      optCd: titleCd,
      optNm: t.optNm,
      parentOptCd: null,
      seqNo,
      addPrice: 0,
      stockQty: null,
    });
    t.optionDetailList.forEach((v, j) => {
      const optCd = codes.valueCds[i]![j]!;
      const before = stored.get(optCd);
      const stockQty = before ? nextOptionStock(before.stockQty, v.stockQty, v.baseStockQty) : v.stockQty;
      const addSupplyPrice = v.addSupplyPrice ?? before?.addSupplyPrice ?? 0;
      const subject = `${t.optNm}: ${v.optNm}`.slice(0, 210);
      seqNo += 1;
      rows.push({
        prodSn,
        optCd,
        optNm: v.optNm,
        parentOptCd: titleCd,
        seqNo,
        soldOutYn: v.soldOutYn,
        addPrice: v.addPrice,
        addSupplyPrice,
        stockQty,
      });
      const changed = before ? before.stockQty !== stockQty : stockQty !== null;
      if (changed)
        history.push({
          prodSn,
          changeType: 'OPTION_STOCK',
          subject,
          fromValue: before ? stockText(before.stockQty) : null,
          toValue: stockText(stockQty),
          changedBy: by,
          changedAt: at,
        });
      if (before ? before.addSupplyPrice !== addSupplyPrice : addSupplyPrice !== 0)
        history.push({
          prodSn,
          changeType: 'OPTION_SUPPLY_PRICE',
          subject,
          fromValue: before ? String(before.addSupplyPrice) : null,
          toValue: String(addSupplyPrice),
          changedBy: by,
          changedAt: at,
        });
    });
  });
  return { rows, lastOptNo: codes.lastOptNo, history };
}

/** Every image must be one we stored as a public file (an upload through imageUpload.json). */
async function assertImages(db: Executor, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await db
    .select({ fileId: storedFile.fileId, owner: storedFile.ownerUnqUserId, type: storedFile.contentType })
    .from(storedFile)
    .where(inArray(storedFile.fileId, fileIds));
  const ok = new Set(
    found.filter((f) => f.owner === null && f.type.startsWith('image/')).map((f) => f.fileId),
  );
  if (fileIds.some((id) => !ok.has(id))) throw badRequest(GOODS_MESSAGES.imageUnknown);
}

/** The codes of the category tree's leaves in use (decision 014), for save.json and the Excel import alike. */
export async function leafCategories(db: Executor): Promise<Set<string>> {
  return new Set(leafCategoryCodes(await categoryTree(db)));
}

/** Checks references (category, themes, vendor, images) that only the database can tell. */
async function assertReferences(db: Executor, input: GoodsSave, vendorSn: number): Promise<void> {
  if (!(await leafCategories(db)).has(input.categoryCd)) throw badRequest(GOODS_MESSAGES.categoryRequired);
  const temps = await repo.existingTemplates(db, input.tempSnList);
  if (input.tempSnList.some((t) => !temps.has(t))) throw badRequest(GOODS_MESSAGES.themeInvalid);
  if (!(await repo.vendorExists(db, vendorSn))) throw badRequest(GOODS_MESSAGES.vendorRequired);
  await assertImages(db, [...(input.mainImg ? [input.mainImg] : []), ...input.imageList]);
}

/**
 * POST /v1/ebmp/pcs/manage/goods/save.json: creates or edits a product in one transaction. A vendor's new product is a
 * draft (01), or in review (02) with submitYn Y; an operator's is approved (03): operators are the approvers. An
 * edit goes through the goods state machine (a vendor's edit of an approved product sends it back to review) with a
 * conditional update on the state read. The detail HTML is sanitized here whatever the editor sent; every change of
 * price, stock, sold-out, state, an option value's stock or supply extra goes to the product history. Options keep
 * their codes and rows (decision 029): the product row, then its option rows are locked, and a value's stock changes
 * by what was changed on the screen.
 */
export async function saveGoods(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  user: AuthUser,
  input: GoodsSave,
): Promise<GoodsSaveReply> {
  const scope = await goodsScope(deps.db, user);
  const actor = actorOf(scope);
  const vendorSn = scope.kind === 'vendor' ? scope.vendorSn : (input.vendorSn ?? null);
  if (vendorSn === null) throw badRequest(GOODS_MESSAGES.vendorRequired);
  const now = deps.now();
  const values = {
    prodNm: input.prodNm,
    brandNm: input.brandNm ?? null,
    vendorSn,
    categoryCd: input.categoryCd,
    price: input.price,
    consumerPrice: input.consumerPrice,
    supplyPrice: input.supplyPrice,
    stockQty: input.stockQty,
    soldOutYn: input.soldOutYn,
    shipFee: input.shipFee,
    leadDays: input.leadDays,
    overseasYn: input.overseasYn,
    packageYn: input.packageYn,
    cardYn: input.cardYn,
    tags: input.tags,
    useYn: input.useYn,
    mainImg: input.mainImg ?? null,
    detailHtml: sanitizeProductHtml(input.detailHtml),
    // Absent: the stored translations stay (the Excel import and older screens do not send them).
    ...(input.translations === undefined ? {} : { translations: input.translations }),
    updatedAt: now,
  };
  return deps.db.transaction(async (tx) => {
    await assertReferences(tx, input, vendorSn);
    let prodSn: number;
    let from: GoodsSign | null = null;
    let to: GoodsSign;
    let options: OptionPlan;
    if (input.prodSn) {
      const current = await repo.lockGoods(tx, input.prodSn);
      assertGoodsInScope(scope, current);
      if (!current) throw new Error('unreachable');
      prodSn = current.prodSn;
      const existing = await repo.lockOptions(tx, prodSn);
      options = planOptions(prodSn, input.optionInfoList, existing, current.lastOptNo, user.unqUserId, now);
      const edit = transitionOrThrow(current.signStatCd, GOODS_ACTION.edit, actor);
      from = edit.from;
      to = edit.to;
      if (
        input.submitYn === 'Y' &&
        actor === 'vendor' &&
        (to === GOODS_SIGN.draft || to === GOODS_SIGN.rejected)
      )
        to = transitionOrThrow(to, GOODS_ACTION.submit, actor).to;
      const moved = await repo.updateGoods(tx, prodSn, current.signStatCd, {
        ...values,
        lastOptNo: options.lastOptNo,
        signStatCd: to,
        ...(to !== GOODS_SIGN.rejected ? { rejectReason: null } : {}),
      });
      if (!moved) throw conflict(APPROVAL_MESSAGES.alreadyDecided);
      await repo.insertHistory(tx, [
        ...historyRows(prodSn, current, { ...values, signStatCd: to }, user.unqUserId, now),
        ...(input.translations === undefined
          ? []
          : translationHistoryRows(prodSn, current.translations, input.translations, user.unqUserId, now)),
        ...options.history,
      ]);
      await repo.syncOptions(tx, prodSn, existing, options.rows);
    } else {
      to =
        actor === 'operator'
          ? GOODS_SIGN.approved
          : input.submitYn === 'Y'
            ? GOODS_SIGN.review
            : GOODS_SIGN.draft;
      prodSn = await repo.insertGoods(tx, {
        ...values,
        signStatCd: to,
        regUnqUserId: user.unqUserId,
        createdAt: now,
      });
      options = planOptions(prodSn, input.optionInfoList, [], 0, user.unqUserId, now);
      await repo.updateGoods(tx, prodSn, to, { lastOptNo: options.lastOptNo });
      await repo.insertHistory(tx, [
        ...historyRows(prodSn, null, { ...values, signStatCd: to }, user.unqUserId, now),
        ...translationHistoryRows(prodSn, {}, input.translations ?? {}, user.unqUserId, now),
        ...options.history,
      ]);
      await repo.syncOptions(tx, prodSn, [], options.rows);
    }
    await repo.replaceImages(tx, prodSn, input.imageList);
    await repo.replaceTemplates(tx, prodSn, input.tempSnList);
    // Lines sold while the product had no supply price take the one given now (a vendor's month waits for them).
    if (input.supplyPrice !== null) await fillUnsettledSupplyPrices(tx, prodSn);
    // Entering review: the operators hear of it in their messengers (decision 056).
    await notifyGoodsWaiting(tx, deps.config?.publicUrl, {
      prodSn,
      prodNm: input.prodNm,
      vendorSn,
      from,
      to,
    });
    return { prodSn, signStatCd: to, signStatNm: goodsSignLabel(to) };
  });
}
