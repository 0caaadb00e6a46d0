import { z } from 'zod';
import { yyyymmdd } from './envelope';

/** What the live list of today shows: applications, delivery state changes, or both. */
export const DASHBOARD_TODAY_KINDS = ['APPLY', 'DELIVERY'] as const;
export type DashboardTodayKind = (typeof DASHBOARD_TODAY_KINDS)[number];

/**
 * POST /v1/ebmp/pcs/dashboard/etners.json (15, 99999: the roles of its screen) and .../client.json
 * (25): the dashboards of spec §1. cmpyCds narrows the operator's view (none = every company); a client manager's
 * view is always their own company, and naming any other company is refused. The period is counted in whole Korean
 * months (periodStart's month to periodEnd's month): the figures come from monthly summaries (decision 016).
 * todayKind / todayDeliStatCd filter the live list of today.
 */
export const dashboardRequestSchema = z
  .object({
    cmpyCds: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
    periodStart: yyyymmdd,
    periodEnd: yyyymmdd,
    todayKind: z.enum(DASHBOARD_TODAY_KINDS).nullable().default(null),
    todayDeliStatCd: z
      .string()
      .regex(/^\d{2}$/, '배송상태를 확인해주세요.')
      .nullable()
      .default(null),
  })
  .refine((v) => v.periodStart <= v.periodEnd, {
    message: '조회 시작일이 종료일보다 늦습니다.',
    path: ['periodStart'],
  });
export type DashboardRequest = z.input<typeof dashboardRequestSchema>;

/** The tables of the dashboards, each downloadable as xlsx. */
export const DASHBOARD_TABLES = [
  'events',
  'monthly',
  'deliveryStatus',
  'topProducts',
  'topCategories',
  'today',
  'groups',
] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

/** POST .../dashboard/etners/excel.json and .../client/excel.json: one table of the dashboard as xlsx. */
export const dashboardExcelRequestSchema = dashboardRequestSchema.and(
  z.object({ table: z.enum(DASHBOARD_TABLES) }),
);
export type DashboardExcelRequest = z.input<typeof dashboardExcelRequestSchema>;

const int = z.number().int();

export const dashboardEventSchema = z.object({
  eventSn: int,
  eventNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  startDt: z.string(),
  /** Open and close times (HHMISS, Korean time): a same-day event reads by its hours. */
  startTm: z.string(),
  endDt: z.string(),
  endTm: z.string(),
  daysLeft: int,
  recipients: int,
  loggedIn: int,
  applied: int,
  /** Orders with an approved card payment (the part above the budget, or a paid event). */
  paid: int,
  notApplied: int,
  delivered: int,
  amount: int,
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const dashboardTodayRowSchema = z.object({
  kind: z.enum(DASHBOARD_TODAY_KINDS),
  /** ISO time of the application or of the delivery state change. */
  at: z.string(),
  ordSn: int,
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  eventNm: z.string(),
  prodNm: z.string(),
  quantity: int,
  deliStatCd: z.string().nullable(),
});
export type DashboardTodayRow = z.infer<typeof dashboardTodayRowSchema>;

export const dashboardReplySchema = z.object({
  /** The whole months counted (YYYYMMDD, inclusive), and when the summaries were last brought up to date. */
  period: z.object({ start: z.string(), end: z.string() }),
  summarizedAt: z.string().nullable(),
  summary: z.object({
    runningEvents: int,
    recipients: int,
    applied: int,
    notApplied: int,
    orders: int,
    amount: int,
    todayApplied: int,
    todayDelivered: int,
    waitingQuestions: int,
    /** Landing-site inquiries without an answer (operators; 0 for client managers). */
    waitingInquiries: int,
    openReturns: int,
  }),
  events: z.array(dashboardEventSchema),
  /** 12 months ending with the period's last month, oldest first; months without orders are 0. */
  monthly: z.array(z.object({ ym: z.string(), orders: int, amount: int })),
  deliveryStatus: z.array(z.object({ deliStatCd: z.string(), count: int })),
  topProducts: z.array(z.object({ prodSn: int, prodNm: z.string(), count: int, amount: int })),
  topCategories: z.array(
    z.object({ categoryCd: z.string(), categoryNm: z.string(), count: int, amount: int }),
  ),
  /** Today's applications and delivery state changes (Korean day), newest first, after the today filters. */
  today: z.array(dashboardTodayRowSchema),
  /** Client dashboard: per-group progress of the running events. Empty for operators. */
  groups: z.array(z.object({ grupCd: z.string(), grupNm: z.string(), recipients: int, applied: int })),
  /**
   * Occasion gifts (decision 036) whose send day falls in this Korean calendar month (whatever the period): sent,
   * of those chosen by their recipient, and pending (waiting for approval or scheduled), of those waiting.
   */
  occasions: z.object({ month: z.string(), sent: int, claimed: int, pending: int, waiting: int }),
  /**
   * Operators only (decision 037): this Korean calendar month's billing total (drafts and bills confirmed for the
   * month) and what is payable to the vendors, counted once per summary round. With companies selected
   * (`selectedCompanies`) both are theirs: their bills, and the vendors' lines of their orders (a part of the vendors'
   * statements, which mix many companies' orders). Absent for client managers.
   */
  settlement: z
    .object({ month: z.string(), billingAmt: int, vendorPayableAmt: int, selectedCompanies: z.boolean() })
    .nullish(),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** The operator's company multi-select (spec §3: companies by cmpyCd and cmpyNm). */
export const dashboardCompaniesReplySchema = z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() }));
