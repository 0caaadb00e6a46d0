import {
  DASHBOARD_TODAY_ROWS,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardReply,
  daysLeft,
  monthsEndingAt,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { kstDayStart, ymdKst } from '../../lib/time';
import * as repo from './repository';

const DAY_MS = 86_400_000;

/**
 * The dashboard of spec §1 for a scope of companies (the routes decide the scope: an operator's selection, or the
 * client manager's own company). Every figure is counted from the orders, estimates and recipients themselves.
 */
export async function getDashboard(
  deps: { db: Executor; now: () => Date },
  input: { scope: repo.CompanyScope; periodStart: string; periodEnd: string; groupsOf: string | null },
): Promise<DashboardReply> {
  const { db } = deps;
  const { scope } = input;
  const from = kstDayStart(input.periodStart);
  const to = new Date(kstDayStart(input.periodEnd).getTime() + DAY_MS);
  const months = monthsEndingAt(input.periodEnd);
  const monthsFrom = kstDayStart(`${months[0]}01`);
  const today = ymdKst(deps.now());

  const [events, totals, monthly, statuses, products, categories, todayRows, work, groups] =
    await Promise.all([
      repo.runningEvents(db, scope),
      repo.periodOrders(db, scope, from, to),
      repo.monthlyOrders(db, scope, monthsFrom, to),
      repo.deliveryStatusCounts(db, scope, from, to),
      repo.topProducts(db, scope, from, to, DASHBOARD_TOP_PRODUCTS),
      repo.topCategories(db, scope, from, to),
      repo.todayApplications(db, scope, kstDayStart(today), DASHBOARD_TODAY_ROWS),
      repo.openWork(db, scope),
      input.groupsOf ? repo.groupProgress(db, input.groupsOf) : Promise.resolve([]),
    ]);

  const byMonth = new Map(monthly.map((m) => [m.ym, m]));
  const eventRows = events.map((e) => ({
    eventSn: e.event_sn,
    eventNm: e.event_nm,
    cmpyCd: e.cmpy_cd,
    cmpyNm: e.cmpy_nm,
    startDt: e.start_dt,
    endDt: e.end_dt,
    daysLeft: daysLeft(e.end_dt, today),
    recipients: e.recipients,
    loggedIn: e.logged_in,
    applied: e.applied,
    notApplied: e.recipients - e.applied,
    delivered: e.delivered,
    amount: e.amount,
  }));
  const sum = (pick: (e: (typeof eventRows)[number]) => number) => eventRows.reduce((n, e) => n + pick(e), 0);

  return {
    summary: {
      runningEvents: eventRows.length,
      recipients: sum((e) => e.recipients),
      applied: sum((e) => e.applied),
      notApplied: sum((e) => e.notApplied),
      orders: totals.orders,
      amount: totals.amount,
      waitingQuestions: work.waiting_questions,
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
    })),
    today: todayRows.map((r) => ({
      ordSn: r.ord_sn,
      appliedAt: new Date(r.applied_at).toISOString(),
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
  };
}
