/**
 * Scenario: closing an event whose 100,000 recipients never chose, on a real PostgreSQL, in its own database
 * (pcs_close_bench, dropped and made again each run; never the CI `test` database). The event's close rule gives the
 * default gift (stock for all but 1,000 of them; half have an address on file), so the close writes an order, an
 * estimate, a line and a history row for each. Prints, from one run:
 * 1. baseline: one set-based statement inserting as many plain rows into a scratch copy of gift_order - the floor;
 * 2. close: the event clock's round (advanceEventStatuses: the move to closed with its first batch, then the rest
 *    in batches of CLOSE_BATCH_SIZE, each its own transaction), its time, the batches' count, the longest batch;
 * 3. check: orders = given, each recipient at most once, stock never negative, the summary's counts.
 * Nothing is asserted on time (shared, noisy machines).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:close -w @pcs/bench
 */
import { AUTH_CD, CLOSE_RULE, EVENT_STATUS } from '@pcs/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { company, event, eventProduct, product } from '../apps/api/src/db/schema/index';
import { advanceEventStatuses, CLOSE_BATCH_SIZE } from '../apps/api/src/modules/event';
import { dbUrl, withAdmin } from './bench-support';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const BATCH = Number(process.env.BENCH_CLOSE_BATCH ?? CLOSE_BATCH_SIZE);
const SHORT = 1_000;
const DB_NAME = 'pcs_close_bench';

const ownDbUrl = dbUrl(DB_NAME);
const admin = (query: string) => withAdmin((c) => c.query(query));

const seconds = (ms: number) => (ms / 1000).toFixed(2);
type Rows<T> = { rows: T[] };

async function main(): Promise<void> {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: ownDbUrl, dataDir: null, poolSize: 4 });
  const db = database.db;
  try {
    await db.insert(company).values({ cmpyCd: 'BENCH', cmpyNm: '벤치상사', cmpyTypeCd: '02' });
    const [prod] = await db
      .insert(product)
      .values({ prodNm: '기본 선물 세트', price: 30_000, signStatCd: '03', useYn: 'Y' })
      .returning();
    const [ev] = await db
      .insert(event)
      .values({
        cmpyCd: 'BENCH',
        eventNm: '2026 창립기념 선물 (마감)',
        startDt: dayjs().subtract(7, 'day').format('YYYYMMDD'),
        endDt: dayjs().subtract(1, 'day').format('YYYYMMDD'),
        eventStatCd: EVENT_STATUS.running,
        closeRuleCd: CLOSE_RULE.defaultGift,
        defaultProdSn: prod!.prodSn,
      })
      .returning();
    const eventSn = ev!.eventSn;
    await db
      .insert(eventProduct)
      .values({ eventSn, prodSn: prod!.prodSn, stockQty: RECIPIENTS - SHORT, seqNo: 0 });
    await db.execute(sql`
      insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd)
      select 'C' || lpad(n::text, 9, '0'), 'close' || n, 'x', '수령자' || n, ${AUTH_CD.clientEmployee}, 'BENCH'
      from generate_series(1, ${RECIPIENTS}) as n`);
    await db.execute(sql`
      insert into event_recipient (event_sn, unq_user_id, allowed_cnt)
      select ${eventSn}, 'C' || lpad(n::text, 9, '0'), 1 from generate_series(1, ${RECIPIENTS}) as n`);
    await db.execute(sql`
      insert into delivery_address (unq_user_id, addr_nm, receiver_nm, receiver_tel_no, zip_cd, addr, addr_dtl, default_yn)
      select 'C' || lpad(n::text, 9, '0'), '집', '수령자', '01000000000', '06236', '서울특별시 강남구 테헤란로 1',
        n || '호', 'Y'
      from generate_series(1, ${RECIPIENTS}, 2) as n`);
    await db.execute(sql`analyze`);

    // 1. Baseline: the same number of plain order rows in one statement, into a scratch copy.
    await db.execute(sql`create table bench_order (like gift_order including defaults)`);
    let t0 = performance.now();
    await db.execute(sql`
      insert into bench_order (ord_sn, event_sn, cmpy_cd, unq_user_id, ord_stat_cd, prod_sn, quantity, unit_price)
      select n, ${eventSn}, 'BENCH', 'C' || lpad(n::text, 9, '0'), '01', ${prod!.prodSn}, 1, 30000
      from generate_series(1, ${RECIPIENTS}) as n`);
    const baselineMs = performance.now() - t0;

    // 2. The clock's round: the move to closed, then every batch. Each batch's time from its transaction.
    const batchMs: number[] = [];
    const timed = Object.create(db) as typeof db;
    timed.transaction = ((work, config) => {
      const started = performance.now();
      return db.transaction(work, config).finally(() => batchMs.push(performance.now() - started));
    }) as typeof db.transaction;
    t0 = performance.now();
    await advanceEventStatuses({ db: timed, now: () => new Date(), closeBatchSize: BATCH });
    const closeMs = performance.now() - t0;

    // 3. Check.
    const [check] = (
      (await db.execute(sql`
        select (select count(*) from gift_order where event_sn = ${eventSn})::int as orders,
          (select count(distinct unq_user_id) from gift_order where event_sn = ${eventSn})::int as people,
          (select count(*) from estimate_item i join estimate e using (esti_sn) where e.event_sn = ${eventSn})::int as lines,
          (select stock_qty from event_product where event_sn = ${eventSn}) as stock,
          (select count(*) from gift_order where event_sn = ${eventSn} and addr_needed_yn = 'Y')::int as addr_needed,
          c.default_gift_cnt, c.sold_out_cnt, c.addr_needed_cnt, c.finished_at is not null as finished
        from event_close c where c.event_sn = ${eventSn}`)) as unknown as Rows<{
        orders: number;
        people: number;
        lines: number;
        stock: number;
        addr_needed: number;
        default_gift_cnt: number;
        sold_out_cnt: number;
        addr_needed_cnt: number;
        finished: boolean;
      }>
    ).rows;
    const c = check!;
    const ok =
      c.finished &&
      c.orders === RECIPIENTS - SHORT &&
      c.people === c.orders &&
      c.lines === c.orders &&
      c.stock === 0 &&
      c.default_gift_cnt === c.orders &&
      c.sold_out_cnt === SHORT &&
      c.addr_needed_cnt === c.addr_needed;
    const n = (v: number) => v.toLocaleString('en-US');
    const lines = [
      '',
      `close bench on PostgreSQL (${DB_NAME}): ${n(RECIPIENTS)} recipients who never chose, default gift, stock ${n(RECIPIENTS - SHORT)}, batches of ${n(BATCH)}`,
      `  baseline: one statement inserting ${n(RECIPIENTS)} plain order rows  ${seconds(baselineMs)} s`,
      `  close:    ${seconds(closeMs)} s (${(closeMs / baselineMs).toFixed(1)}x baseline) in ${batchMs.length} transactions; longest ${seconds(Math.max(...batchMs))} s, median ${seconds([...batchMs].sort((a, b) => a - b)[Math.floor(batchMs.length / 2)] ?? 0)} s`,
      `  check:    ${n(c.orders)} orders for ${n(c.people)} people, ${n(c.lines)} lines, stock left ${c.stock}, summary given ${n(c.default_gift_cnt)} / sold out ${n(c.sold_out_cnt)} / address needed ${n(c.addr_needed_cnt)}: ${ok ? 'ok' : 'WRONG'}`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
