/**
 * Scale data for the dashboards: 2,500 client companies, 3,000,000 users and 1,000,000 applied orders
 * (with estimates and delivery lines) in their OWN database, by set-based SQL (generate_series, INSERT ... SELECT)
 * rather than row by row. Deterministic: every value is arithmetic on the row number (no random()); only the dates
 * are anchored to the day it runs, so that the running events are running. Indexes are dropped during the load and
 * rebuilt after it, as a bulk load should.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale-data -w @pcs/bench
 *
 * SCALE_DB (default pcs_scale) names the database; it is dropped and created again. SCALE_FACTOR (default 1) scales
 * every count down for a quick try (0.01 = 25 companies, 30,000 users, 10,000 orders).
 */
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { refreshSummaries } from '../apps/api/src/modules/dashboard';
import { adminUrl, dbUrl, SCALE_DB } from './scale-db';

/** One line of the report on stdout. */
const out = (line: string) => process.stdout.write(`${line}\n`);

const FACTOR = Number(process.env.SCALE_FACTOR ?? 1);
const COMPANIES = Math.round(2_500 * FACTOR);
const USERS = Math.round(3_000_000 * FACTOR);
const ORDERS = Math.round(1_000_000 * FACTOR);
const PRODUCTS = 5_000;
const VENDORS = 200;
const GROUPS_PER_COMPANY = 10;
/** Per company: event 1 closed a year ago, 2 closed last quarter, 3 running now, 4 ready for next month. */
const EVENTS_PER_COMPANY = 4;

async function step(client: pg.Client, label: string, text: string): Promise<void> {
  const t0 = performance.now();
  const res = await client.query(text);
  const rows = Array.isArray(res) ? '' : ` ${res.rowCount ?? ''}`;
  out(`  ${label}${rows} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${SCALE_DB} with (force)`);
  await admin.query(`create database ${SCALE_DB}`);
  await admin.end();
  out(`scale data: ${SCALE_DB}: ${COMPANIES} companies, ${USERS} users, ${ORDERS} orders (factor ${FACTOR})`);

  const database = await openDatabase({ databaseUrl: dbUrl(SCALE_DB), dataDir: null, poolSize: 1 });
  await database.close();

  const c = new pg.Client({ connectionString: dbUrl(SCALE_DB) });
  await c.connect();
  await c.query(`set maintenance_work_mem = '512MB'; set work_mem = '128MB'; set synchronous_commit = off`);

  // Secondary indexes are rebuilt after the load (primary keys stay: they are the constraints).
  const { rows: indexes } = await c.query<{ indexdef: string; indexname: string }>(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in
      ('app_user','event_recipient','gift_order','estimate','estimate_item','user_session','company_group',
       'delivery_history')
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`);
  for (const i of indexes) await c.query(`drop index ${i.indexname}`);
  // Foreign keys are checked row by row; the generator's rows are consistent by construction.
  await c.query(`set session_replication_role = replica`);

  const anchor = `(date_trunc('day', now() at time zone 'Asia/Seoul'))`;
  const ymd = (days: string) => `to_char(${anchor} + (${days}) * interval '1 day', 'YYYYMMDD')`;

  await step(
    c,
    'categories',
    `insert into category (category_cd, category_nm, level, seq_no)
     select lpad(g::text, 2, '0'), '카테고리 ' || g, 1, g from generate_series(1, 12) g`,
  );
  // Vendors supply the goods (decision 037's statements): product g comes from vendor 1 + g % VENDORS.
  await step(
    c,
    'vendors',
    `insert into vendor (vendor_sn, vendor_nm)
     select g, '공급사 ' || g from generate_series(1, ${VENDORS}) g`,
  );
  await c.query(`select setval(pg_get_serial_sequence('vendor', 'vendor_sn'), ${VENDORS})`);
  await step(
    c,
    'products',
    `insert into product (prod_sn, prod_nm, brand_nm, category_cd, price, supply_price, ship_fee, vendor_sn)
     select g, '상품 ' || g, '브랜드 ' || (g % 300), lpad((1 + g % 12)::text, 2, '0'), 10000 + (g % 20) * 5000,
       (10000 + (g % 20) * 5000) * 3 / 4, case when g % 5 = 0 then 3000 else 0 end, 1 + g % ${VENDORS}
     from generate_series(1, ${PRODUCTS}) g`,
  );
  await step(
    c,
    'companies',
    `insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd, reg_stat)
     select 'S' || lpad(g::text, 5, '0'), '고객사 ' || g, '02', 'ACCEPT' from generate_series(1, ${COMPANIES}) g`,
  );
  await step(
    c,
    'groups',
    `insert into company_group (cmpy_cd, grup_cd, grup_nm, grup_type_cd)
     select 'S' || lpad(co::text, 5, '0'), 'G' || gr, '부서 ' || gr, '01'
     from generate_series(1, ${COMPANIES}) co, generate_series(1, ${GROUPS_PER_COMPANY}) gr`,
  );
  // User u belongs to company 1 + u % COMPANIES, so every company has USERS / COMPANIES people.
  await step(
    c,
    'users',
    `insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, grup_cd)
     select 'U' || lpad(u::text, 8, '0'), 'scale' || u, 'x', '직원' || u, '20',
       'S' || lpad((1 + u % ${COMPANIES})::text, 5, '0'), 'G' || (1 + (u / ${COMPANIES}) % ${GROUPS_PER_COMPANY})
     from generate_series(0, ${USERS - 1}) u`,
  );
  // Event e of company co has event_sn (co - 1) * 4 + e.
  await step(
    c,
    'events',
    `insert into event (event_sn, cmpy_cd, event_nm, start_dt, end_dt, event_stat_cd, select_cnt, select_type)
     select (co - 1) * ${EVENTS_PER_COMPANY} + e, 'S' || lpad(co::text, 5, '0'), '이벤트 ' || co || '-' || e,
       case e when 1 then ${ymd('-400 + co % 30')} when 2 then ${ymd('-120 + co % 30')}
              when 3 then ${ymd('-20 - co % 10')} else ${ymd('30')} end,
       case e when 1 then ${ymd('-370 + co % 30')} when 2 then ${ymd('-90 + co % 30')}
              when 3 then ${ymd('5 + co % 25')} else ${ymd('60')} end,
       case e when 4 then '01' when 3 then '02' else '03' end, 1, '01'
     from generate_series(1, ${COMPANIES}) co, generate_series(1, ${EVENTS_PER_COMPANY}) e`,
  );
  await c.query(
    `select setval(pg_get_serial_sequence('event', 'event_sn'), (select max(event_sn) from event))`,
  );
  await c.query(
    `select setval(pg_get_serial_sequence('product', 'prod_sn'), (select max(prod_sn) from product))`,
  );
  // Everyone is a recipient of their company's running event (3) and of the last-quarter event (2).
  await step(
    c,
    'recipients',
    `insert into event_recipient (event_sn, unq_user_id, allowed_cnt, used_cnt)
     select (u % ${COMPANIES}) * ${EVENTS_PER_COMPANY} + e, 'U' || lpad(u::text, 8, '0'), 1, 0
     from generate_series(0, ${USERS - 1}) u, (values (2), (3)) ev(e)`,
  );
  // Orders: order k goes to user k * 3 (a third of users apply); the first 40% to the running event, applied in the
  // last 20 days, the rest to the closed event of last quarter and spread over 24 months for the trend.
  await step(
    c,
    'orders',
    `insert into gift_order (ord_sn, event_sn, cmpy_cd, unq_user_id, ord_stat_cd, prod_sn, quantity, unit_price,
       receiver_nm, receiver_tel_no, zip_cd, addr, addr_dtl, created_at, applied_at)
     select k, (u % ${COMPANIES}) * ${EVENTS_PER_COMPANY} + case when k <= ${Math.round(ORDERS * 0.4)} then 3 else 2 end,
       'S' || lpad((1 + u % ${COMPANIES})::text, 5, '0'), 'U' || lpad(u::text, 8, '0'), '01',
       1 + (k * 7919) % ${PRODUCTS}, 1 + k % 2, 10000 + (k % 20) * 5000,
       '수령인', '01000000000', '04524', '서울특별시 중구 세종대로 110', '1층', at, at
     from (select k, ((k * 3) % ${USERS}) as u,
             (now() - case when k <= ${Math.round(ORDERS * 0.4)} then (k % 20) * interval '1 day' + (k % 86400) * interval '1 second'
                           else (k % 720) * interval '1 day' + (k % 86400) * interval '1 second' end) as at
           from generate_series(1::bigint, ${ORDERS}) k) o`,
  );
  await step(
    c,
    'used selections',
    `update event_recipient r set used_cnt = 1 from gift_order o
     where o.event_sn = r.event_sn and o.unq_user_id = r.unq_user_id`,
  );
  await step(
    c,
    'estimates',
    `insert into estimate (esti_sn, ord_sn, cmpy_cd, event_sn, total_price, created_at)
     select ord_sn, ord_sn, cmpy_cd, event_sn, quantity * unit_price, applied_at from gift_order`,
  );
  // Delivery states: older orders are mostly delivered; the newest are received, preparing or shipping; 2% cancelled.
  await step(
    c,
    'delivery lines',
    `insert into estimate_item (esti_item_sn, esti_sn, prod_sn, vendor_sn, quantity, unit_price, supply_price,
       ship_fee, deli_stat_cd, updated_at, delivered_at)
     select ord_sn, ord_sn, prod_sn, 1 + prod_sn % ${VENDORS}, quantity, unit_price, unit_price * 3 / 4,
       case when prod_sn % 5 = 0 then 3000 else 0 end, stat, applied_at,
       -- Delivered two days after the apply, never in the future: the vendors' statements count these.
       case when stat = '04' then least(now(), applied_at + interval '2 days') end
     from (select o.*, case when ord_sn % 50 = 0 then '09'
                            when applied_at < now() - interval '10 days' then '04'
                            else (array['01','02','03','04'])[1 + ord_sn % 4] end as stat
           from gift_order o) o`,
  );
  // The state changes of the last 20 days' lines (the live list of today reads them).
  await step(
    c,
    'delivery history',
    `insert into delivery_history (esti_item_sn, deli_stat_cd, changed_by, changed_at)
     select i.esti_item_sn, i.deli_stat_cd, 'scale', least(now(), s.created_at + (i.esti_item_sn % 72) * interval '1 hour')
     from estimate_item i join estimate s on s.esti_sn = i.esti_sn
     where s.created_at >= now() - interval '20 days' and i.deli_stat_cd <> '01'`,
  );
  await step(
    c,
    'returns',
    `insert into refund (esti_sn, esti_item_sn, refund_gbn, refund_stat_cd, reason)
     select ord_sn, ord_sn, case when ord_sn % 2 = 0 then 'RETURN' else 'EXCHANGE' end,
       case when ord_sn % 3 = 0 then '01' else '02' end, '사이즈 교환'
     from gift_order where ord_sn % 200 = 7`,
  );
  // Completed returns of delivered lines (one in 400), half with return shipping the recipient paid, each with the
  // history row that dates it (decision 037).
  await step(
    c,
    'completed returns',
    `with r as (
       insert into refund (esti_sn, esti_item_sn, refund_gbn, refund_stat_cd, reason_cd, reason, fee_payer_cd, ship_fee,
         created_at, updated_at)
       select i.esti_sn, i.esti_item_sn, 'RETURN', '06', '01', '단순 변심', case when i.esti_item_sn % 800 = 14 then 'R' else 'S' end,
         case when i.esti_item_sn % 800 = 14 then 3000 else 0 end, i.delivered_at + interval '1 day',
         least(now(), i.delivered_at + interval '3 days')
       from estimate_item i where i.esti_item_sn % 400 = 14 and i.delivered_at is not null
       returning refund_sn, esti_item_sn, updated_at
     )
     insert into delivery_history (esti_item_sn, deli_stat_cd, refund_sn, refund_stat_cd, changed_by, changed_at)
     select esti_item_sn, '04', refund_sn, '06', 'scale', updated_at from r`,
  );
  // Half of the running event's recipients have logged in at least once.
  await step(
    c,
    'sessions',
    `insert into user_session (token_hash, unq_user_id, login_at, expires_at, last_used_at, revoked_at)
     select md5(u::text) || md5((u + 1)::text), 'U' || lpad(u::text, 8, '0'), now() - (u % 30) * interval '1 day',
       now() - (u % 30) * interval '1 day' + interval '12 hours', now() - (u % 30) * interval '1 day', null
     from generate_series(0, ${USERS - 1}, 2) u`,
  );
  await step(
    c,
    'questions',
    `insert into support_question (unq_user_id, cmpy_cd, title, question, status)
     select 'U' || lpad(u::text, 8, '0'), 'S' || lpad((1 + u % ${COMPANIES})::text, 5, '0'), '문의', '내용',
       case when u % 4 = 0 then 'WAITING' else 'ANSWERED' end
     from generate_series(0, ${USERS - 1}, 1000) u`,
  );
  for (const seq of [
    ['gift_order', 'ord_sn'],
    ['estimate', 'esti_sn'],
    ['estimate_item', 'esti_item_sn'],
    ['refund', 'refund_sn'],
  ] as const)
    await c.query(
      `select setval(pg_get_serial_sequence('${seq[0]}', '${seq[1]}'), (select max(${seq[1]}) from ${seq[0]}))`,
    );

  await c.query(`set session_replication_role = origin`);
  for (const i of indexes) await step(c, `index ${i.indexname}`, i.indexdef);
  await step(c, 'analyze', 'analyze');
  const t0 = performance.now();
  const app = await openDatabase({ databaseUrl: dbUrl(SCALE_DB), dataDir: null, poolSize: 1 });
  await refreshSummaries(app.db, { now: new Date(), full: true });
  await app.close();
  out(`  summaries, full (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await step(c, 'analyze', 'vacuum analyze');
  await c.end();
  out(`scale data ready in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
