import {
  DASHBOARD_TODAY_ROWS,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardReply,
  daysLeft,
  kstMonthOf,
  monthsEndingAt,
  periodMonths,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { kstDayStart, ymdKst } from '../../lib/time';
import { settlementMonthTotals } from '../settlement';
import * as repo from './repository';
import type { SummaryCache } from './summary-cache';

const DAY_MS = 86_400_000;

/**
 * The dashboard of spec §1 for a scope of companies (the routes decide the scope: an operator's selection, or the
 * client manager's own company). Period figures come from the monthly summaries (cached per round and scope), today's
 * list and the open work are counted live (decision 016).
 */
export async function getDashboard(
  deps: { db: Executor; now: () => Date; cache?: SummaryCache },
  input: {
    scope: repo.CompanyScope;
    periodStart: string;
    periodEnd: string;
    groupsOf: string | null;
    withInquiries: boolean;
    /** The operators' month totals of billing and vendor settlement (decision 037), of the scope's companies. */
    withSettlement?: boolean;
    today: repo.TodayFilter;
  },
): Promise<DashboardReply> {
  const { db } = deps;
  const { scope } = input;
  const period = periodMonths(input.periodStart, input.periodEnd);
  const months = monthsEndingAt(period.end);
  const today = ymdKst(deps.now());
  const todayStart = kstDayStart(today);

  const fromSummaries = () =>
    Promise.all([
      repo.runningEvents(db, scope),
      repo.monthlyOrders(db, scope, period.fromYm, period.toYm),
      repo.monthlyOrders(db, scope, months[0] ?? period.fromYm, period.toYm),
      repo.deliveryStatusCounts(db, scope, period.fromYm, period.toYm),
      repo.topProducts(db, scope, period.fromYm, period.toYm, DASHBOARD_TOP_PRODUCTS),
      repo.topCategories(db, scope, period.fromYm, period.toYm),
    ]);
  // The summaries' part is the same for everyone asking the same scope and months until the next round (cached by
  // round when the routes give a cache); today's figures and open work are always read live.
  const metaRead = repo.summaryMeta(db);
  const summarized = (async () => {
    const meta = await metaRead;
    const key = { round: meta.round, scope, months: [period.fromYm, period.toYm, months[0] ?? ''] };
    return { meta, figures: await (deps.cache ? deps.cache.get(key, fromSummaries) : fromSummaries()) };
  })();
  // This month's occasion gifts: live for a company or a selection (an index range each); every company's are
  // counted once per summary round, like the summaries' figures (a month of every company's gifts is many rows).
  const month = kstMonthOf(deps.now());
  const monthRange = {
    ...month,
    from: new Date(kstDayStart(month.fromDt).getTime() - DAY_MS),
    to: new Date(kstDayStart(month.toDt).getTime() + 2 * DAY_MS),
  };
  const occasionsOfMonth = async () => {
    const load = () => repo.occasionMonth(db, scope, monthRange);
    if (scope !== null || !deps.cache) return load();
    const { round } = await metaRead;
    return deps.cache.get({ round, scope, months: ['occasions', month.ym] }, load);
  };
  // Two aggregates over the month's facts of the scope's companies (every company's and vendor's without a selection):
  // once per summary round and scope (cached like the summaries' figures), never per request.
  const settlementOfMonth = async () => {
    if (!input.withSettlement) return null;
    const load = async () => ({
      month: month.ym,
      ...(await settlementMonthTotals(db, month.ym, scope)),
      selectedCompanies: scope !== null,
    });
    if (!deps.cache) return load();
    const { round } = await metaRead;
    return deps.cache.get({ round, scope, months: ['settlement', month.ym] }, load);
  };
  const [
    {
      meta: { refreshedAt: at },
      figures: [events, monthly, trend, statuses, products, categories],
    },
    todayRows,
    todayCounts,
    work,
    groups,
    occasions,
    settlement,
  ] = await Promise.all([
    summarized,
    repo.todayActivity(db, scope, todayStart, input.today, DASHBOARD_TODAY_ROWS),
    repo.todayCounts(db, scope, todayStart),
    repo.openWork(db, scope, input.withInquiries),
    input.groupsOf ? repo.groupProgress(db, input.groupsOf) : Promise.resolve([]),
    occasionsOfMonth(),
    settlementOfMonth(),
  ]);

  const byMonth = new Map(trend.map((m) => [m.ym, m]));
  const eventRows = events.map((e) => ({
    eventSn: e.event_sn,
    eventNm: e.event_nm,
    cmpyCd: e.cmpy_cd,
    cmpyNm: e.cmpy_nm,
    startDt: e.start_dt,
    startTm: e.start_tm,
    endDt: e.end_dt,
    endTm: e.end_tm,
    daysLeft: daysLeft(e.end_dt, today),
    recipients: e.recipients,
    loggedIn: e.logged_in,
    applied: e.applied,
    paid: e.paid,
    notApplied: e.recipients - e.applied,
    delivered: e.delivered,
    amount: e.amount,
  }));
  const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((n, i) => n + pick(i), 0);

  return {
    period: { start: period.start, end: period.end },
    summarizedAt: at ? new Date(at).toISOString() : null,
    summary: {
      runningEvents: eventRows.length,
      recipients: sum(eventRows, (e) => e.recipients),
      applied: sum(eventRows, (e) => e.applied),
      notApplied: sum(eventRows, (e) => e.notApplied),
      orders: sum(monthly, (m) => m.orders),
      amount: sum(monthly, (m) => m.amount),
      todayApplied: todayCounts.applied,
      todayDelivered: todayCounts.delivered,
      waitingQuestions: work.waiting_questions,
      waitingInquiries: work.waiting_inquiries,
      openReturns: work.open_returns,
    },
    events: eventRows,
    monthly: months.map((ym) => ({
      ym,
      orders: byMonth.get(ym)?.orders ?? 0,
      amount: byMonth.get(ym)?.amount ?? 0,
    })),
    deliveryStatus: statuses.map((s) => ({ deliStatCd: s.deli_stat_cd, count: s.count })),
    topProducts: products.map((p) => ({
      prodSn: p.prod_sn,
      prodNm: p.prod_nm,
      count: p.count,
      amount: p.amount,
    })),
    topCategories: categories.map((c) => ({
      categoryCd: c.category_cd,
      categoryNm: c.category_nm,
      count: c.count,
      amount: c.amount,
    })),
    today: todayRows.map((r) => ({
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      ordSn: r.ord_sn,
      cmpyCd: r.cmpy_cd,
      cmpyNm: r.cmpy_nm,
      eventNm: r.event_nm,
      prodNm: r.prod_nm,
      quantity: r.quantity,
      deliStatCd: r.deli_stat_cd,
    })),
    groups: groups.map((g) => ({
      grupCd: g.grup_cd,
      grupNm: g.grup_nm,
      recipients: g.recipients,
      applied: g.applied,
    })),
    occasions: { month: month.ym, ...occasions },
    settlement,
  };
}
