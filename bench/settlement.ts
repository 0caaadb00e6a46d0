/**
 * Scenario: one month of 1,000,000 orders of 2,500 companies billed and settled (decision 037). On a database made by
 * bench:scale-data, every order is moved into one past month (applied, delivered and returned inside it), then:
 *   - every company's draft bill and every vendor's draft statement of the month (the list screens' one query),
 *     each beside a plain SUM over the same rows in the same run;
 *   - every company's month confirmed (the month-end close: one call, its parts side by side), then every vendor's;
 *   - checks: the bills' charges equal the drafts' and the plain sums, every order billed once, every delivered
 *     line settled once.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SCALE_DB=pcs_settlement_bench npm run bench:scale-data -w @pcs/bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SCALE_DB=pcs_settlement_bench npm run bench:settlement -w @pcs/bench
 *
 * The month's bills and statements are deleted at the start, so it can run again on the same database.
 */
import { AUTH_CD, addMonths, kstMonthRange, kstYyyymm } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import type { AuthUser } from '../apps/api/src/http/auth-guard';
import { orderBudgetSql, orderColumnsSql } from '../apps/api/src/modules/gift';
import {
  clientFactsSql,
  confirmEveryClientBill,
  freezeEveryVendorMonth,
  vendorFactsSql,
} from '../apps/api/src/modules/settlement';
import { dbUrl, SCALE_DB } from './scale-db';

const out = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function step(client: pg.Client, label: string, text: string): Promise<void> {
  const t0 = performance.now();
  const res = await client.query(text);
  out(`  ${label}${res.rowCount ? ` ${res.rowCount}` : ''} (${seconds(performance.now() - t0)})`);
}

/** The best of `n` timed runs of `f` and its last result. */
async function best<T>(n: number, f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  let ms = Number.POSITIVE_INFINITY;
  let value: T | undefined;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    value = await f();
    ms = Math.min(ms, performance.now() - t0);
  }
  return { ms, value: value as T };
}

async function main(): Promise<void> {
  const yyyymm = addMonths(kstYyyymm(new Date()), -1);
  const { from, to } = kstMonthRange(yyyymm);
  const monthSeconds = Math.floor((to.getTime() - from.getTime()) / 1000) - 4 * 86_400;
  out(`settlement bench on ${SCALE_DB}: month ${yyyymm}`);

  const c = new pg.Client({ connectionString: dbUrl(SCALE_DB) });
  await c.connect();
  await c.query(`set maintenance_work_mem = '512MB'; set work_mem = '128MB'; set synchronous_commit = off`);
  // Truncated, not deleted: a run after a run would otherwise insert every line's key beside its dead twin, and the
  // unique check visits the dead row's page for each (a close 1.5x slower than on the first run).
  await step(c, 'earlier bills removed', `truncate client_bill_line; delete from client_bill`);
  await step(
    c,
    'earlier statements removed',
    `truncate vendor_settlement_line; delete from vendor_settlement`,
  );
  // Every order into the month: applied at a point of its first 26 days, delivered two days later, returns done a day
  // after that (the history row that dates them moves too).
  const start = `'${from.toISOString()}'::timestamptz`;
  await step(
    c,
    'orders moved into the month',
    `update gift_order set applied_at = ${start} + ((ord_sn::bigint * 7919) % ${monthSeconds}) * interval '1 second',
       created_at = ${start} + ((ord_sn::bigint * 7919) % ${monthSeconds}) * interval '1 second'`,
  );
  await step(
    c,
    'deliveries moved',
    `update estimate_item i set delivered_at = o.applied_at + interval '2 days'
     from estimate x, gift_order o
     where x.esti_sn = i.esti_sn and o.ord_sn = x.ord_sn and i.delivered_at is not null`,
  );
  await step(
    c,
    'returns moved',
    `update delivery_history h set changed_at = i.delivered_at + interval '1 day'
     from estimate_item i where i.esti_item_sn = h.esti_item_sn and h.refund_sn is not null`,
  );
  await step(c, 'analyze', 'vacuum analyze gift_order, estimate_item, estimate, delivery_history');
  await c.end();

  const database = await openDatabase({ databaseUrl: dbUrl(SCALE_DB), dataDir: null, poolSize: 4 });
  const db = database.db;
  const range = sql`${from.toISOString()}::timestamptz and o.applied_at < ${to.toISOString()}::timestamptz`;

  // Client side.
  const plainClient = await best(3, () =>
    queryRows<{ companies: number; orders: number; charge: string }>(
      db,
      sql`select count(distinct o.cmpy_cd)::int as companies, count(*)::int as orders,
            sum(${orderBudgetSql(orderColumnsSql('o'))} + i.ship_fee)::bigint as charge
          from gift_order o join estimate x on x.ord_sn = o.ord_sn join estimate_item i on i.esti_sn = x.esti_sn
          where o.ord_stat_cd = '01' and i.deli_stat_cd <> '09' and o.applied_at >= ${range}`,
    ),
  );
  const drafts = await best(3, () =>
    queryRows<{ companies: number; facts: number; charge: string }>(
      db,
      sql`select count(distinct f."cmpyCd")::int as companies, count(*)::int as facts, sum(f."chargeAmt")::bigint as charge
          from (${clientFactsSql(yyyymm, null)}) f`,
    ),
  );
  out(
    `client drafts of every company: ${seconds(drafts.ms)} (${drafts.value[0]?.facts} facts, ${drafts.value[0]?.companies} companies, charge ${drafts.value[0]?.charge})`,
  );
  out(
    `plain SUM of the same orders:   ${seconds(plainClient.ms)} (${plainClient.value[0]?.orders} orders, charge ${plainClient.value[0]?.charge}); ratio ${(drafts.ms / plainClient.ms).toFixed(1)}x`,
  );

  // Vendor side.
  const vrange = sql`${from.toISOString()}::timestamptz and i.delivered_at < ${to.toISOString()}::timestamptz`;
  const plainVendor = await best(3, () =>
    queryRows<{ vendors: number; lines: number; payable: string }>(
      db,
      sql`select count(distinct i.vendor_sn)::int as vendors, count(*)::int as lines,
            sum(i.supply_price * i.quantity + i.ship_fee)::bigint as payable
          from estimate_item i where i.deli_stat_cd <> '09' and i.delivered_at >= ${vrange}`,
    ),
  );
  const vdrafts = await best(3, () =>
    queryRows<{ vendors: number; facts: number; payable: string }>(
      db,
      sql`select count(distinct f."vendorSn")::int as vendors, count(*)::int as facts, sum(f."payableAmt")::bigint as payable
          from (${vendorFactsSql(yyyymm, null)}) f`,
    ),
  );
  out(
    `vendor drafts of every vendor:  ${seconds(vdrafts.ms)} (${vdrafts.value[0]?.facts} facts, ${vdrafts.value[0]?.vendors} vendors, payable ${vdrafts.value[0]?.payable})`,
  );
  out(
    `plain SUM of the same lines:    ${seconds(plainVendor.ms)} (${plainVendor.value[0]?.lines} lines, payable ${plainVendor.value[0]?.payable}); ratio ${(vdrafts.ms / plainVendor.ms).toFixed(1)}x`,
  );

  // Every company's month confirmed through the real use case after the month ended.
  const operator: AuthUser = {
    unqUserId: 'bench',
    userId: 'bench',
    userNm: 'bench',
    authCd: AUTH_CD.operatorAdmin,
    cmpyCd: null,
    vendorSn: null,
    tokenHash: '',
  };
  const now = () => new Date(to.getTime() + 3_600_000);
  const companies = (
    await queryRows<{ cmpyCd: string }>(db, sql`select cmpy_cd as "cmpyCd" from company order by cmpy_cd`)
  ).map((r) => r.cmpyCd);
  // The month-end close: every company's month, in parts side by side (a company refused is reported, others billed).
  const t0 = performance.now();
  const closed = await confirmEveryClientBill({ db, now }, operator, { yyyymm });
  const refused = closed.refused.length; // companies without orders in the month: nothing to confirm
  const confirmMs = performance.now() - t0;
  const [billed] = await queryRows<{ bills: number; charge: string; lines: number; twice: number }>(
    db,
    sql`select (select count(*)::int from client_bill where yyyymm = ${yyyymm}) as bills,
          (select sum(charge_amt)::bigint from client_bill where yyyymm = ${yyyymm}) as charge,
          (select count(*)::int from client_bill_line) as lines,
          (select count(*)::int from (select line_kind, src_sn from client_bill_line group by 1, 2 having count(*) > 1) d) as twice`,
  );
  out(
    `client bills confirmed: ${billed?.bills} of ${companies.length} companies (${refused} without orders) in ${seconds(confirmMs)} (${((billed?.bills ?? 0) / (confirmMs / 1000)).toFixed(0)} bills/s), ${billed?.lines} lines; ratio to the plain SUM ${(confirmMs / plainClient.ms).toFixed(1)}x`,
  );
  const draftCharge = String(drafts.value[0]?.charge);
  out(
    `check: bills' charge ${billed?.charge} ${billed?.charge === draftCharge ? '=' : '<>'} drafts' ${draftCharge}; lines ${billed?.lines} ${billed?.lines === drafts.value[0]?.facts ? '=' : '<>'} facts ${drafts.value[0]?.facts}; billed twice: ${billed?.twice}`,
  );

  const vendors = (
    await queryRows<{ vendorSn: number }>(
      db,
      sql`select vendor_sn as "vendorSn" from vendor order by vendor_sn`,
    )
  ).map((r) => r.vendorSn);
  // Every vendor's month frozen at once, each on its own agreement (here the bench's user stands for each vendor).
  const v0 = performance.now();
  const frozen = await freezeEveryVendorMonth(
    { db, now },
    { yyyymm, vendors: vendors.map((vendorSn) => ({ vendorSn, confirmedBy: operator.unqUserId })) },
  );
  const vRefused = frozen.refused.length;
  const vConfirmMs = performance.now() - v0;
  const [settled] = await queryRows<{ stls: number; payable: string; lines: number; twice: number }>(
    db,
    sql`select (select count(*)::int from vendor_settlement where yyyymm = ${yyyymm}) as stls,
          (select sum(payable_amt)::bigint from vendor_settlement where yyyymm = ${yyyymm}) as payable,
          (select count(*)::int from vendor_settlement_line) as lines,
          (select count(*)::int from (select line_kind, src_sn from vendor_settlement_line group by 1, 2 having count(*) > 1) d) as twice`,
  );
  out(
    `vendor statements confirmed: ${settled?.stls} of ${vendors.length} vendors (${vRefused} refused) in ${seconds(vConfirmMs)}, ${settled?.lines} lines; ratio to the plain SUM ${(vConfirmMs / plainVendor.ms).toFixed(1)}x`,
  );
  const draftPayable = String(vdrafts.value[0]?.payable);
  out(
    `check: statements' payable ${settled?.payable} ${settled?.payable === draftPayable ? '=' : '<>'} drafts' ${draftPayable}; lines ${settled?.lines} ${settled?.lines === vdrafts.value[0]?.facts ? '=' : '<>'} facts ${vdrafts.value[0]?.facts}; settled twice: ${settled?.twice}`,
  );

  // Run again: everything is confirmed, so nothing more is billed or settled.
  const a0 = performance.now();
  const again = await confirmEveryClientBill({ db, now }, operator, { yyyymm });
  const vAgain = await freezeEveryVendorMonth(
    { db, now },
    { yyyymm, vendors: vendors.map((vendorSn) => ({ vendorSn, confirmedBy: operator.unqUserId })) },
  );
  out(
    `run again (${seconds(performance.now() - a0)}): ${again.confirmed.length} more bills, ${vAgain.frozen.length} more statements`,
  );

  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
