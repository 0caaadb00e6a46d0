import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_CD, CLOSE_RULE, EVENT_STATUS, reminderDueAt } from '@pcs/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { JOB_LOCK } from '../src/db/advisory-locks';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client';
import { NOTICES } from '../src/db/demo-data/demo-people';
import { seedDemoData, seedReferenceData } from '../src/db/demo-data/index';
import { queryRows } from '../src/db/query-rows';
import { startPeriodicJob } from '../src/lib/periodic-job';
import { advanceEventStatuses } from '../src/modules/event/advance-event-statuses';
import { runDueReminders } from '../src/modules/event-send/reminders';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { openOtherProcess } from './helpers/other-process';
import { setupTestApp } from './helpers/test-app';

/**
 * Several server processes on one database run the same periodic jobs at the same instant. On PostgreSQL every
 * "process" here is its own pool (and lock connection) on the test file's database: real concurrent sessions, real
 * advisory locks. PGlite is one process on one connection, so the races are PostgreSQL's only.
 */
const t = setupTestApp();
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';
const silent = { error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0;

describe.skipIf(!onPostgres)('three processes on one PostgreSQL', () => {
  let processes: Database[] = [];
  beforeAll(async () => {
    const others = await Promise.all([1, 2].map(() => openOtherProcess(t.database)));
    processes = [t.database, ...others];
  });
  afterAll(async () => {
    await Promise.all(processes.slice(1).map((p) => p.close()));
  });

  it('an exclusive job runs in one process per round: tried at once, one runs and two skip', async () => {
    let running = 0;
    let most = 0;
    const round = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(300);
      running -= 1;
      return 'done';
    };
    const tries = await Promise.all(processes.map((p) => p.runAlone(JOB_LOCK['pending refunds'], round)));
    expect(tries.filter((r) => r.ran)).toHaveLength(1);
    expect(most).toBe(1);
    // Released after the round: the next try of any process gets it.
    const again = await processes[2]!.runAlone(JOB_LOCK['pending refunds'], async () => 'again');
    expect(again).toEqual({ ran: true, value: 'again' });
    // Another job's lock is not this one's: both run at the same time.
    const pair = await Promise.all([
      processes[0]!.runAlone(JOB_LOCK['pending refunds'], round),
      processes[1]!.runAlone(JOB_LOCK['public api sweep'], round),
    ]);
    expect(pair.every((r) => r.ran)).toBe(true);
  });

  it('three periodic jobs with the same exclusive lock never run a round at the same time', async () => {
    const rounds: { process: number; from: number; to: number }[] = [];
    const jobs = processes.map((p, i) =>
      startPeriodicJob({
        name: 'exclusive race test',
        run: async () => {
          const from = performance.now();
          await sleep(120);
          rounds.push({ process: i, from, to: performance.now() });
        },
        intervalMs: 10,
        firstAfterMs: 0,
        log: silent,
        exclusive: { lock: 'public api sweep', runAlone: p.runAlone },
      }),
    );
    await sleep(2_000);
    await Promise.all(jobs.map((j) => j.stop()));
    expect(rounds.length).toBeGreaterThan(4);
    const sorted = [...rounds].sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.from).toBeGreaterThanOrEqual(sorted[i - 1]!.to);
  });

  it('a due reminder is queued once when three processes run the reminder job at the same instant', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    const people = [];
    for (let i = 0; i < 6; i++)
      people.push(
        await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd, telNo: `0105555${1000 + i}` }),
      );
    const prod = await createProduct(db);
    const endDt = dayjs().add(3, 'day').format('YYYYMMDD');
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 100 }],
      recipients: people.map((p) => p.unqUserId),
      overrides: { endDt, endTm: '180000', eventStatCd: EVENT_STATUS.running },
    });
    // Two have applied: the reminder goes to the other four.
    await db.execute(
      sql`update event_recipient set used_cnt = 1 where event_sn = ${ev.eventSn}
        and unq_user_id in (${people[0]!.unqUserId}, ${people[1]!.unqUserId})`,
    );
    const [reminder] = await queryRows<{ reminderSn: number }>(
      db,
      sql`insert into event_reminder (event_sn, days_before, channel) values (${ev.eventSn}, 1, 'SMS')
        returning reminder_sn as "reminderSn"`,
    );
    const now = new Date(reminderDueAt(endDt, '180000', 1).getTime() + 60_000);
    const ran = await Promise.all(
      processes.map((p) => runDueReminders({ db: p.db, now: () => now, publicUrl: 'https://pcs.test' })),
    );
    // Rounds after the first find it done.
    const later = await Promise.all(
      processes.map((p) => runDueReminders({ db: p.db, now: () => now, publicUrl: 'https://pcs.test' })),
    );
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(later).toEqual([0, 0, 0]);
    expect(
      await count(
        sql`select count(*)::int as n from event_send where event_sn = ${ev.eventSn} and kind = 'REMIND'`,
      ),
    ).toBe(1);
    const messages = await queryRows<{ unqUserId: string; n: number }>(
      db,
      sql`select o.unq_user_id as "unqUserId", count(*)::int as n from message_outbox o
        join event_send s on s.event_send_sn = o.event_send_sn
        where s.event_sn = ${ev.eventSn} group by o.unq_user_id order by o.unq_user_id`,
    );
    expect(messages.map((m) => m.unqUserId)).toEqual(
      people
        .slice(2)
        .map((p) => p.unqUserId)
        .sort(),
    );
    expect(messages.every((m) => m.n === 1)).toBe(true);
    const [done] = await queryRows<{ doneAt: Date | null; eventSendSn: number | null }>(
      db,
      sql`select done_at as "doneAt", event_send_sn as "eventSendSn" from event_reminder
        where reminder_sn = ${reminder!.reminderSn}`,
    );
    expect(done!.doneAt).not.toBeNull();
    expect(done!.eventSendSn).not.toBeNull();
  });

  it('an ended event is closed once by three event clocks: one default gift each, one closing mail', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    const creator = await createUser(db, AUTH_CD.operatorManager, { email: 'close-race@pcs.test' });
    const prod = await createProduct(db, { price: 30_000 });
    const people = [];
    for (let i = 0; i < 9; i++)
      people.push(await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd }));
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 20 }],
      recipients: people.map((p) => p.unqUserId),
      overrides: {
        startDt: dayjs().subtract(5, 'day').format('YYYYMMDD'),
        endDt: dayjs().subtract(1, 'day').format('YYYYMMDD'),
        closeRuleCd: CLOSE_RULE.defaultGift,
        defaultProdSn: prod.prodSn,
        rgstUnqUserId: creator.unqUserId,
      },
    });
    // Batches of two: the close takes five batches, which the three clocks share.
    const tick = (p: Database) =>
      advanceEventStatuses({
        db: p.db,
        now: () => new Date(),
        publicUrl: 'https://pcs.test',
        closeBatchSize: 2,
      });
    await Promise.all(processes.map(tick));
    await Promise.all(processes.map(tick));
    expect(await count(sql`select count(*)::int as n from gift_order where event_sn = ${ev.eventSn}`)).toBe(
      people.length,
    );
    expect(
      await count(
        sql`select count(distinct unq_user_id)::int as n from gift_order where event_sn = ${ev.eventSn}`,
      ),
    ).toBe(people.length);
    expect(
      await count(
        sql`select stock_qty as n from event_product where event_sn = ${ev.eventSn} and prod_sn = ${prod.prodSn}`,
      ),
    ).toBe(20 - people.length);
    expect(
      await count(
        sql`select count(*)::int as n from message_outbox where recipient = 'close-race@pcs.test'
          and subject like '[PCS] 이벤트 마감 요약:%'`,
      ),
    ).toBe(1);
    // No recipient is told anything twice.
    expect(
      await count(sql`select count(*)::int as n from (select 1 from message_outbox where unq_user_id in
        (select unq_user_id from event_recipient where event_sn = ${ev.eventSn})
        group by unq_user_id, subject having count(*) > 1) d`),
    ).toBe(0);
  });
});

describe.skipIf(!onPostgres)('a concurrent start', () => {
  it('three processes opening a fresh database at once all start, apply each migration once and seed once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `pcs_test_${process.pid}_migrate_race`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      // What server.ts does at start, in three processes at once: migrate, then seed (a small demo).
      const storage = memoryFileStorage();
      const started = await Promise.allSettled(
        [0, 1, 2].map(async () => {
          const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 });
          try {
            await seedReferenceData(database.db, storage);
            await seedDemoData(database.db, storage, {
              now: new Date(),
              productCount: 20,
              recipientCount: 20,
            });
          } finally {
            await database.close();
          }
        }),
      );
      const failures = started.filter((o) => o.status === 'rejected');
      expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
      const journal = JSON.parse(
        await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      const seeded = await check.query<{ demoAdmins: number; products: number; notices: number }>(
        `select (select count(*)::int from app_user where user_id = 'demo-admin') as "demoAdmins",
          (select count(*)::int from product) as products, (select count(*)::int from notice) as notices`,
      );
      await check.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      // One seed's rows, not three.
      expect(seeded.rows[0]).toEqual({ demoAdmins: 1, products: 20, notices: NOTICES.length });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe.skipIf(onPostgres)('one process on PGlite', () => {
  it('an exclusive job runs every round: there is no other process to leave it to', async () => {
    let rounds = 0;
    const job = startPeriodicJob({
      name: 'exclusive pglite test',
      run: async () => {
        rounds += 1;
      },
      intervalMs: 10,
      firstAfterMs: 0,
      log: silent,
      exclusive: { lock: 'pending refunds', runAlone: t.database.runAlone },
    });
    await sleep(200);
    await job.stop();
    expect(rounds).toBeGreaterThan(3);
  });
});
