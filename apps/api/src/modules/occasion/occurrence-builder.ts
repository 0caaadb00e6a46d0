import {
  type BirthDate,
  type CondolenceRelation,
  isLifeEventType,
  type LifeEventRecord,
  type OccasionPerson,
  type Occurrence,
  RECIPIENT_ROLES,
  upcomingOccurrences,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { EngineRule } from './engine-rules';
import { initialStat } from './occurrence-status';
import {
  type CompanyWindow,
  type ComputeDays,
  companyWindow,
  type DayRange,
  unionRange,
} from './prefilter-window';
import { approvedLifeEvents, groupLinks, type OccurrenceInsert, type PersonRow } from './repository-engine';

/** Answers kept by the memo at most (a few thousand in practice); past it the memo starts again. */
const MEMO_MAX = 200_000;

/** The rules of one occasion type of a company, and the same numbered 0.. for the memo. */
type MemoKind = { kind: number; rules: EngineRule[]; numbered: EngineRule[] };
type CompanyPlan = {
  /** False when a rule is limited to groups: the person's groups then matter, and they are asked as they are. */
  memo: boolean;
  birthday: MemoKind | null;
  tenure: MemoKind | null;
  /** Life events and group days. */
  others: EngineRule[];
  groupDays: boolean;
};

/** Whether the account receives occasions at all (the pre-filter's recipientAccount, for rows read by key). */
export const receivesOccasions = (p: PersonRow): boolean =>
  p.useYn === 'Y' && p.regStat === 'ACCEPT' && (RECIPIENT_ROLES as readonly string[]).includes(p.authCd);

/**
 * Turns employees into the occurrences of their company's rules (decision 034's upcomingOccurrences), reading what
 * the domain needs beside the employee row: the groups above theirs (loaded once per company, only for companies
 * with a rule limited to groups) and their approved life events.
 */
export class OccurrenceBuilder {
  readonly windows: Map<string, CompanyWindow>;
  private readonly ruleBySn = new Map<number, EngineRule>();
  private readonly parents = new Map<string, Map<string, string | null>>();
  private readonly plans = new Map<string, CompanyPlan>();
  private readonly kinds = new Map<string, number>();
  private readonly memo = new Map<string, Occurrence[]>();

  constructor(
    private readonly db: Executor,
    readonly rules: ReadonlyMap<string, readonly EngineRule[]>,
    readonly days: ComputeDays,
    private readonly now: Date,
  ) {
    this.windows = new Map(
      [...rules].map(([cmpyCd, list]) => [cmpyCd, companyWindow(cmpyCd, list, days, now)]),
    );
    for (const list of rules.values()) for (const r of list) this.ruleBySn.set(r.ruleSn, r);
  }

  rule(ruleSn: number): EngineRule | undefined {
    return this.ruleBySn.get(ruleSn);
  }

  /** Every occurrence of these people (those who do not receive occasions have none), by person. */
  async build(people: readonly PersonRow[]): Promise<Map<string, OccurrenceInsert[]>> {
    const out = new Map<string, OccurrenceInsert[]>();
    const eligible = people.filter((p) => receivesOccasions(p) && p.cmpyCd && this.rules.has(p.cmpyCd));
    for (const p of people) out.set(p.unqUserId, []);
    if (eligible.length === 0) return out;
    await this.loadGroups(eligible);
    const { lives, approvals } = await this.lifeEvents(eligible);
    for (const p of eligible) {
      const cmpyCd = p.cmpyCd!;
      const list: OccurrenceInsert[] = [];
      this.occurrencesOf(cmpyCd, p, lives.get(p.unqUserId) ?? [], (o, ruleSn) => {
        const approval = o.lifeEventSn === null ? undefined : approvals.get(o.lifeEventSn);
        list.push({
          unqUserId: p.unqUserId,
          cmpyCd,
          ruleSn,
          occurrenceKey: o.occurrenceKey,
          occasionType: o.occasionType,
          eventDt: o.eventDt,
          sendDt: o.sendDt,
          sendAt: o.sendAt,
          years: o.years,
          lifeEventSn: o.lifeEventSn,
          relationCd: o.relationCd,
          lateYn: o.late ? 'Y' : 'N',
          statCd: initialStat(this.ruleBySn.get(ruleSn)?.approvalYn ?? 'N', approval !== undefined),
          approvedBy: approval?.by ?? null,
          approvedAt: approval?.at ?? null,
        });
      });
      out.set(p.unqUserId, list);
    }
    return out;
  }

  /**
   * upcomingOccurrences of one person, with the birthday and the work anniversary answered from a memo: the domain
   * decides each occasion type on its own (candidates of one type, the best of that type's rules), so a person's
   * occurrences are those of each type asked apart; and among employees of companies with the same rule timings
   * the answer depends only on the birth date (its month and day, the calendar; the whole date where the year
   * counts: lunar, 29 February, born lately) or the hire date, and on the leave and hire dates only where they fall
   * inside the window. So the daily run asks the domain a few thousand times, not once per employee. Companies with
   * rules limited to groups, and life events and group days, are asked per person as they are.
   */
  private occurrencesOf(
    cmpyCd: string,
    p: PersonRow,
    lifeEvents: readonly LifeEventRecord[],
    emit: (o: Occurrence, ruleSn: number) => void,
  ): void {
    const plan = this.planOf(cmpyCd);
    const birth: BirthDate | null = p.birthDt
      ? {
          birthDt: p.birthDt,
          lunarYn: p.lunarYn === 'Y' ? 'Y' : 'N',
          leapMonthYn: p.leapMonthYn === 'Y' ? 'Y' : 'N',
        }
      : null;
    if (!plan.memo) {
      const person = {
        birth,
        hireDt: p.hireDt,
        leaveDt: p.leaveDt,
        lifeEvents,
        grupCds: this.groupsAbove(cmpyCd, p.grupCd),
      };
      for (const o of upcomingOccurrences(person, this.rules.get(cmpyCd) ?? [], this.now)) emit(o, o.ruleSn);
      return;
    }
    const leaveDt = p.leaveDt && p.leaveDt < this.days.last ? p.leaveDt : null;
    const laterHire = p.hireDt && p.hireDt > this.days.today ? p.hireDt : null;
    if (plan.birthday && birth) {
      const year = Number(birth.birthDt.slice(0, 4));
      const whole =
        birth.lunarYn === 'Y' ||
        birth.birthDt.slice(4) === '0229' ||
        year >= Number(this.days.today.slice(0, 4)) - 2;
      const key = `B${plan.birthday.kind}|${birth.lunarYn}${birth.leapMonthYn}${whole ? birth.birthDt : birth.birthDt.slice(4)}|${leaveDt}|${laterHire}`;
      this.remembered(key, plan.birthday, { birth, leaveDt, hireDt: laterHire }, emit);
    }
    if (plan.tenure && p.hireDt)
      this.remembered(
        `T${plan.tenure.kind}|${p.hireDt}|${leaveDt}`,
        plan.tenure,
        { hireDt: p.hireDt, leaveDt },
        emit,
      );
    if (plan.others.length > 0 && (plan.groupDays || lifeEvents.length > 0)) {
      const person = {
        hireDt: p.hireDt,
        leaveDt: p.leaveDt,
        lifeEvents,
        grupCds: this.groupsAbove(cmpyCd, p.grupCd),
      };
      for (const o of upcomingOccurrences(person, plan.others, this.now)) emit(o, o.ruleSn);
    }
  }

  private remembered(
    key: string,
    kind: MemoKind,
    person: OccasionPerson,
    emit: (o: Occurrence, ruleSn: number) => void,
  ): void {
    let found = this.memo.get(key);
    if (!found) {
      if (this.memo.size >= MEMO_MAX) this.memo.clear();
      // The kind's rules numbered by their position (their order is the tie-break): the answer fits any company of
      // the kind once the numbers are mapped back.
      found = upcomingOccurrences(person, kind.numbered, this.now);
      this.memo.set(key, found);
    }
    for (const o of found) emit(o, kind.rules[o.ruleSn]!.ruleSn);
  }

  private planOf(cmpyCd: string): CompanyPlan {
    const known = this.plans.get(cmpyCd);
    if (known) return known;
    const rules = this.rules.get(cmpyCd) ?? [];
    const of = (type: string) => rules.filter((r) => r.occasionType === type);
    const kindOf = (list: EngineRule[]): MemoKind | null => {
      if (list.length === 0) return null;
      const numbered = list.map((r, i) => ({ ...r, ruleSn: i, cmpyCd: '', ruleNm: '', approvalYn: '' }));
      const kind = JSON.stringify(numbered);
      let id = this.kinds.get(kind);
      if (id === undefined) {
        id = this.kinds.size;
        this.kinds.set(kind, id);
      }
      return { kind: id, rules: list, numbered };
    };
    const plan: CompanyPlan = {
      memo: !rules.some((r) => (r.grupCdList?.length ?? 0) > 0),
      birthday: kindOf(of('BIRTHDAY')),
      tenure: kindOf(of('WORK_ANNIVERSARY')),
      others: rules.filter((r) => r.occasionType !== 'BIRTHDAY' && r.occasionType !== 'WORK_ANNIVERSARY'),
      groupDays: rules.some((r) => r.occasionType === 'GROUP_DAY'),
    };
    this.plans.set(cmpyCd, plan);
    return plan;
  }

  private async loadGroups(people: readonly PersonRow[]): Promise<void> {
    const needed = new Set<string>();
    for (const p of people) {
      const cmpyCd = p.cmpyCd!;
      if (this.parents.has(cmpyCd)) continue;
      if (this.rules.get(cmpyCd)?.some((r) => (r.grupCdList?.length ?? 0) > 0)) needed.add(cmpyCd);
      else this.parents.set(cmpyCd, new Map());
    }
    if (needed.size === 0) return;
    for (const cmpyCd of needed) this.parents.set(cmpyCd, new Map());
    for (const g of await groupLinks(this.db, [...needed]))
      this.parents.get(g.cmpyCd)?.set(g.grupCd, g.parentGrupCd);
  }

  /** The person's group and every group above it (a cycle written by hand in the data ends the walk). */
  private groupsAbove(cmpyCd: string, grupCd: string | null): string[] {
    if (!grupCd) return [];
    const parents = this.parents.get(cmpyCd);
    const out = [grupCd];
    for (let g = parents?.get(grupCd) ?? null; g && !out.includes(g); g = parents?.get(g) ?? null)
      out.push(g);
    return out;
  }

  /** Approved life events by person, and the approvals of those that were the employees' own requests. */
  private async lifeEvents(people: readonly PersonRow[]): Promise<{
    lives: Map<string, LifeEventRecord[]>;
    approvals: Map<number, { by: string; at: Date }>;
  }> {
    let range: DayRange | null = null;
    const ids: string[] = [];
    for (const p of people) {
      const life = this.windows.get(p.cmpyCd!)?.life;
      if (!life) continue;
      ids.push(p.unqUserId);
      range = unionRange(range, life);
    }
    const out = new Map<string, LifeEventRecord[]>();
    const approvals = new Map<number, { by: string; at: Date }>();
    if (!range) return { lives: out, approvals };
    for (const e of await approvedLifeEvents(this.db, ids, range)) {
      if (!isLifeEventType(e.occasionType)) continue;
      if (e.approvedBy && e.approvedAt)
        approvals.set(e.lifeEventSn, { by: e.approvedBy, at: new Date(e.approvedAt) });
      const list = out.get(e.unqUserId) ?? [];
      list.push({
        lifeEventSn: e.lifeEventSn,
        occasionType: e.occasionType,
        eventDt: e.eventDt,
        relationCd: e.relationCd as CondolenceRelation | null,
      });
      out.set(e.unqUserId, list);
    }
    return { lives: out, approvals };
  }
}
