import { and, asc, desc, eq, gte, ilike, inArray, like, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  appUser,
  category,
  company,
  event,
  eventProduct,
  eventTemplate,
  fileThumbnail,
  product,
  productHistory,
  productImage,
  productOption,
  templateProduct,
  vendor,
} from '../../db/schema/index';
import { setOptionCount } from '../stock';

export type GoodsFilter = {
  categoryCd: string | null;
  vendorSn: number | null;
  signStatCd: string | null;
  useYn: 'Y' | 'N' | null;
  soldOutYn: 'Y' | 'N' | null;
  priceMin: number | null;
  priceMax: number | null;
  searchProdNm: string | null;
  from: Date | null;
  to: Date | null;
  /** Operators never see a vendor's unsent drafts (01); a vendor sees all of their own. */
  hideDrafts: boolean;
};

function conditions(f: GoodsFilter): SQL | undefined {
  return and(
    f.categoryCd ? like(product.categoryCd, `${f.categoryCd}%`) : undefined,
    f.vendorSn !== null ? eq(product.vendorSn, f.vendorSn) : undefined,
    f.signStatCd ? eq(product.signStatCd, f.signStatCd) : undefined,
    f.hideDrafts ? ne(product.signStatCd, '01') : undefined,
    f.useYn ? eq(product.useYn, f.useYn) : undefined,
    f.soldOutYn ? eq(product.soldOutYn, f.soldOutYn) : undefined,
    f.priceMin !== null ? gte(product.price, f.priceMin) : undefined,
    f.priceMax !== null ? lte(product.price, f.priceMax) : undefined,
    f.searchProdNm ? ilike(product.prodNm, containsPattern(f.searchProdNm)) : undefined,
    f.from ? gte(product.createdAt, f.from) : undefined,
    f.to ? lt(product.createdAt, f.to) : undefined,
  );
}

export const countGoods = (db: Executor, f: GoodsFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(product)
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const SORT = {
  frstRgstDt: product.createdAt,
  prodNm: product.prodNm,
  price: product.price,
  stockQty: product.stockQty,
} as const;

const rowColumns = {
  prodSn: product.prodSn,
  prodNm: product.prodNm,
  brandNm: product.brandNm,
  mainImg: product.mainImg,
  categoryCd: product.categoryCd,
  vendorSn: product.vendorSn,
  vendorNm: vendor.vendorNm,
  consumerPrice: product.consumerPrice,
  price: product.price,
  supplyPrice: product.supplyPrice,
  stockQty: product.stockQty,
  soldOutYn: product.soldOutYn,
  signStatCd: product.signStatCd,
  useYn: product.useYn,
  createdAt: product.createdAt,
};

export const listGoods = (
  db: Executor,
  f: GoodsFilter,
  sort: { field: keyof typeof SORT; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) => {
  const by = sort.order === 'asc' ? asc : desc;
  return db
    .select(rowColumns)
    .from(product)
    .leftJoin(vendor, eq(vendor.vendorSn, product.vendorSn))
    .where(conditions(f))
    .orderBy(by(SORT[sort.field]), desc(product.prodSn))
    .offset(offset)
    .limit(limit);
};

export const findGoods = (db: Executor, prodSn: number) =>
  db
    .select({
      ...rowColumns,
      detailHtml: product.detailHtml,
      shipFee: product.shipFee,
      leadDays: product.leadDays,
      overseasYn: product.overseasYn,
      packageYn: product.packageYn,
      cardYn: product.cardYn,
      tags: product.tags,
      rejectReason: product.rejectReason,
      translations: product.translations,
    })
    .from(product)
    .leftJoin(vendor, eq(vendor.vendorSn, product.vendorSn))
    .where(eq(product.prodSn, prodSn))
    .then((rows) => rows[0] ?? null);

/** The product row locked for a decision or an edit (two operators cannot both move it). */
export const lockGoods = (db: Executor, prodSn: number) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      vendorSn: product.vendorSn,
      signStatCd: product.signStatCd,
      price: product.price,
      consumerPrice: product.consumerPrice,
      supplyPrice: product.supplyPrice,
      stockQty: product.stockQty,
      soldOutYn: product.soldOutYn,
      lastOptNo: product.lastOptNo,
      translations: product.translations,
    })
    .from(product)
    .where(eq(product.prodSn, prodSn))
    .for('no key update')
    .then((rows) => rows[0] ?? null);

export const vendorOfGoods = (db: Executor, prodSns: number[]) =>
  db
    .select({ prodSn: product.prodSn, vendorSn: product.vendorSn })
    .from(product)
    .where(inArray(product.prodSn, prodSns));

export type GoodsValues = Omit<typeof product.$inferInsert, 'prodSn'>;

export const insertGoods = (db: Executor, values: GoodsValues) =>
  db
    .insert(product)
    .values(values)
    .returning({ prodSn: product.prodSn })
    .then((rows) => rows[0]!.prodSn);

/** The conditional update: only when the state is still the one read (false: someone moved it first). */
export const updateGoods = (db: Executor, prodSn: number, fromSign: string, values: Partial<GoodsValues>) =>
  db
    .update(product)
    .set(values)
    .where(and(eq(product.prodSn, prodSn), eq(product.signStatCd, fromSign)))
    .returning({ prodSn: product.prodSn })
    .then((rows) => rows.length > 0);

export async function replaceImages(db: Executor, prodSn: number, fileIds: string[]): Promise<void> {
  await db.delete(productImage).where(eq(productImage.prodSn, prodSn));
  if (fileIds.length > 0)
    await db.insert(productImage).values(fileIds.map((fileId, i) => ({ prodSn, fileId, seqNo: i + 1 })));
}

export type OptionRow = typeof productOption.$inferInsert;
export type StoredOption = typeof productOption.$inferSelect;

/**
 * A product's options locked in code order, after the product row (decision 024), so that no apply takes a value's
 * stock between this read and the save's write.
 */
export const lockOptions = (db: Executor, prodSn: number): Promise<StoredOption[]> =>
  db
    .select()
    .from(productOption)
    .where(eq(productOption.prodSn, prodSn))
    .orderBy(asc(productOption.optCd))
    .for('no key update');

/**
 * Makes the product's options `rows`, keeping the rows of the codes that stay (decision 029: an apply waiting for a
 * value's row meets the same row, not a deleted one), in code order; only what changed is written.
 */
export async function syncOptions(
  db: Executor,
  prodSn: number,
  existing: readonly StoredOption[],
  rows: readonly OptionRow[],
): Promise<void> {
  const keep = new Set(rows.map((r) => r.optCd));
  const gone = existing.filter((e) => !keep.has(e.optCd)).map((e) => e.optCd);
  if (gone.length > 0)
    await db
      .delete(productOption)
      .where(and(eq(productOption.prodSn, prodSn), inArray(productOption.optCd, gone)));
  const before = new Map(existing.map((e) => [e.optCd, e]));
  const fresh: OptionRow[] = [];
  for (const r of [...rows].sort((a, b) => (a.optCd < b.optCd ? -1 : 1))) {
    const e = before.get(r.optCd);
    if (!e) {
      fresh.push(r);
      continue;
    }
    const next = {
      optNm: r.optNm,
      parentOptCd: r.parentOptCd ?? null,
      seqNo: r.seqNo,
      soldOutYn: r.soldOutYn ?? 'N',
      addPrice: r.addPrice ?? 0,
      addSupplyPrice: r.addSupplyPrice ?? 0,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === e[k]);
    if (!same)
      await db
        .update(productOption)
        .set({
          optNm: next.optNm,
          parentOptCd: next.parentOptCd,
          seqNo: next.seqNo,
          soldOutYn: next.soldOutYn,
          addPrice: next.addPrice,
          addSupplyPrice: next.addSupplyPrice,
        })
        .where(and(eq(productOption.prodSn, prodSn), eq(productOption.optCd, r.optCd)));
    // The count is the stock owner's to write (decision 045); the row is already locked (lockOptions).
    const stockQty = r.stockQty ?? null;
    if (stockQty !== e.stockQty) await setOptionCount(db, prodSn, r.optCd, stockQty);
  }
  if (fresh.length > 0) await db.insert(productOption).values(fresh);
}

export async function replaceTemplates(db: Executor, prodSn: number, tempSns: number[]): Promise<void> {
  await db.delete(templateProduct).where(eq(templateProduct.prodSn, prodSn));
  if (tempSns.length > 0)
    await db.insert(templateProduct).values(
      tempSns.map((tempSn) => ({
        tempSn,
        prodSn,
        // After the curated ones already in the theme.
        seqNo: sql<number>`(select coalesce(max(seq_no), 0) + 1 from template_product where temp_sn = ${tempSn})`,
      })),
    );
}

export const imagesOf = (db: Executor, prodSn: number) =>
  db
    .select({ fileId: productImage.fileId })
    .from(productImage)
    .where(eq(productImage.prodSn, prodSn))
    .orderBy(asc(productImage.seqNo))
    .then((rows) => rows.map((r) => r.fileId));

export const optionsOf = (db: Executor, prodSn: number) =>
  db.select().from(productOption).where(eq(productOption.prodSn, prodSn)).orderBy(asc(productOption.seqNo));

export const templatesOf = (db: Executor, prodSn: number) =>
  db
    .select({ tempSn: eventTemplate.tempSn, tempNm: eventTemplate.tempNm })
    .from(templateProduct)
    .innerJoin(eventTemplate, eq(eventTemplate.tempSn, templateProduct.tempSn))
    .where(eq(templateProduct.prodSn, prodSn))
    .orderBy(asc(eventTemplate.seqNo));

export const historyOf = (db: Executor, prodSn: number) =>
  db
    .select({
      changeType: productHistory.changeType,
      subject: productHistory.subject,
      fromValue: productHistory.fromValue,
      toValue: productHistory.toValue,
      reason: productHistory.reason,
      changedByNm: appUser.userNm,
      changedAt: productHistory.changedAt,
    })
    .from(productHistory)
    .leftJoin(appUser, eq(appUser.unqUserId, productHistory.changedBy))
    .where(eq(productHistory.prodSn, prodSn))
    .orderBy(desc(productHistory.changedAt), desc(productHistory.historySn));

export type HistoryRow = typeof productHistory.$inferInsert;
export async function insertHistory(db: Executor, rows: HistoryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(productHistory).values(rows);
}

export const templates = (db: Executor) =>
  db
    .select({ tempSn: eventTemplate.tempSn, tempNm: eventTemplate.tempNm })
    .from(eventTemplate)
    .where(eq(eventTemplate.useYn, 'Y'))
    .orderBy(asc(eventTemplate.seqNo));

export const vendors = (db: Executor) =>
  db
    .select({ vendorSn: vendor.vendorSn, vendorNm: vendor.vendorNm })
    .from(vendor)
    .orderBy(asc(vendor.vendorNm));

export const vendorByCompany = (db: Executor, cmpyCd: string) =>
  db
    .select({ vendorSn: vendor.vendorSn })
    .from(vendor)
    .where(eq(vendor.cmpyCd, cmpyCd))
    .orderBy(asc(vendor.vendorSn))
    .limit(1)
    .then((rows) => rows[0]?.vendorSn ?? null);

export const vendorExists = (db: Executor, vendorSn: number) =>
  db
    .select({ vendorSn: vendor.vendorSn })
    .from(vendor)
    .where(eq(vendor.vendorSn, vendorSn))
    .then((rows) => rows.length > 0);

/** Where a vendor is told of decisions about its goods: its manager's mail and phone, either may be missing. */
export const vendorContact = (db: Executor, vendorSn: number) =>
  db
    .select({ email: vendor.managerEmail, telNo: vendor.managerTelNo })
    .from(vendor)
    .where(eq(vendor.vendorSn, vendorSn))
    .then((rows) => rows[0] ?? null);

export const existingTemplates = (db: Executor, tempSns: number[]) =>
  tempSns.length === 0
    ? Promise.resolve(new Set<number>())
    : db
        .select({ tempSn: eventTemplate.tempSn })
        .from(eventTemplate)
        .where(inArray(eventTemplate.tempSn, tempSns))
        .then((rows) => new Set(rows.map((r) => r.tempSn)));

export async function insertThumbnails(
  db: Executor,
  rows: (typeof fileThumbnail.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(fileThumbnail).values(rows).onConflictDoNothing();
}

/** Products for the gift catalogue, with their top-level category's name. */
export const catalogProducts = (db: Executor, prodSns: number[]) =>
  db
    .select({
      prodSn: product.prodSn,
      prodNm: product.prodNm,
      brandNm: product.brandNm,
      mainImg: product.mainImg,
      price: product.price,
      consumerPrice: product.consumerPrice,
      categoryCd: product.categoryCd,
      vendorSn: product.vendorSn,
    })
    .from(product)
    .where(inArray(product.prodSn, prodSns));

export const categoryNames = (db: Executor, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve(new Map<string, { name: string; seqNo: number }>())
    : db
        .select({ categoryCd: category.categoryCd, categoryNm: category.categoryNm, seqNo: category.seqNo })
        .from(category)
        .where(inArray(category.categoryCd, codes))
        .then((rows) => new Map(rows.map((r) => [r.categoryCd, { name: r.categoryNm, seqNo: r.seqNo }])));

export const companyCi = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm, ciFileId: company.ciFileId })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows[0] ?? null);

export const eventCompany = (db: Executor, eventSn: number) =>
  db
    .select({ cmpyCd: event.cmpyCd })
    .from(event)
    .where(eq(event.eventSn, eventSn))
    .then((rows) => rows[0]?.cmpyCd ?? null);

export const eventProdSns = (db: Executor, eventSn: number, prodSns: number[]) =>
  db
    .select({ prodSn: eventProduct.prodSn })
    .from(eventProduct)
    .where(and(eq(eventProduct.eventSn, eventSn), inArray(eventProduct.prodSn, prodSns)))
    .then((rows) => new Set(rows.map((r) => r.prodSn)));
