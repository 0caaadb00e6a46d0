import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { rulesInUse } from './engine-rules';
import { notifyApprovalsWaiting } from './notify-approvals-waiting';
import type { OccasionDeps } from './occasion-deps';
import { OccurrenceBuilder } from './occurrence-builder';
import { computeDays } from './prefilter-window';
import {
  insertOccurrences,
  keyAfter,
  type PersonRow,
  peopleByIds,
  prefilteredPeople,
  prefilterFrom,
  storedKeys,
  withoutJit,
} from './repository-engine';

/** Employees per key range of a full run: the pre-filter reads the table once, in slices this size. */
export const COMPUTE_SLICE = 20_000;
/** Pre-filtered employees per page when reading company by company. */
export const COMPANY_PAGE = 5_000;
/** Up to this many companies with rules, a run reads company by company (their index) instead of the whole table. */
const COMPANY_WISE_MAX = 100;

export type ComputeScope = {
  /** One company's employees (its rules saved). */
  cmpyCd?: string;
  /** These people only (their HR data changed); no pre-filter. */
  unqUserIds?: readonly string[];
  /** Read the whole table in key ranges even for few companies (tests and the bench compare both ways). */
  sweep?: boolean;
};

export type ComputeResult = {
  /** Companies with a rule in use that the run covered. */
  companies: number;
  /** Employees the pre-filter let through (each went through upcomingOccurrences). */
  people: number;
  /** Occurrences computed, and how many of them were new (the rest were stored before). */
  occurrences: number;
  inserted: number;
};

/**
 * The daily computation (decision 036): every occurrence of the next 30 days of the employees of every company with
 * a rule in use (or of one company, or of some people), stored once per person and key (insert ... on conflict do
 * nothing), so runs repeated or run by several processes queue nothing twice. WAITING when the rule asks for the
 * client manager's approval, else SCHEDULED. Employees are pre-filtered in SQL (prefilter-window.ts) and handled in
 * bounded slices, each stored before the next is read, so memory stays flat however large the table. It only adds:
 * what no longer holds is cancelled by the recomputations that HR and rule changes call.
 */
export async function computeOccasions(
  deps: OccasionDeps & { publicUrl?: string },
  scope: ComputeScope = {},
): Promise<ComputeResult> {
  const now = deps.now();
  const days = computeDays(now);
  const result: ComputeResult = { companies: 0, people: 0, occurrences: 0, inserted: 0 };

  const take = async (
    builder: OccurrenceBuilder,
    people: readonly PersonRow[],
    range?: { after: string | null; upTo: string | null },
  ) => {
    if (people.length === 0) return;
    const built = await builder.build(people);
    const rows = [...built.values()].flat();
    result.people += people.length;
    result.occurrences += rows.length;
    if (rows.length === 0) return;
    // Most keys of a run are stored already (the window moves a day a day): only the others are written.
    const stored = await storedKeys(deps.db, range ?? { unqUserIds: people.map((p) => p.unqUserId) });
    const fresh = rows.filter((r) => !stored.has(`${r.unqUserId}|${r.occurrenceKey}`));
    if (fresh.length === 0) return;
    // Recomputable rows: a crash that loses the last commits costs nothing the next run does not redo, so the
    // run does not wait for each commit's flush.
    result.inserted += await deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      const inserted = await insertOccurrences(tx, fresh, now);
      // Occurrences waiting for approval are announced with them (decision 056); a lost commit loses both.
      if (deps.publicUrl) await notifyApprovalsWaiting(tx, deps.publicUrl, fresh);
      return inserted;
    });
  };

  if (scope.unqUserIds) {
    for (let i = 0; i < scope.unqUserIds.length; i += COMPANY_PAGE) {
      const people = await peopleByIds(deps.db, scope.unqUserIds.slice(i, i + COMPANY_PAGE));
      const cmpyCds = [...new Set(people.flatMap((p) => (p.cmpyCd ? [p.cmpyCd] : [])))];
      const builder = new OccurrenceBuilder(deps.db, await rulesInUse(deps.db, cmpyCds), days, now);
      result.companies += builder.rules.size;
      await take(builder, people);
    }
    return result;
  }

  const rules = await rulesInUse(deps.db, scope.cmpyCd ? [scope.cmpyCd] : null);
  const builder = new OccurrenceBuilder(deps.db, rules, days, now);
  const windows = [...builder.windows.values()];
  result.companies = windows.length;
  if (windows.length === 0) return result;

  if (!scope.sweep && (scope.cmpyCd || windows.length <= COMPANY_WISE_MAX)) {
    for (const window of windows)
      for (let after: string | null = null; ; ) {
        const page = await prefilteredPeople(
          deps.db,
          [window],
          days,
          { cmpyCd: window.cmpyCd, after },
          COMPANY_PAGE,
        );
        await take(builder, page);
        if (page.length < COMPANY_PAGE) break;
        after = page.at(-1)!.unqUserId;
      }
    return result;
  }

  for (let after: string | null = null; ; ) {
    const upTo = await keyAfter(deps.db, after, COMPUTE_SLICE);
    await take(builder, await prefilteredPeople(deps.db, windows, days, { after, upTo }, null), {
      after,
      upTo,
    });
    if (upTo === null) break;
    after = upTo;
  }
  return result;
}

/** The full run's pre-filtered employees counted in one plain statement: the bench prints the run beside it. */
export async function countPrefiltered(deps: OccasionDeps): Promise<number> {
  const now = deps.now();
  const days = computeDays(now);
  const builder = new OccurrenceBuilder(deps.db, await rulesInUse(deps.db, null), days, now);
  const windows = [...builder.windows.values()];
  if (windows.length === 0) return 0;
  // Under the same settings as the run's slices (JIT off).
  const [row] = await withoutJit(deps.db, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${prefilterFrom(windows, days, {})}`),
  );
  return row?.n ?? 0;
}
