/**
 * Scenario: one month of 1,000,000 orders of 2,500 companies billed and settled (decision 037). On a database made by
 * bench:scale-data, every order is moved into one past month (applied, delivered and returned inside it), then:
 *   - every company's draft bill and every vendor's draft statement of the month (the list screens' one query),
 *     each beside a plain SUM over the same rows in the same run;
 *   - every company's month confirmed, then every vendor's (the real use cases, one call per company or vendor);
 *   - checks: the bills' charges equal the drafts' and the plain sums, every order billed once, every delivered
 *     line settled once.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SCALE_DB=pcs_settlement_bench npm run bench:scale-data -w @pcs/bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SCALE_DB=pcs_settlement_bench npm run bench:settlement -w @pcs/bench
 *
 * The month's bills and statements are deleted at the start, so it can run again on the same database.
 */
import { addMonths, kstMonthRange, kstYyyymm } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import { clientFactsSql, vendorFactsSql } from '../apps/api/src/modules/settlement';
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
  await step(c, 'earlier bills removed', `delete from client_bill_line; delete from client_bill`);
  await step(
    c,
    'earlier statements removed',
    `delete from vendor_settlement_line; delete from vendor_settlement`,
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
            sum(o.unit_price * o.quantity + o.extras_amt + i.ship_fee - o.pay_amt)::bigint as charge
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

  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
