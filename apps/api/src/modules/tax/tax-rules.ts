import {
  type CompanyTaxRules,
  isTaxPurpose,
  type TaxRuleKind,
  type TaxStatuteRule,
  type TaxStatuteRuleRow,
} from '@pcs/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyFamilyLimit, companyTaxSetting, taxStatuteRule } from '../../db/schema/index';
import { ymdHmsKst } from '../../lib/time';

/** The statutory rules as stored (for /tax/rules) and as the domain reads them. */
export async function statuteRuleRows(db: Executor): Promise<TaxStatuteRuleRow[]> {
  const rows = await db
    .select()
    .from(taxStatuteRule)
    .orderBy(asc(taxStatuteRule.kind), asc(taxStatuteRule.ruleCd), asc(taxStatuteRule.validFrom));
  return rows.map((r) => ({
    ruleSn: r.ruleSn,
    ruleCd: r.ruleCd,
    kind: r.kind as TaxRuleKind,
    title: r.title,
    purposes: r.purposes.filter(isTaxPurpose),
    limitAmt: r.limitAmt,
    maxCount: r.maxCount,
    withinMonths: r.withinMonths,
    companyLimitYn: r.companyLimitYn === 'Y' ? 'Y' : 'N',
    validFrom: r.validFrom,
    validTo: r.validTo,
    source: r.source,
    note: r.note,
    updatedAt: ymdHmsKst(r.updatedAt),
  }));
}

export const toStatuteRule = (r: TaxStatuteRuleRow): TaxStatuteRule => ({
  ruleCd: r.ruleCd,
  kind: r.kind,
  title: r.title,
  purposes: r.purposes,
  limitAmt: r.limitAmt,
  maxCount: r.maxCount,
  withinMonths: r.withinMonths,
  companyLimit: r.companyLimitYn === 'Y',
  validFrom: r.validFrom,
  validTo: r.validTo,
  source: r.source,
});

export const statuteRules = async (db: Executor): Promise<TaxStatuteRule[]> =>
  (await statuteRuleRows(db)).map(toStatuteRule);

/** Companies' own rules; a company that never saved any has the defaults (명절 is income, no 경조 limits). */
export async function companyRulesOf(
  db: Executor,
  cmpyCds: readonly string[],
): Promise<Map<string, CompanyTaxRules>> {
  const out = new Map<string, CompanyTaxRules>(
    cmpyCds.map((c) => [c, { holidayIncomeYn: 'Y', familyEventLimits: [] }]),
  );
  if (cmpyCds.length === 0) return out;
  const settings = await db
    .select()
    .from(companyTaxSetting)
    .where(inArray(companyTaxSetting.cmpyCd, [...cmpyCds]));
  for (const s of settings) {
    const rules = out.get(s.cmpyCd);
    if (rules) rules.holidayIncomeYn = s.holidayIncomeYn === 'N' ? 'N' : 'Y';
  }
  const limits = await db
    .select()
    .from(companyFamilyLimit)
    .where(inArray(companyFamilyLimit.cmpyCd, [...cmpyCds]))
    .orderBy(asc(companyFamilyLimit.kind), asc(companyFamilyLimit.validFrom));
  for (const l of limits)
    out.set(l.cmpyCd, {
      ...(out.get(l.cmpyCd) ?? { holidayIncomeYn: 'Y', familyEventLimits: [] }),
      familyEventLimits: [
        ...(out.get(l.cmpyCd)?.familyEventLimits ?? []),
        { kind: l.kind, limitAmt: l.limitAmt, validFrom: l.validFrom },
      ],
    });
  return out;
}

export const companyRulesOne = async (db: Executor, cmpyCd: string): Promise<CompanyTaxRules> =>
  (await companyRulesOf(db, [cmpyCd])).get(cmpyCd) ?? { holidayIncomeYn: 'Y', familyEventLimits: [] };

/** Replaces a company's own rules (its setting and its whole 경조 규정), in the caller's transaction. */
export async function replaceCompanyRules(
  tx: Executor,
  cmpyCd: string,
  rules: CompanyTaxRules,
  by: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(companyTaxSetting)
    .values({ cmpyCd, holidayIncomeYn: rules.holidayIncomeYn, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({
      target: companyTaxSetting.cmpyCd,
      set: { holidayIncomeYn: rules.holidayIncomeYn, updatedBy: by, updatedAt: now },
    });
  await tx.delete(companyFamilyLimit).where(eq(companyFamilyLimit.cmpyCd, cmpyCd));
  if (rules.familyEventLimits.length > 0)
    await tx
      .insert(companyFamilyLimit)
      .values(rules.familyEventLimits.map((l) => ({ cmpyCd, ...l, updatedBy: by, updatedAt: now })));
}
