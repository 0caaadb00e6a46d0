import {
  type CondolenceRelation,
  isLifeEventType,
  type LifeEventRecord,
  type OccasionPerson,
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
    const lives = await this.lifeEvents(eligible);
    for (const p of eligible) {
      const cmpyCd = p.cmpyCd!;
      const rules = this.rules.get(cmpyCd)!;
      const person: OccasionPerson = {
        birth: p.birthDt
          ? {
              birthDt: p.birthDt,
              lunarYn: p.lunarYn === 'Y' ? 'Y' : 'N',
              leapMonthYn: p.leapMonthYn === 'Y' ? 'Y' : 'N',
            }
          : null,
        hireDt: p.hireDt,
        leaveDt: p.leaveDt,
        grupCds: this.groupsAbove(cmpyCd, p.grupCd),
        lifeEvents: lives.get(p.unqUserId) ?? [],
      };
      out.set(
        p.unqUserId,
        upcomingOccurrences(person, rules, this.now).map((o) => ({
          unqUserId: p.unqUserId,
          cmpyCd,
          ruleSn: o.ruleSn,
          occurrenceKey: o.occurrenceKey,
          occasionType: o.occasionType,
          eventDt: o.eventDt,
          sendDt: o.sendDt,
          sendAt: o.sendAt,
          years: o.years,
          lifeEventSn: o.lifeEventSn,
          relationCd: o.relationCd,
          lateYn: o.late ? 'Y' : 'N',
          statCd: initialStat(this.ruleBySn.get(o.ruleSn)?.approvalYn ?? 'N'),
        })),
      );
    }
    return out;
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

  private async lifeEvents(people: readonly PersonRow[]): Promise<Map<string, LifeEventRecord[]>> {
    let range: DayRange | null = null;
    const ids: string[] = [];
    for (const p of people) {
      const life = this.windows.get(p.cmpyCd!)?.life;
      if (!life) continue;
      ids.push(p.unqUserId);
      range = unionRange(range, life);
    }
    const out = new Map<string, LifeEventRecord[]>();
    if (!range) return out;
    for (const e of await approvedLifeEvents(this.db, ids, range)) {
      if (!isLifeEventType(e.occasionType)) continue;
      const list = out.get(e.unqUserId) ?? [];
      list.push({
        lifeEventSn: e.lifeEventSn,
        occasionType: e.occasionType,
        eventDt: e.eventDt,
        relationCd: e.relationCd as CondolenceRelation | null,
      });
      out.set(e.unqUserId, list);
    }
    return out;
  }
}
