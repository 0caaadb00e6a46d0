import type { Tx } from '../../db/client';
import { COMPANY_PAGE } from './compute-occasions';
import { rulesInUse } from './engine-rules';
import type { OccasionDeps } from './occasion-deps';
import { OccurrenceBuilder } from './occurrence-builder';
import { CANCEL_REASON, type CancelReason, initialStat, OCCURRENCE_STAT } from './occurrence-status';
import { computeDays } from './prefilter-window';
import {
  cancelOccurrences,
  companyOccurrencePeople,
  insertOccurrences,
  type OccurrenceInsert,
  type OccurrenceUpdate,
  type OpenOccurrence,
  openOccurrencesOf,
  peopleByIds,
  prefilteredPeople,
  updateOccurrences,
} from './repository-engine';

export type { OccasionDeps } from './occasion-deps';

/** People per transaction of a recomputation. */
const RECOMPUTE_CHUNK = 1_000;

export type RecomputeResult = { inserted: number; updated: number; cancelled: number };

/**
 * Recomputes the occurrences of these people after their HR data changed (birth, hire or leave date, a life event
 * approved or withdrawn, their account or company): what no longer holds and was not sent is cancelled (LEAVE when
 * the leave date falls before its send day, else HR_CHANGED), what moved is rewritten, what is new is queued, and a
 * cancelled one that holds again comes back. Sent and skipped occurrences are never touched.
 */
export async function recomputeOccasionsOf(
  deps: OccasionDeps,
  unqUserIds: readonly string[],
): Promise<RecomputeResult> {
  return reconcile(deps, [...new Set(unqUserIds)], CANCEL_REASON.hrChanged);
}

/**
 * The same for one person inside the caller's transaction: a decision that yields a gift (a request approved)
 * commits with its gift or not at all.
 */
export function recomputeOccasionsIn(tx: Tx, now: Date, unqUserId: string): Promise<RecomputeResult> {
  return reconcile({ db: tx, now: () => now }, [unqUserId], CANCEL_REASON.hrChanged, tx);
}

/**
 * Recomputes a company's unsent occurrences after one of its rules was saved, switched off or deleted: the
 * employees its rules can reach now (the daily pre-filter) and those who have an open occurrence of the company.
 * What no longer holds is cancelled with RULE_CHANGED (LEAVE past the leave date).
 */
export async function recomputeCompanyOccasions(
  deps: OccasionDeps,
  cmpyCd: string,
): Promise<RecomputeResult> {
  const now = deps.now();
  const days = computeDays(now);
  const builder = new OccurrenceBuilder(deps.db, await rulesInUse(deps.db, [cmpyCd]), days, now);
  const ids = new Set(await companyOccurrencePeople(deps.db, cmpyCd, days.lifeFirst));
  const window = builder.windows.get(cmpyCd);
  if (window)
    for (let after: string | null = null; ; ) {
      const page = await prefilteredPeople(deps.db, [window], days, { cmpyCd, after }, COMPANY_PAGE);
      for (const p of page) ids.add(p.unqUserId);
      if (page.length < COMPANY_PAGE) break;
      after = page.at(-1)!.unqUserId;
    }
  return reconcile(deps, [...ids].sort(), CANCEL_REASON.ruleChanged);
}

const sameInstant = (a: Date | string, b: Date) => new Date(a).getTime() === b.getTime();

/** Whether a stored occurrence already says what was computed (lateness aside: it only records when it was made). */
const samePlan = (o: OpenOccurrence, d: OccurrenceInsert) =>
  o.cmpyCd === d.cmpyCd &&
  o.ruleSn === d.ruleSn &&
  o.eventDt === d.eventDt &&
  o.sendDt === d.sendDt &&
  sameInstant(o.sendAt, d.sendAt) &&
  (o.years ?? null) === d.years &&
  (o.lifeEventSn ?? null) === d.lifeEventSn &&
  (o.relationCd ?? null) === d.relationCd &&
  o.statCd === d.statCd;

async function reconcile(deps: OccasionDeps, ids: readonly string[], reason: CancelReason, inTx?: Tx) {
  const result: RecomputeResult = { inserted: 0, updated: 0, cancelled: 0 };
  const now = deps.now();
  const days = computeDays(now);
  for (let i = 0; i < ids.length; i += RECOMPUTE_CHUNK) {
    const chunk = ids.slice(i, i + RECOMPUTE_CHUNK);
    const people = await peopleByIds(deps.db, chunk);
    const cmpyCds = [...new Set(people.flatMap((p) => (p.cmpyCd ? [p.cmpyCd] : [])))];
    const builder = new OccurrenceBuilder(deps.db, await rulesInUse(deps.db, cmpyCds), days, now);
    const desired = await builder.build(people);
    const leaveOf = new Map(people.map((p) => [p.unqUserId, p.leaveDt]));

    const write = <T>(f: (tx: Tx) => Promise<T>) => (inTx ? f(inTx) : deps.db.transaction(f));
    await write(async (tx) => {
      const stored = await openOccurrencesOf(tx, chunk);
      const inserts: OccurrenceInsert[] = [];
      const updates: OccurrenceUpdate[] = [];
      const cancels: { occurrenceSn: number; reason: string }[] = [];
      const byPerson = new Map<string, OpenOccurrence[]>();
      for (const o of stored) byPerson.set(o.unqUserId, [...(byPerson.get(o.unqUserId) ?? []), o]);

      for (const unqUserId of chunk) {
        const wanted = new Map((desired.get(unqUserId) ?? []).map((d) => [d.occurrenceKey, d]));
        const leaveDt = leaveOf.get(unqUserId) ?? null;
        for (const o of byPerson.get(unqUserId) ?? []) {
          const d = wanted.get(o.occurrenceKey);
          wanted.delete(o.occurrenceKey);
          const unsent = o.statCd !== OCCURRENCE_STAT.cancelled;
          if (d) {
            // A manager's approval stays with the gift as long as it is the same gift (same key).
            const statCd = initialStat(
              builder.rule(d.ruleSn)?.approvalYn ?? 'N',
              o.approvedAt !== null || d.approvedBy !== null,
            );
            const next = { ...d, statCd };
            if (unsent && samePlan(o, next)) continue;
            updates.push({
              ...next,
              occurrenceSn: o.occurrenceSn,
              lateYn: unsent ? (o.lateYn === 'Y' ? 'Y' : 'N') : d.lateYn,
              fromStats: unsent
                ? [OCCURRENCE_STAT.waiting, OCCURRENCE_STAT.scheduled]
                : [OCCURRENCE_STAT.cancelled],
            });
            continue;
          }
          if (!unsent) continue;
          if (leaveDt && leaveDt < o.sendDt) {
            cancels.push({ occurrenceSn: o.occurrenceSn, reason: CANCEL_REASON.leave });
            continue;
          }
          // Before the window nothing is computed any more: an overdue gift is the sender's to send or cancel.
          if (o.sendDt < (o.lifeEventSn === null ? days.today : days.lifeFirst)) continue;
          cancels.push({ occurrenceSn: o.occurrenceSn, reason });
        }
        inserts.push(...wanted.values());
      }
      result.cancelled += await cancelOccurrences(tx, cancels, now);
      result.updated += await updateOccurrences(tx, updates, now);
      result.inserted += await insertOccurrences(tx, inserts, now);
    });
  }
  return result;
}
