import { RECIPIENT_ROLES } from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { OCCURRENCE_STAT } from './occurrence-status';
import { type CompanyWindow, type ComputeDays, type DayRange, windowClasses } from './prefilter-window';

/*
 * The engine's SQL (decision 036): who may have an occurrence, their HR data and groups, and the occurrences
 * themselves. Raw statements where the set-based form matters (the pre-filter, bulk writes through unnest).
 */

/** An employee as the engine reads them: account state and HR data. */
export type PersonRow = {
  unqUserId: string;
  cmpyCd: string | null;
  grupCd: string | null;
  authCd: string;
  useYn: string;
  regStat: string;
  birthDt: string | null;
  lunarYn: string;
  leapMonthYn: string;
  hireDt: string | null;
  leaveDt: string | null;
};

const personColumns = sql`u.unq_user_id as "unqUserId", u.cmpy_cd as "cmpyCd", u.grup_cd as "grupCd",
  u.auth_cd as "authCd", u.use_yn as "useYn", u.reg_stat as "regStat", u.birth_dt as "birthDt",
  u.lunar_yn as "lunarYn", u.leap_month_yn as "leapMonthYn", u.hire_dt as "hireDt", u.leave_dt as "leaveDt"`;

/** Accounts that receive occasions: active, accepted, recipients (10, 20). */
export const recipientAccount = sql`u.use_yn = 'Y' and u.reg_stat = 'ACCEPT'
  and u.auth_cd = any(${sql.param([...RECIPIENT_ROLES])}::text[])`;

/** Where a pre-filter reads: the whole table in key ranges, one company, or the people after a key. */
export type PrefilterScope = {
  /** unq_user_id > after. */
  after?: string | null;
  /** unq_user_id <= upTo. */
  upTo?: string | null;
  cmpyCd?: string | null;
};

const scopeOf = (column: SQL, s: PrefilterScope) =>
  sql.join(
    [s.after ? sql`and ${column} > ${s.after}` : sql``, s.upTo ? sql`and ${column} <= ${s.upTo}` : sql``],
    sql` `,
  );

const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/**
 * FROM and WHERE of the pre-filter: employees of the windows' companies who receive occasions, have not left before
 * the window, and whose birthday (solar, by month and day; every lunar one), hire anniversary, approved life event or
 * company group day can fall in it. Companies with the same window share one term (windowClasses). The bench
 * counts the same rows with it.
 */
export function prefilterFrom(windows: readonly CompanyWindow[], days: ComputeDays, scope: PrefilterScope) {
  const between = (column: SQL, spans: readonly [string, string][]) =>
    spans.map(([lo, hi]) => sql`substr(${column}, 5, 4) between ${lo} and ${hi}`);
  const terms = windowClasses(windows).map(({ cmpyCds, window: w }) => {
    const reasons: SQL[] = [];
    if (w.everyone) reasons.push(sql`true`);
    if (w.lunar) reasons.push(sql`(u.lunar_yn = 'Y' and u.birth_dt is not null)`);
    if (w.birthday.length > 0)
      reasons.push(
        sql`(u.lunar_yn <> 'Y' and (${sql.join(between(sql`u.birth_dt`, w.birthday), sql` or `)}))`,
      );
    reasons.push(...between(sql`u.hire_dt`, w.hire));
    // Life events are few: one pass over those of the scope, hashed, instead of a probe per employee.
    if (w.life)
      reasons.push(sql`u.unq_user_id in (select e.unq_user_id from user_life_event e
        where e.stat_cd = 'APPROVED' and e.event_dt between ${w.life.lo} and ${w.life.hi}
        ${scopeOf(sql`e.unq_user_id`, scope)})`);
    const company =
      cmpyCds.length === 1 ? sql`u.cmpy_cd = ${cmpyCds[0]}` : sql`u.cmpy_cd = any(${textArray(cmpyCds)})`;
    return reasons.length === 0 ? sql`false` : sql`(${company} and (${sql.join(reasons, sql` or `)}))`;
  });
  return sql`
    from app_user u
    where ${recipientAccount} ${scopeOf(sql`u.unq_user_id`, scope)}
      ${scope.cmpyCd ? sql`and u.cmpy_cd = ${scope.cmpyCd}` : sql``}
      and (u.leave_dt is null or u.leave_dt >= ${days.lifeFirst})
      and (${sql.join(terms, sql` or `)})`;
}

/**
 * Runs a read with PostgreSQL's JIT off: a slice of the pre-filter is short, and compiling its expressions took
 * longer (0.4 s) than running it.
 */
export const withoutJit = <T>(db: Db, read: (tx: Executor) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });

/** The pre-filtered employees of a scope, by unq_user_id; `limit` pages a company's (keyset on `after`). */
export const prefilteredPeople = (
  db: Db,
  windows: readonly CompanyWindow[],
  days: ComputeDays,
  scope: PrefilterScope,
  limit: number | null,
) =>
  windows.length === 0
    ? Promise.resolve([] as PersonRow[])
    : withoutJit(db, (tx) =>
        queryRows<PersonRow>(
          tx,
          sql`select ${personColumns} ${prefilterFrom(windows, days, scope)}
            order by u.unq_user_id ${limit === null ? sql`` : sql`limit ${limit}`}`,
        ),
      );

/**
 * The key `size` employees after `after` (any account: the ranges only cut the table), or null when fewer are left.
 * An index-only walk of the primary key, so the pre-filter reads the table once in bounded slices.
 */
export async function keyAfter(db: Executor, after: string | null, size: number): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select unq_user_id as id from app_user ${after ? sql`where unq_user_id > ${after}` : sql``}
      order by unq_user_id offset ${size - 1} limit 1`,
  );
  return row?.id ?? null;
}

/** These people as they are now, whatever their account state (a recomputation cancels what no longer holds). */
export const peopleByIds = (db: Executor, unqUserIds: readonly string[]) =>
  unqUserIds.length === 0
    ? Promise.resolve([] as PersonRow[])
    : queryRows<PersonRow>(
        db,
        sql`select ${personColumns} from app_user u
          where u.unq_user_id = any(${textArray(unqUserIds)}) order by u.unq_user_id`,
      );

/** The group links of some companies: a rule for a group reaches the groups under it. */
export const groupLinks = (db: Executor, cmpyCds: readonly string[]) =>
  cmpyCds.length === 0
    ? Promise.resolve([])
    : queryRows<{ cmpyCd: string; grupCd: string; parentGrupCd: string | null }>(
        db,
        sql`select cmpy_cd as "cmpyCd", grup_cd as "grupCd", parent_grup_cd as "parentGrupCd"
          from company_group where cmpy_cd = any(${textArray(cmpyCds)})`,
      );

/**
 * Approved life events of these people on days of `range`. An employee's own request carries who approved it and
 * when: that decision is also the approval of the gift it yields, so the manager is not asked twice.
 */
export const approvedLifeEvents = (db: Executor, unqUserIds: readonly string[], range: DayRange) =>
  unqUserIds.length === 0
    ? Promise.resolve([])
    : queryRows<{
        lifeEventSn: number;
        unqUserId: string;
        occasionType: string;
        eventDt: string;
        relationCd: string | null;
        approvedBy: string | null;
        approvedAt: Date | string | null;
      }>(
        db,
        sql`select life_event_sn as "lifeEventSn", unq_user_id as "unqUserId", occasion_type as "occasionType",
            event_dt as "eventDt", relation_cd as "relationCd",
            case when created_by = unq_user_id then decided_by end as "approvedBy",
            case when created_by = unq_user_id then decided_at end as "approvedAt"
          from user_life_event
          where unq_user_id = any(${textArray(unqUserIds)}) and stat_cd = 'APPROVED'
            and event_dt between ${range.lo} and ${range.hi}`,
      );

/** An occurrence to store (the domain's Occurrence of one person, with its status). */
export type OccurrenceInsert = {
  unqUserId: string;
  cmpyCd: string;
  ruleSn: number;
  occurrenceKey: string;
  occasionType: string;
  eventDt: string;
  sendDt: string;
  sendAt: Date;
  years: number | null;
  lifeEventSn: number | null;
  relationCd: string | null;
  lateYn: 'Y' | 'N';
  statCd: string;
  /** A gift approved when it is made: that of an employee's request, by the manager who approved the request. */
  approvedBy: string | null;
  approvedAt: Date | null;
};

const OCCURRENCE_COLUMNS: readonly BulkColumn<OccurrenceInsert>[] = [
  { name: 'unq_user_id', type: 'text', value: (o) => o.unqUserId },
  { name: 'cmpy_cd', type: 'text', value: (o) => o.cmpyCd },
  { name: 'rule_sn', type: 'integer', value: (o) => o.ruleSn },
  { name: 'occurrence_key', type: 'text', value: (o) => o.occurrenceKey },
  { name: 'occasion_type', type: 'text', value: (o) => o.occasionType },
  { name: 'event_dt', type: 'text', value: (o) => o.eventDt },
  { name: 'send_dt', type: 'text', value: (o) => o.sendDt },
  { name: 'send_at', type: 'timestamptz', value: (o) => o.sendAt },
  { name: 'years', type: 'integer', value: (o) => o.years },
  { name: 'life_event_sn', type: 'integer', value: (o) => o.lifeEventSn },
  { name: 'relation_cd', type: 'text', value: (o) => o.relationCd },
  { name: 'late_yn', type: 'text', value: (o) => o.lateYn },
  { name: 'stat_cd', type: 'text', value: (o) => o.statCd },
  { name: 'approved_by', type: 'text', value: (o) => o.approvedBy },
  { name: 'approved_at', type: 'timestamptz', value: (o) => o.approvedAt },
];

const byPersonAndKey = (a: OccurrenceInsert, b: OccurrenceInsert) =>
  a.unqUserId < b.unqUserId
    ? -1
    : a.unqUserId > b.unqUserId
      ? 1
      : a.occurrenceKey < b.occurrenceKey
        ? -1
        : a.occurrenceKey > b.occurrenceKey
          ? 1
          : 0;

/**
 * Stores occurrences once per (person, key): a key already stored, by this run, another run or another process, is
 * left as it is. Rows go in (person, key) order, so two processes inserting overlapping sets wait for each other in
 * one direction only, never in a circle. Returns how many were new. Stamped with the run's clock, like the updates,
 * so the public API's updatedSince reads one clock.
 */
export function insertOccurrences(db: Executor, rows: OccurrenceInsert[], at: Date): Promise<number> {
  const columns: readonly BulkColumn<OccurrenceInsert>[] = [
    ...OCCURRENCE_COLUMNS,
    { name: 'created_at', type: 'timestamptz', value: () => at },
    { name: 'updated_at', type: 'timestamptz', value: () => at },
  ];
  return bulkInsert(db, 'occasion_occurrence', columns, rows.sort(byPersonAndKey), {
    onConflict: sql`on conflict (unq_user_id, occurrence_key) do nothing`,
  });
}

/**
 * The keys already stored for some people, whatever their state: a run inserts only the others (the insert still
 * says on conflict do nothing, for a process storing the same keys meanwhile). A slice of the full run reads its
 * key range of the (person, key) index in one pass.
 */
export async function storedKeys(
  db: Executor,
  people: { unqUserIds: readonly string[] } | { after: string | null; upTo: string | null },
): Promise<Set<string>> {
  const where =
    'unqUserIds' in people
      ? sql`unq_user_id = any(${textArray(people.unqUserIds)})`
      : sql`true ${scopeOf(sql`unq_user_id`, people)}`;
  const rows = await queryRows<{ k: string }>(
    db,
    sql`select unq_user_id || '|' || occurrence_key as k from occasion_occurrence where ${where}`,
  );
  return new Set(rows.map((r) => r.k));
}

/** A stored occurrence a recomputation may change: unsent (WAITING, SCHEDULED) or cancelled. */
export type OpenOccurrence = {
  occurrenceSn: number;
  unqUserId: string;
  cmpyCd: string;
  ruleSn: number;
  occurrenceKey: string;
  eventDt: string;
  sendDt: string;
  sendAt: Date | string;
  years: number | null;
  lifeEventSn: number | null;
  relationCd: string | null;
  lateYn: string;
  statCd: string;
  approvedAt: Date | string | null;
};

export const openOccurrencesOf = (db: Executor, unqUserIds: readonly string[]) =>
  unqUserIds.length === 0
    ? Promise.resolve([] as OpenOccurrence[])
    : queryRows<OpenOccurrence>(
        db,
        sql`select occurrence_sn as "occurrenceSn", unq_user_id as "unqUserId", cmpy_cd as "cmpyCd",
            rule_sn as "ruleSn", occurrence_key as "occurrenceKey", event_dt as "eventDt", send_dt as "sendDt",
            send_at as "sendAt", years, life_event_sn as "lifeEventSn", relation_cd as "relationCd",
            late_yn as "lateYn", stat_cd as "statCd", approved_at as "approvedAt"
          from occasion_occurrence
          where unq_user_id = any(${textArray(unqUserIds)})
            and stat_cd in (${OCCURRENCE_STAT.waiting}, ${OCCURRENCE_STAT.scheduled}, ${OCCURRENCE_STAT.cancelled})
          order by occurrence_sn`,
      );

/** People with an occurrence of a company a recomputation may change (sent on `fromDt` or later). */
export const companyOccurrencePeople = (db: Executor, cmpyCd: string, fromDt: string) =>
  queryRows<{ unqUserId: string }>(
    db,
    sql`select distinct unq_user_id as "unqUserId" from occasion_occurrence
      where cmpy_cd = ${cmpyCd} and send_dt >= ${fromDt}
        and stat_cd in (${OCCURRENCE_STAT.waiting}, ${OCCURRENCE_STAT.scheduled}, ${OCCURRENCE_STAT.cancelled})`,
  ).then((rows) => rows.map((r) => r.unqUserId));

/** A recomputed occurrence: its new plan and state (a cancelled one comes back when it holds again). */
export type OccurrenceUpdate = OccurrenceInsert & { occurrenceSn: number; fromStats: readonly string[] };

/**
 * Rewrites occurrences with their recomputed plan, each only while it is still in one of the states it was read in
 * (a conditional update: one the sender took meanwhile stays sent). Returns how many changed.
 */
export async function updateOccurrences(db: Executor, rows: readonly OccurrenceUpdate[], now: Date) {
  if (rows.length === 0) return 0;
  const sorted = [...rows].sort((a, b) => a.occurrenceSn - b.occurrenceSn);
  const ints = (f: (o: OccurrenceUpdate) => number | null) => sql`${sql.param(sorted.map(f))}::integer[]`;
  const texts = (f: (o: OccurrenceUpdate) => string | null) => textArray(sorted.map(f));
  const changed = await queryRows<{ n: number }>(
    db,
    sql`with v as (
        select * from unnest(${ints((o) => o.occurrenceSn)}, ${texts((o) => o.cmpyCd)}, ${ints((o) => o.ruleSn)},
          ${texts((o) => o.occasionType)}, ${texts((o) => o.eventDt)}, ${texts((o) => o.sendDt)},
          ${sql.param(sorted.map((o) => o.sendAt.toISOString()))}::timestamptz[], ${ints((o) => o.years)},
          ${ints((o) => o.lifeEventSn)}, ${texts((o) => o.relationCd)}, ${texts((o) => o.lateYn)},
          ${texts((o) => o.statCd)}, ${texts((o) => o.fromStats.join(','))}, ${texts((o) => o.approvedBy)},
          ${sql.param(sorted.map((o) => o.approvedAt?.toISOString() ?? null))}::timestamptz[])
          as v(sn, cmpy_cd, rule_sn, occasion_type, event_dt, send_dt, send_at, years, life_event_sn, relation_cd,
            late_yn, stat_cd, from_stats, approved_by, approved_at)
      ), upd as (
        update occasion_occurrence o set cmpy_cd = v.cmpy_cd, rule_sn = v.rule_sn, occasion_type = v.occasion_type,
          event_dt = v.event_dt, send_dt = v.send_dt, send_at = v.send_at, years = v.years,
          life_event_sn = v.life_event_sn, relation_cd = v.relation_cd, late_yn = v.late_yn, stat_cd = v.stat_cd,
          cancel_reason = null, approved_by = coalesce(o.approved_by, v.approved_by),
          approved_at = coalesce(o.approved_at, v.approved_at), updated_at = ${now}
        from v where o.occurrence_sn = v.sn and o.stat_cd = any(string_to_array(v.from_stats, ','))
        returning 1)
      select count(*)::int as n from upd`,
  );
  return changed[0]?.n ?? 0;
}

/** Cancels unsent occurrences (only while still WAITING or SCHEDULED), each with its reason. */
export async function cancelOccurrences(
  db: Executor,
  rows: readonly { occurrenceSn: number; reason: string }[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const sorted = [...rows].sort((a, b) => a.occurrenceSn - b.occurrenceSn);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`with upd as (
        update occasion_occurrence o set stat_cd = ${OCCURRENCE_STAT.cancelled}, cancel_reason = v.reason,
          updated_at = ${now}
        from unnest(${sql.param(sorted.map((r) => r.occurrenceSn))}::integer[],
          ${textArray(sorted.map((r) => r.reason))}) as v(sn, reason)
        where o.occurrence_sn = v.sn
          and o.stat_cd in (${OCCURRENCE_STAT.waiting}, ${OCCURRENCE_STAT.scheduled})
        returning 1)
      select count(*)::int as n from upd`,
  );
  return counted?.n ?? 0;
}
