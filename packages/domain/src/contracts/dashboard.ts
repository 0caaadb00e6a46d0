import { z } from 'zod';
import { yyyymmdd } from './envelope';

/**
 * POST /v1/ebmp/pcs/dashboard/etners.json (15, 99999) and .../client.json (25): the dashboards of spec §1. cmpyCds
 * narrows the operator's view (none = every company); a client manager's view is always their own company, and
 * naming any other company is refused. The period bounds the delivery, product and monthly figures.
 */
export const dashboardRequestSchema = z
  .object({
    cmpyCds: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
    periodStart: yyyymmdd,
    periodEnd: yyyymmdd,
  })
  .refine((v) => v.periodStart <= v.periodEnd, {
    message: '조회 시작일이 종료일보다 늦습니다.',
    path: ['periodStart'],
  });
export type DashboardRequest = z.input<typeof dashboardRequestSchema>;

const int = z.number().int();

export const dashboardEventSchema = z.object({
  eventSn: int,
  eventNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  daysLeft: int,
  recipients: int,
  loggedIn: int,
  applied: int,
  notApplied: int,
  delivered: int,
  amount: int,
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const dashboardReplySchema = z.object({
  summary: z.object({
    runningEvents: int,
    recipients: int,
    applied: int,
    notApplied: int,
    orders: int,
    amount: int,
    waitingQuestions: int,
    openReturns: int,
  }),
  events: z.array(dashboardEventSchema),
  /** 12 months ending with the period's last month, oldest first; months without orders are 0. */
  monthly: z.array(z.object({ ym: z.string(), orders: int, amount: int })),
  deliveryStatus: z.array(z.object({ deliStatCd: z.string(), count: int })),
  topProducts: z.array(z.object({ prodSn: int, prodNm: z.string(), count: int, amount: int })),
  topCategories: z.array(z.object({ categoryCd: z.string(), categoryNm: z.string(), count: int })),
  /** Today's applications (Korean day), newest first. */
  today: z.array(
    z.object({
      ordSn: int,
      appliedAt: z.string(),
      cmpyNm: z.string(),
      eventNm: z.string(),
      prodNm: z.string(),
      quantity: int,
      deliStatCd: z.string().nullable(),
    }),
  ),
  /** Client dashboard: per-group progress of the running events. Empty for operators. */
  groups: z.array(z.object({ grupCd: z.string(), grupNm: z.string(), recipients: int, applied: int })),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** The operator's company multi-select (spec §3: companies by cmpyCd and cmpyNm). */
export const dashboardCompaniesReplySchema = z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() }));
