import {
  CONDOLENCE_RELATIONS,
  type CondolenceRelation,
  HOLIDAY_MOVES,
  isOccasionType,
  type OccasionRuleDates,
  SEND_WHENS,
} from '@pcs/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { occasionRule } from '../../db/schema/index';

export type RuleRow = typeof occasionRule.$inferSelect;

/** A rule as the engine runs it: the date part the domain reads, and what the engine needs beside it. */
export type EngineRule = OccasionRuleDates & { cmpyCd: string; ruleNm: string; approvalYn: string };

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The stored rule in the domain's terms; null for a code the domain does not know (never sent anything). */
export function toEngineRule(row: RuleRow): EngineRule | null {
  if (!isOccasionType(row.occasionType)) return null;
  return {
    ruleSn: row.ruleSn,
    cmpyCd: row.cmpyCd,
    ruleNm: row.ruleNm,
    approvalYn: row.approvalYn,
    occasionType: row.occasionType,
    useYn: row.useYn === 'Y' && row.delYn === 'N' ? 'Y' : 'N',
    sendWhen: oneOf(SEND_WHENS, row.sendWhen, 'ON_DAY'),
    offsetDays: row.offsetDays,
    holidayMove: oneOf(HOLIDAY_MOVES, row.holidayMove, 'PREVIOUS'),
    sendTm: row.sendTm,
    tenureTiers: row.tenureTiers,
    relationList: row.relationList.filter((r): r is CondolenceRelation =>
      (CONDOLENCE_RELATIONS as readonly string[]).includes(r),
    ),
    grupCdList: row.grupCdList,
    fixedDt: row.fixedDt,
    repeatYearlyYn: row.repeatYearlyYn === 'Y' ? 'Y' : 'N',
  };
}

/** The rules in use (use_yn Y, not deleted), of some companies or of all, by company. */
export async function rulesInUse(
  db: Executor,
  cmpyCds: readonly string[] | null,
): Promise<Map<string, EngineRule[]>> {
  const rows = await db
    .select()
    .from(occasionRule)
    .where(
      and(
        eq(occasionRule.useYn, 'Y'),
        eq(occasionRule.delYn, 'N'),
        cmpyCds ? inArray(occasionRule.cmpyCd, [...cmpyCds]) : undefined,
      ),
    )
    .orderBy(occasionRule.cmpyCd, occasionRule.ruleSn);
  const byCompany = new Map<string, EngineRule[]>();
  for (const row of rows) {
    const rule = toEngineRule(row);
    if (!rule) continue;
    const list = byCompany.get(rule.cmpyCd) ?? [];
    list.push(rule);
    byCompany.set(rule.cmpyCd, list);
  }
  return byCompany;
}
