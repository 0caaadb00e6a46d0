import {
  addTaxFigures,
  type CompanyTaxRules,
  emptyTaxFigures,
  isTaxPurpose,
  type TaxFigures,
  type TaxLine,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { figuresOf } from './ledger';
import { taxLinesSql } from './tax-lines';
import { companyRulesOf, statuteRules } from './tax-rules';

/**
 * How many lines one fetch of the cursor brings: bounds the memory whatever the number of employees. Once each batch
 * is emptied after use (below), 1,000, 2,000 and 5,000 give the same peak and time (bench:tax).
 */
const FETCH_ROWS = 5_000;

type Raw = Omit<TaxLine, 'amount' | 'purpose'> & { cmpyCd: string; purpose: string; amount: number | string };

/**
 * Every employee's year of every company (or one), streamed: one cursor over the ledger's lines in employee order, a
 * batch at a time, each employee's lines handed to the domain's rule as soon as they are complete. Memory stays at
 * one batch and one employee, so the 연말정산 summary of every company runs in one pass (bench:tax).
 */
export async function forEachEmployeeYear(
  db: Db,
  year: number,
  now: Date,
  cmpyCd: string | null,
  visit: (unqUserId: string, cmpyCd: string, figures: TaxFigures) => void,
): Promise<{ employees: number; lines: number; totals: TaxFigures }> {
  const statute = await statuteRules(db);
  const cmpyCds = (
    await queryRows<{ cmpyCd: string }>(
      db,
      sql`select cmpy_cd as "cmpyCd" from company ${cmpyCd ? sql`where cmpy_cd = ${cmpyCd}` : sql``}`,
    )
  ).map((r) => r.cmpyCd);
  const rules = await companyRulesOf(db, cmpyCds);
  const fallback: CompanyTaxRules = { holidayIncomeYn: 'Y', familyEventLimits: [] };
  const totals = emptyTaxFigures();
  let employees = 0;
  let lines = 0;
  let current: TaxLine[] = [];
  let currentCmpy = '';
  const flush = () => {
    const first = current[0];
    if (!first) return;
    const figures = figuresOf(current, statute, rules.get(currentCmpy) ?? fallback, year, null);
    addTaxFigures(totals, figures);
    visit(first.unqUserId, currentCmpy, figures);
    employees += 1;
    current = [];
  };
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`declare tax_year_lines no scroll cursor for
          select * from (${taxLinesSql({ cmpyCd }, year, now)}) l
          order by l."unqUserId", l."yyyymm", l."giftDt", l."ordSn"`,
    );
    for (;;) {
      const batch = await queryRows<Raw>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from tax_year_lines`));
      for (const r of batch) {
        if (current.length > 0 && current[0]?.unqUserId !== r.unqUserId) flush();
        currentCmpy = r.cmpyCd;
        current.push({
          ...r,
          purpose: isTaxPurpose(r.purpose) ? r.purpose : 'REWARD',
          amount: Number(r.amount),
        });
      }
      const fetched = batch.length;
      lines += fetched;
      // Emptied at once: left to go out of scope, the rows stayed reachable from this suspended function into the
      // next fetch, so the young generation promoted nearly every row (315 MB over bench:tax's year) and the old
      // one grew by 100 MB between full collections. Emptied, 21 MB is promoted and the heap stays flat.
      batch.length = 0;
      if (fetched < FETCH_ROWS) break;
    }
    flush();
    await tx.execute(sql`close tax_year_lines`);
  });
  return { employees, lines, totals };
}
