import { OCCASION_TYPES, type OccasionRuleSortField } from '@pcs/domain';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  company,
  companyGroup,
  eventTemplate,
  occasionRule,
  product,
  templateProduct,
} from '../../db/schema/index';

/*
 * Queries of the rule screens (decision 036). A deleted rule (del_yn Y) is kept for the occurrences and events
 * that name it, and is never read here as a rule.
 */

export type OccasionRuleDb = typeof occasionRule.$inferSelect;
export type OccasionRuleValues = Omit<
  typeof occasionRule.$inferInsert,
  'ruleSn' | 'delYn' | 'createdAt' | 'createdBy'
>;

// --- the list -------------------------------------------------------------------------------------------------

export type RuleFilter = {
  cmpyCd: string | null;
  occasionType: string | null;
  useYn: 'Y' | 'N' | null;
  ruleNm: string | null;
};

const conditions = (f: RuleFilter): SQL | undefined =>
  and(
    eq(occasionRule.delYn, 'N'),
    f.cmpyCd ? eq(occasionRule.cmpyCd, f.cmpyCd) : undefined,
    f.occasionType ? eq(occasionRule.occasionType, f.occasionType) : undefined,
    f.useYn ? eq(occasionRule.useYn, f.useYn) : undefined,
    f.ruleNm ? ilike(occasionRule.ruleNm, containsPattern(f.ruleNm)) : undefined,
  );

export const countRules = (db: Executor, f: RuleFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(occasionRule)
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

/** Occasion types sort in the screens' order (OCCASION_TYPES), not by their English codes. */
const typeOrder = sql`array_position(array[${sql.join(
  OCCASION_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}]::text[], ${occasionRule.occasionType}::text)`;

const SORT: Record<OccasionRuleSortField, SQL | typeof occasionRule.ruleSn> = {
  ruleSn: occasionRule.ruleSn,
  ruleNm: sql`${occasionRule.ruleNm}`,
  cmpyNm: sql`${company.cmpyNm}`,
  occasionType: typeOrder,
  updatedDt: sql`${occasionRule.updatedAt}`,
};

export function listRules(
  db: Executor,
  f: RuleFilter,
  sort: { field: OccasionRuleSortField; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) {
  const by = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      rule: occasionRule,
      cmpyNm: company.cmpyNm,
      tempNm: eventTemplate.tempNm,
      firstProdNm: sql<
        string | null
      >`(select p.prod_nm from ${product} p where p.prod_sn = occasion_rule.prod_sn_list[1])`,
    })
    .from(occasionRule)
    .innerJoin(company, eq(company.cmpyCd, occasionRule.cmpyCd))
    .leftJoin(eventTemplate, eq(eventTemplate.tempSn, occasionRule.tempSn))
    .where(conditions(f))
    .orderBy(by(SORT[sort.field]), by(occasionRule.ruleSn))
    .limit(limit)
    .offset(offset);
}

// --- one rule -------------------------------------------------------------------------------------------------

/**
 * A rule with its company's and theme's names, deleted or not: the caller checks the tenant before it says a
 * deleted rule is not found, so another company's rule is refused the same way whatever became of it.
 */
export const findRule = (db: Executor, ruleSn: number) =>
  db
    .select({ rule: occasionRule, cmpyNm: company.cmpyNm, tempNm: eventTemplate.tempNm })
    .from(occasionRule)
    .innerJoin(company, eq(company.cmpyCd, occasionRule.cmpyCd))
    .leftJoin(eventTemplate, eq(eventTemplate.tempSn, occasionRule.tempSn))
    .where(eq(occasionRule.ruleSn, ruleSn))
    .then((rows) => rows[0] ?? null);

/** The rule row locked for a change, deleted or not (as findRule). */
export const lockRule = (db: Executor, ruleSn: number) =>
  db
    .select({ ruleSn: occasionRule.ruleSn, cmpyCd: occasionRule.cmpyCd, delYn: occasionRule.delYn })
    .from(occasionRule)
    .where(eq(occasionRule.ruleSn, ruleSn))
    .for('update')
    .then((rows) => rows[0] ?? null);

export const insertRule = (db: Executor, values: OccasionRuleValues & { createdBy: string }) =>
  db
    .insert(occasionRule)
    .values(values)
    .returning({ ruleSn: occasionRule.ruleSn })
    .then((rows) => rows[0]?.ruleSn ?? 0);

/** Rows changed: 0 when the rule was deleted meanwhile. */
export const updateRule = (db: Executor, ruleSn: number, values: Partial<OccasionRuleValues>) =>
  db
    .update(occasionRule)
    .set(values)
    .where(and(eq(occasionRule.ruleSn, ruleSn), eq(occasionRule.delYn, 'N')))
    .returning({ ruleSn: occasionRule.ruleSn })
    .then((rows) => rows.length);

/** Deletes a rule for the screens: it stops sending (use N) and is kept for what it sent. */
export const softDeleteRule = (db: Executor, ruleSn: number, by: string, at: Date) =>
  db
    .update(occasionRule)
    .set({ delYn: 'Y', useYn: 'N', updatedBy: by, updatedAt: at })
    .where(and(eq(occasionRule.ruleSn, ruleSn), eq(occasionRule.delYn, 'N')))
    .returning({ ruleSn: occasionRule.ruleSn })
    .then((rows) => rows.length);

// --- what a rule names ----------------------------------------------------------------------------------------

export const companyExists = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows.length > 0);

/** The group codes of this list that the company does not have. */
export async function unknownGroups(db: Executor, cmpyCd: string, grupCds: readonly string[]) {
  if (grupCds.length === 0) return [];
  const found = await db
    .select({ grupCd: companyGroup.grupCd })
    .from(companyGroup)
    .where(and(eq(companyGroup.cmpyCd, cmpyCd), inArray(companyGroup.grupCd, [...grupCds])));
  const known = new Set(found.map((r) => r.grupCd));
  return grupCds.filter((g) => !known.has(g));
}

/** Approved (signStatCd 03) and used goods: the only ones a gift may offer (as the event settings'). */
const offerable = () => and(eq(product.signStatCd, '03'), eq(product.useYn, 'Y'));
const offerableYn = sql<
  'Y' | 'N'
>`case when ${product.signStatCd} = '03' and ${product.useYn} = 'Y' then 'Y' else 'N' end`;

const goodsColumns = {
  prodSn: product.prodSn,
  prodNm: product.prodNm,
  brandNm: product.brandNm,
  mainImg: product.mainImg,
  price: product.price,
  offerableYn,
};

/** These goods as the rule screen shows them, whether or not they may still be offered. */
export const goodsByProdSns = (db: Executor, prodSns: readonly number[]) =>
  prodSns.length === 0
    ? Promise.resolve([])
    : db
        .select(goodsColumns)
        .from(product)
        .where(inArray(product.prodSn, [...prodSns]));

export const findTheme = (db: Executor, tempSn: number) =>
  db
    .select({ tempSn: eventTemplate.tempSn, tempNm: eventTemplate.tempNm, useYn: eventTemplate.useYn })
    .from(eventTemplate)
    .where(eq(eventTemplate.tempSn, tempSn))
    .then((rows) => rows[0] ?? null);

/** The goods a theme curates. */
const inTheme = (tempSn: number) =>
  inArray(product.prodSn, sql`(select tp.prod_sn from ${templateProduct} tp where tp.temp_sn = ${tempSn})`);

/** How many goods of the theme may be offered. */
export const countThemeGoods = (db: Executor, tempSn: number) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(product)
    .where(and(offerable(), inTheme(tempSn)))
    .then((rows) => rows[0]?.n ?? 0);

/** Whether the theme curates this product. */
export const themeHasGoods = (db: Executor, tempSn: number, prodSn: number) =>
  db
    .select({ prodSn: templateProduct.prodSn })
    .from(templateProduct)
    .where(and(eq(templateProduct.tempSn, tempSn), eq(templateProduct.prodSn, prodSn)))
    .then((rows) => rows.length > 0);

/**
 * The themes in use, in their display order, with how many of their goods may be offered (the subquery names the
 * outer table itself: drizzle leaves a lone table's columns unqualified, which the subquery would read as its own).
 */
export const listThemeOptions = (db: Executor) =>
  db
    .select({
      tempSn: eventTemplate.tempSn,
      tempNm: eventTemplate.tempNm,
      goodsCount: sql<number>`(select count(*)::int from ${templateProduct} tp join ${product} p
        on p.prod_sn = tp.prod_sn where tp.temp_sn = event_template.temp_sn
        and p.sign_stat_cd = '03' and p.use_yn = 'Y')`,
    })
    .from(eventTemplate)
    .where(eq(eventTemplate.useYn, 'Y'))
    .orderBy(asc(eventTemplate.seqNo), asc(eventTemplate.tempSn));

export type GoodsOptionFilter = { searchProdNm: string | null; tempSn: number | null };

const goodsOptionConditions = (f: GoodsOptionFilter) =>
  and(
    offerable(),
    f.searchProdNm
      ? or(
          ilike(product.prodNm, containsPattern(f.searchProdNm)),
          ilike(product.brandNm, containsPattern(f.searchProdNm)),
        )
      : undefined,
    f.tempSn ? inTheme(f.tempSn) : undefined,
  );

export const countGoodsOptions = (db: Executor, f: GoodsOptionFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(product)
    .where(goodsOptionConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const listGoodsOptions = (db: Executor, f: GoodsOptionFilter, offset: number, limit: number) =>
  db
    .select(goodsColumns)
    .from(product)
    .where(goodsOptionConditions(f))
    .orderBy(desc(product.prodSn))
    .limit(limit)
    .offset(offset);
