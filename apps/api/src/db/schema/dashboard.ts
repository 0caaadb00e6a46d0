import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The dashboards' summaries (decision 016), written only by modules/dashboard/refresh-summaries.ts:
 * period figures per company and Korean month (cmpy_cd '*' = every company together), and the progress of each
 * running event. Amounts are float8 sums of integer won (exact far beyond any total we reach).
 */
export const dashOrderMonth = pgTable(
  'dash_order_month',
  {
    cmpyCd: varchar({ length: 20 }).notNull(),
    ym: varchar({ length: 6 }).notNull(),
    orders: integer().notNull(),
    amount: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cmpyCd, t.ym] })],
);

export const dashDeliveryMonth = pgTable(
  'dash_delivery_month',
  {
    cmpyCd: varchar({ length: 20 }).notNull(),
    ym: varchar({ length: 6 }).notNull(),
    deliStatCd: varchar({ length: 2 }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cmpyCd, t.ym, t.deliStatCd] })],
);

export const dashProductMonth = pgTable(
  'dash_product_month',
  {
    cmpyCd: varchar({ length: 20 }).notNull(),
    ym: varchar({ length: 6 }).notNull(),
    prodSn: integer().notNull(),
    count: integer().notNull(),
    amount: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cmpyCd, t.ym, t.prodSn] })],
);

export const dashCategoryMonth = pgTable(
  'dash_category_month',
  {
    cmpyCd: varchar({ length: 20 }).notNull(),
    ym: varchar({ length: 6 }).notNull(),
    categoryCd: varchar({ length: 10 }).notNull(),
    count: integer().notNull(),
    amount: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cmpyCd, t.ym, t.categoryCd] })],
);

export const dashEventStat = pgTable(
  'dash_event_stat',
  {
    eventSn: integer().primaryKey(),
    cmpyCd: varchar({ length: 20 }).notNull(),
    recipients: integer().notNull(),
    loggedIn: integer().notNull(),
    applied: integer().notNull(),
    paid: integer().notNull(),
    delivered: integer().notNull(),
    amount: doublePrecision().notNull(),
  },
  (t) => [index('dash_event_stat_cmpy_idx').on(t.cmpyCd)],
);

/**
 * One row (id 1): when the summaries were last brought up to date, and last recomputed in full; `round` counts the
 * rounds, so that a reply cached for one round is never served after the next (modules/dashboard/summary-cache.ts).
 */
export const dashSummaryMeta = pgTable('dash_summary_meta', {
  id: integer().primaryKey(),
  round: integer().notNull().default(0),
  refreshedAt: timestamp({ withTimezone: true }),
  fullRefreshedAt: timestamp({ withTimezone: true }),
});
