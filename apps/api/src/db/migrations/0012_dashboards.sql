ALTER TABLE "inquiry" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answered_by" varchar(20);--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_answered_by_app_user_unq_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."app_user"("unq_user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_history_changed_idx" ON "delivery_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "gift_order_applied_idx" ON "gift_order" USING btree ("applied_at");--> statement-breakpoint
-- Dashboard summaries (issue 15, decision 014): definitions in modules/dashboard/repository.ts (SUMMARY_DEFINITIONS).--> statement-breakpoint
CREATE MATERIALIZED VIEW "dash_event_stat" AS
with ev as (
  select event_sn, cmpy_cd from event where event_stat_cd = '02' and test_yn = 'N'),
seen as (select distinct unq_user_id from user_session),
rec as (
  select r.event_sn, count(*)::int as recipients,
    count(seen.unq_user_id)::int as logged_in,
    count(*) filter (where r.used_cnt > 0)::int as applied
  from event_recipient r join ev on ev.event_sn = r.event_sn
    left join seen on seen.unq_user_id = r.unq_user_id
  group by r.event_sn),
est as (
  select s.event_sn, coalesce(sum(s.total_price), 0)::float8 as amount
  from estimate s join ev on ev.event_sn = s.event_sn group by s.event_sn),
deli as (
  select s.event_sn, count(*)::int as delivered
  from estimate_item i join estimate s on s.esti_sn = i.esti_sn join ev on ev.event_sn = s.event_sn
  where i.deli_stat_cd = '04' group by s.event_sn),
paid as (
  select o.event_sn, count(distinct o.ord_sn)::int as paid
  from payment p join gift_order o on o.ord_sn = p.ord_sn join ev on ev.event_sn = o.event_sn
  where p.approved_at is not null group by o.event_sn)
select ev.event_sn, ev.cmpy_cd, coalesce(rec.recipients, 0) as recipients,
  coalesce(rec.logged_in, 0) as logged_in, coalesce(rec.applied, 0) as applied,
  coalesce(paid.paid, 0) as paid, coalesce(deli.delivered, 0) as delivered, coalesce(est.amount, 0) as amount
from ev left join rec on rec.event_sn = ev.event_sn left join est on est.event_sn = ev.event_sn
  left join deli on deli.event_sn = ev.event_sn left join paid on paid.event_sn = ev.event_sn;--> statement-breakpoint
CREATE UNIQUE INDEX "dash_event_stat_uq" ON "dash_event_stat" ("event_sn");--> statement-breakpoint
CREATE MATERIALIZED VIEW "dash_order_month" AS
select coalesce(cmpy_cd, '*') as cmpy_cd, ym, count(*)::int as orders,
  coalesce(sum(amount), 0)::float8 as amount
from (select cmpy_cd, to_char((applied_at at time zone 'UTC') + interval '9 hours', 'YYYYMM') as ym, quantity * unit_price as amount
      from gift_order where ord_stat_cd = '01' and applied_at is not null) o
group by grouping sets ((cmpy_cd, ym), (ym));--> statement-breakpoint
CREATE UNIQUE INDEX "dash_order_month_uq" ON "dash_order_month" ("cmpy_cd", "ym");--> statement-breakpoint
CREATE MATERIALIZED VIEW "dash_delivery_month" AS
select coalesce(cmpy_cd, '*') as cmpy_cd, ym, deli_stat_cd, count(*)::int as count
from (select s.cmpy_cd, to_char((s.created_at at time zone 'UTC') + interval '9 hours', 'YYYYMM') as ym, i.deli_stat_cd
      from estimate_item i join estimate s on s.esti_sn = i.esti_sn) d
group by grouping sets ((cmpy_cd, ym, deli_stat_cd), (ym, deli_stat_cd));--> statement-breakpoint
CREATE UNIQUE INDEX "dash_delivery_month_uq" ON "dash_delivery_month" ("cmpy_cd", "ym", "deli_stat_cd");--> statement-breakpoint
CREATE MATERIALIZED VIEW "dash_product_month" AS
select coalesce(cmpy_cd, '*') as cmpy_cd, ym, prod_sn, sum(quantity)::int as count,
  coalesce(sum(quantity * unit_price), 0)::float8 as amount
from (select s.cmpy_cd, to_char((s.created_at at time zone 'UTC') + interval '9 hours', 'YYYYMM') as ym, i.prod_sn, i.quantity, i.unit_price
      from estimate_item i join estimate s on s.esti_sn = i.esti_sn
      where i.deli_stat_cd <> '09') p
group by grouping sets ((cmpy_cd, ym, prod_sn), (ym, prod_sn));--> statement-breakpoint
CREATE UNIQUE INDEX "dash_product_month_uq" ON "dash_product_month" ("cmpy_cd", "ym", "prod_sn");--> statement-breakpoint
CREATE INDEX "dash_event_stat_cmpy_idx" ON "dash_event_stat" ("cmpy_cd");--> statement-breakpoint
CREATE TABLE "dash_summary_meta" ("id" integer PRIMARY KEY, "refreshed_at" timestamp with time zone);--> statement-breakpoint
INSERT INTO "dash_summary_meta" ("id", "refreshed_at") VALUES (1, now());
