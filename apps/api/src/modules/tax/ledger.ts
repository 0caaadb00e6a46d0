import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  addTaxFigures,
  type CompanyTaxRules,
  employeeTaxThrough,
  emptyTaxFigures,
  listMaskingFor,
  maskName,
  subtractTaxFigures,
  type TaxFigures,
  type TaxLedgerReply,
  type TaxLedgerRow,
  type TaxLine,
  type TaxStatuteRule,
  type taxLedgerRequestSchema,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { recordAccess } from '../access-log';
import { type TaxLineRow, type TaxScope, taxLinesOf } from './tax-lines';
import { companyRulesOf, statuteRules } from './tax-rules';

type Deps = { db: Executor; now: () => Date };
export type LedgerFilter = Omit<z.infer<typeof taxLedgerRequestSchema>, 'page' | 'pageSize'>;

export type PersonRow = {
  unqUserId: string;
  userId: string;
  userNm: string;
  sabun: string | null;
  cmpyCd: string;
  cmpyNm: string;
  grupNm: string | null;
};

/** The people the lines name, with their company and group names. */
export async function peopleOf(db: Executor, unqUserIds: readonly string[]): Promise<Map<string, PersonRow>> {
  if (unqUserIds.length === 0) return new Map();
  const rows = await queryRows<PersonRow>(
    db,
    sql`select u.unq_user_id as "unqUserId", u.user_id as "userId", u.user_nm as "userNm", u.sabun,
          u.cmpy_cd as "cmpyCd", coalesce(c.cmpy_nm, '') as "cmpyNm", g.grup_nm as "grupNm"
        from app_user u
          left join company c on c.cmpy_cd = u.cmpy_cd
          left join company_group g on g.cmpy_cd = u.cmpy_cd and g.grup_cd = u.grup_cd
        where u.unq_user_id in (${sql.join(
          unqUserIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.unqUserId, r]));
}

/** Groups lines by employee, in the order they came. */
export function byEmployee(lines: readonly TaxLineRow[]): Map<string, TaxLineRow[]> {
  const out = new Map<string, TaxLineRow[]>();
  for (const l of lines) {
    const list = out.get(l.unqUserId);
    if (list) list.push(l);
    else out.set(l.unqUserId, [l]);
  }
  return out;
}

/** One employee's figures for the year or one month of it: the domain's rule, the one owner of the arithmetic. */
export function figuresOf(
  lines: readonly TaxLine[],
  statute: readonly TaxStatuteRule[],
  company: CompanyTaxRules,
  year: number,
  month: number | null,
): TaxFigures {
  // The year is one pass; a month is the year through it less the year through the month before.
  if (!month) return employeeTaxThrough(lines, statute, company, `${year}12`);
  const through = (m: number) => `${year}${String(m).padStart(2, '0')}`;
  const upTo = employeeTaxThrough(lines, statute, company, through(month));
  return month === 1
    ? upTo
    : subtractTaxFigures(upTo, employeeTaxThrough(lines, statute, company, through(month - 1)));
}

const DEFAULT_RULES: CompanyTaxRules = { holidayIncomeYn: 'Y', familyEventLimits: [] };

/** Every employee's figures of the filter, sorted by company and name, with the period's totals. */
export async function computeLedger(
  deps: Deps,
  scope: TaxScope,
  filter: Pick<LedgerFilter, 'year' | 'month'> &
    Partial<Pick<LedgerFilter, 'purpose' | 'taxableOnly' | 'searchText'>>,
): Promise<{
  rows: (PersonRow & { figures: TaxFigures })[];
  totals: TaxFigures;
  billedAmt: number;
  draftMonths: string[];
}> {
  const lines = await taxLinesOf(deps.db, scope, filter.year, deps.now());
  const statute = await statuteRules(deps.db);
  const groups = byEmployee(lines);
  const companies = await companyRulesOf(deps.db, [...new Set(lines.map((l) => l.cmpyCd))]);
  const people = await peopleOf(deps.db, [...groups.keys()]);
  const month = filter.month ?? null;
  const inPeriod = (l: TaxLineRow) => month === null || Number(l.yyyymm.slice(4)) === month;
  const search = filter.searchText?.trim().toLowerCase() ?? '';
  const rows: (PersonRow & { figures: TaxFigures })[] = [];
  const totals = emptyTaxFigures();
  for (const [unqUserId, own] of groups) {
    const person = people.get(unqUserId);
    if (!person) continue;
    const figures = figuresOf(
      own,
      statute,
      companies.get(own[0]?.cmpyCd ?? '') ?? DEFAULT_RULES,
      filter.year,
      month,
    );
    if (!own.some(inPeriod)) continue;
    if (filter.purpose && figures.byPurpose[filter.purpose] === 0) continue;
    if (filter.taxableOnly === 'Y' && figures.incomeTaxable <= 0 && figures.vatTaxable <= 0) continue;
    if (
      search &&
      ![person.userNm, person.userId, person.sabun ?? ''].some((v) => v.toLowerCase().includes(search))
    )
      continue;
    rows.push({ ...person, figures });
    addTaxFigures(totals, figures);
  }
  rows.sort((a, b) => a.cmpyNm.localeCompare(b.cmpyNm, 'ko') || a.userNm.localeCompare(b.userNm, 'ko'));
  const period = lines.filter(inPeriod);
  return {
    rows,
    totals,
    billedAmt: period.reduce((s, l) => s + l.amount, 0),
    draftMonths: [...new Set(period.filter((l) => !l.confirmed).map((l) => l.yyyymm))].sort(),
  };
}

/**
 * POST /v1/ebmp/pcs/tax/ledger/list.json (/tax/ledger): each employee's gifts of a month or a year with what is a
 * deemed supply and what is income. Operators any company (names masked across companies), a client manager their
 * own; the read is access-logged (it lists people and their taxable amounts).
 */
export async function listTaxLedger(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof taxLedgerRequestSchema>,
): Promise<TaxLedgerReply> {
  const cmpyCd = companyScope(user, input.cmpyCd);
  const { rows, totals, billedAmt, draftMonths } = await computeLedger(deps, { cmpyCd }, input);
  const masking = listMaskingFor(user.authCd);
  const lastPage = Math.max(0, Math.ceil(rows.length / input.pageSize) - 1);
  const page = Math.min(input.page, lastPage);
  const shown: TaxLedgerRow[] = rows
    .slice(page * input.pageSize, (page + 1) * input.pageSize)
    .map((r) => ({ ...r, userNm: masking.name ? maskName(r.userNm) : r.userNm }));
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.read,
    target: ACCESS_TARGET.taxLedger,
    rowCount: shown.length,
    cmpyCd,
  });
  return {
    year: input.year,
    month: input.month ?? null,
    page: { list: shown, totalCount: rows.length, page, pageSize: input.pageSize },
    totals,
    billedAmt,
    draftMonths,
  };
}
