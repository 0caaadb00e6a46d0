import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  notInArray,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  appUser,
  category,
  eventTemplate,
  inquiry,
  inquiryProduct,
  product,
  templateProduct,
} from '../../db/schema/index';

const productColumns = {
  prodSn: product.prodSn,
  prodNm: product.prodNm,
  brandNm: product.brandNm,
  mainImg: product.mainImg,
  price: product.price,
  categoryCd: product.categoryCd,
};

/** Products the public site may show: in use, registered, not in a hidden category. */
function visibleProduct(hiddenCategories: readonly string[]): SQL | undefined {
  return and(
    eq(product.useYn, 'Y'),
    eq(product.signStatCd, '03'),
    or(isNull(product.categoryCd), and(...hiddenCategories.map((c) => notLike(product.categoryCd, `${c}%`)))),
  );
}

/** Level-1 categories in use, by seqNo, without the hidden ones. */
export const landingCategories = (db: Executor, hidden: readonly string[]) =>
  db
    .select({ categoryCd: category.categoryCd, categoryNm: category.categoryNm })
    .from(category)
    .where(and(eq(category.level, 1), eq(category.useYn, 'Y'), notInArray(category.categoryCd, [...hidden])))
    .orderBy(asc(category.seqNo));

/** Templates in use, by seqNo, without the hidden ones. */
export const landingTemplates = (db: Executor, hidden: readonly number[]) =>
  db
    .select({ tempSn: eventTemplate.tempSn, tempNm: eventTemplate.tempNm })
    .from(eventTemplate)
    .where(and(eq(eventTemplate.useYn, 'Y'), notInArray(eventTemplate.tempSn, [...hidden])))
    .orderBy(asc(eventTemplate.seqNo));

/** The newest visible products of one level-1 category. */
export const categoryProducts = (
  db: Executor,
  categoryCd: string,
  hidden: readonly string[],
  limit: number,
) =>
  db
    .select(productColumns)
    .from(product)
    .where(and(visibleProduct(hidden), like(product.categoryCd, `${categoryCd}%`)))
    .orderBy(desc(product.createdAt), desc(product.prodSn))
    .limit(limit);

/** The curated visible products of one template, in curation order. */
export const templateProducts = (db: Executor, tempSn: number, hidden: readonly string[], limit: number) =>
  db
    .select(productColumns)
    .from(templateProduct)
    .innerJoin(product, eq(product.prodSn, templateProduct.prodSn))
    .where(and(visibleProduct(hidden), eq(templateProduct.tempSn, tempSn)))
    .orderBy(asc(templateProduct.seqNo), desc(product.prodSn))
    .limit(limit);

export type LandingFilter = {
  categoryCd: string | null;
  prodNm: string | null;
  priceMin: number | null;
  priceMax: number | null;
  tempSn: number | null;
  orderbyNew: boolean | null;
  checkOrderByPrice: boolean | null;
  hiddenCategories: readonly string[];
};

/**
 * Name search: ILIKE lower-cases every name it reads, about 3x the cost of LIKE on Korean names. A term with no
 * cased letter (Korean, digits, spaces) matches the same under LIKE, so only a term with cased letters pays ILIKE.
 */
function nameMatches(term: string): SQL {
  const caseless = term.toLowerCase() === term && term.toUpperCase() === term;
  return caseless
    ? like(product.prodNm, containsPattern(term))
    : ilike(product.prodNm, containsPattern(term));
}

function filterConditions(f: LandingFilter): SQL | undefined {
  return and(
    visibleProduct(f.hiddenCategories),
    f.categoryCd ? like(product.categoryCd, `${f.categoryCd}%`) : undefined,
    f.prodNm ? nameMatches(f.prodNm) : undefined,
    f.priceMin !== null ? gte(product.price, f.priceMin) : undefined,
    f.priceMax !== null ? lt(product.price, f.priceMax) : undefined,
  );
}

/**
 * The products of a template's search, as a lateral subquery probed once per curated row by primary key. A plain
 * join makes the planner hash the ~120 curated rows and scan the whole product table (5-8 ms at 10,000 products
 * against 0.4 ms).
 */
function templateSearch(db: Executor, f: LandingFilter, tempSn: number) {
  const p = db
    .select({ ...productColumns, createdAt: product.createdAt })
    .from(product)
    .where(and(filterConditions(f), eq(product.prodSn, templateProduct.prodSn)))
    // At most one row (the primary key), so LIMIT 1 changes nothing but keeps the subquery from being flattened.
    .limit(1)
    .as('p');
  return { p, where: eq(templateProduct.tempSn, tempSn) };
}

/** Count of the search; with a template only its curated products. */
export function countLandingProducts(db: Executor, f: LandingFilter): Promise<number> {
  const base = db.select({ n: count() });
  if (f.tempSn === null)
    return base
      .from(product)
      .where(filterConditions(f))
      .then((rows) => rows[0]?.n ?? 0);
  const { p, where } = templateSearch(db, f, f.tempSn);
  return base
    .from(templateProduct)
    .innerJoinLateral(p, sql`true`)
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);
}

/** spec §4 sorts: orderbyNew false = newest first, true = oldest first; price true = low first, false = high first. */
function sortOrder(
  f: LandingFilter,
  c: { createdAt: AnyColumn; price: AnyColumn; prodSn: AnyColumn },
  seqNo: AnyColumn | null,
): SQL[] {
  const order: SQL[] = [];
  if (f.orderbyNew === false) order.push(desc(c.createdAt));
  if (f.orderbyNew === true) order.push(asc(c.createdAt));
  if (f.checkOrderByPrice === true) order.push(asc(c.price));
  if (f.checkOrderByPrice === false) order.push(desc(c.price));
  if (seqNo) order.push(asc(seqNo));
  order.push(desc(c.prodSn));
  return order;
}

/**
 * Every visible product with what the search filters and sorts on, newest product number first, at most `limit`
 * (the catalogue snapshot, catalogue-snapshot.ts). The creation time comes as whole microseconds, the database's own
 * precision, so sorting by it in memory orders exactly as ORDER BY created_at does.
 */
export const visibleProductsForSearch = (db: Executor, hidden: readonly string[], limit: number) =>
  db
    .select({
      ...productColumns,
      createdUs: sql<string>`(extract(epoch from ${product.createdAt}) * 1000000)::bigint::text`,
    })
    .from(product)
    .where(visibleProduct(hidden))
    .orderBy(desc(product.prodSn))
    .limit(limit);

/** Every curated product of every template with its place (the catalogue snapshot). */
export const curatedProducts = (db: Executor) =>
  db
    .select({ tempSn: templateProduct.tempSn, prodSn: templateProduct.prodSn, seqNo: templateProduct.seqNo })
    .from(templateProduct);

/** One page of the search, in the sort of spec §4. */
export function listLandingProducts(db: Executor, f: LandingFilter, offset: number, limit: number) {
  if (f.tempSn === null)
    return db
      .select(productColumns)
      .from(product)
      .where(filterConditions(f))
      .orderBy(...sortOrder(f, product, null))
      .limit(limit)
      .offset(offset);
  const { p, where } = templateSearch(db, f, f.tempSn);
  return db
    .select({
      prodSn: p.prodSn,
      prodNm: p.prodNm,
      brandNm: p.brandNm,
      mainImg: p.mainImg,
      price: p.price,
      categoryCd: p.categoryCd,
    })
    .from(templateProduct)
    .innerJoinLateral(p, sql`true`)
    .where(where)
    .orderBy(...sortOrder(f, p, templateProduct.seqNo))
    .limit(limit)
    .offset(offset);
}

export const visibleProductHtml = (db: Executor, prodSn: number, hidden: readonly string[]) =>
  db
    .select({ detailHtml: product.detailHtml })
    .from(product)
    .where(and(visibleProduct(hidden), eq(product.prodSn, prodSn)))
    .then((rows) => rows[0] ?? null);

/** The list items of the visible products among `prodSns` (any order; the caller orders them). */
export const visibleProductsIn = (db: Executor, prodSns: readonly number[], hidden: readonly string[]) =>
  prodSns.length === 0
    ? Promise.resolve([])
    : db
        .select(productColumns)
        .from(product)
        .where(and(visibleProduct(hidden), inArray(product.prodSn, [...prodSns])));

export const insertInquiryProducts = async (db: Executor, inquirySn: number, prodSns: readonly number[]) => {
  if (prodSns.length === 0) return;
  await db.insert(inquiryProduct).values(prodSns.map((prodSn, i) => ({ inquirySn, prodSn, seqNo: i + 1 })));
};

/** The products sent with each of the inquiries, in the visitor's order. */
export const inquiryProducts = (db: Executor, inquirySns: readonly number[]) =>
  inquirySns.length === 0
    ? Promise.resolve([])
    : db
        .select({
          inquirySn: inquiryProduct.inquirySn,
          prodSn: product.prodSn,
          prodNm: product.prodNm,
          brandNm: product.brandNm,
          price: product.price,
        })
        .from(inquiryProduct)
        .innerJoin(product, eq(product.prodSn, inquiryProduct.prodSn))
        .where(inArray(inquiryProduct.inquirySn, [...inquirySns]))
        .orderBy(asc(inquiryProduct.inquirySn), asc(inquiryProduct.seqNo));

/** Marks an inquiry handled (or replaces its memo); false when there is no such inquiry. */
export const markInquiryHandled = (
  db: Executor,
  inquirySn: number,
  handle: { handledBy: string; handleMemo: string },
) =>
  db
    .update(inquiry)
    .set({ handledAt: new Date(), ...handle })
    .where(eq(inquiry.inquirySn, inquirySn))
    .returning({ inquirySn: inquiry.inquirySn })
    .then((rows) => rows.length > 0);

export const insertInquiry = (db: Executor, row: typeof inquiry.$inferInsert) =>
  db
    .insert(inquiry)
    .values(row)
    .returning({ inquirySn: inquiry.inquirySn })
    .then((rows) => rows[0]!.inquirySn);

/** Stores an operator's answer; returns what the mail to the inquirer needs, or null when missing. */
export const saveInquiryAnswer = (
  db: Executor,
  inquirySn: number,
  answer: { answer: string; answeredBy: string; answeredAt: Date },
) =>
  db
    .update(inquiry)
    .set(answer)
    .where(eq(inquiry.inquirySn, inquirySn))
    .returning({
      email: inquiry.email,
      managerNm: inquiry.managerNm,
      companyNm: inquiry.companyNm,
      contents: inquiry.contents,
    })
    .then((rows) => rows[0] ?? null);

export type InquiryFilter = { kind: string | null; answerStatus: 'WAITING' | 'ANSWERED' | null };

const inquiryWhere = (f: InquiryFilter) =>
  and(
    f.kind ? eq(inquiry.kind, f.kind) : undefined,
    f.answerStatus === 'WAITING'
      ? isNull(inquiry.answeredAt)
      : f.answerStatus === 'ANSWERED'
        ? isNotNull(inquiry.answeredAt)
        : undefined,
  );

export const countInquiries = (db: Executor, f: InquiryFilter) =>
  db
    .select({ n: count() })
    .from(inquiry)
    .where(inquiryWhere(f))
    .then((rows) => rows[0]?.n ?? 0);

const answerer = alias(appUser, 'answerer');

/** An inquiry with the names of the operators who handled and answered it. */
const inquiryRow = (db: Executor) =>
  db
    .select({ inquiry, handledByNm: appUser.userNm, answeredByNm: answerer.userNm })
    .from(inquiry)
    .leftJoin(appUser, eq(appUser.unqUserId, inquiry.handledBy))
    .leftJoin(answerer, eq(answerer.unqUserId, inquiry.answeredBy));

export const listInquiries = (db: Executor, f: InquiryFilter, offset: number, limit: number) =>
  inquiryRow(db)
    .where(inquiryWhere(f))
    .orderBy(desc(inquiry.createdAt), desc(inquiry.inquirySn))
    .limit(limit)
    .offset(offset);

export const findInquiry = (db: Executor, inquirySn: number) =>
  inquiryRow(db)
    .where(eq(inquiry.inquirySn, inquirySn))
    .then((rows) => rows[0] ?? null);
