import { AUTH_CD } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { type Listener, startListening } from '../src/db/listen';
import { queryRows } from '../src/db/query-rows';
import { apiKey } from '../src/db/schema/index';
import {
  createEmployeePageCache,
  EMPLOYEE_PAGE_CHANGED_CHANNEL,
  type EmployeePageCache,
  type EmployeePageParams,
  type KeptPage,
  listenForEmployeePageChanges,
} from '../src/modules/employee-page-cache/page-cache';
import { keyFromSecret } from '../src/modules/public-api/key-secret';
import { createCompany, createUser } from './helpers/factories';
import { testDatabaseUrl } from './helpers/other-process';
import { createTestDatabase } from './helpers/test-database';

/**
 * The public API's pages of employees kept in the process (modules/employee-page-cache, decision 054): the cache's
 * rules, the route's replies with it (same bytes, same access log), and on PostgreSQL two processes told of every
 * change by the database's notice.
 */

const NOW = new Date('2026-12-03T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const params = (cmpyCd: string | null, limit = 50): EmployeePageParams => ({
  cmpyCd,
  after: null,
  limit,
  birthYear: false,
});
const page = (json: string): KeptPage => ({ body: Buffer.from(json), shown: 1 });

/** A loader that counts its reads. */
function loader(value: KeptPage) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n += 1;
    return value;
  };
  return { calls, load };
}

describe('employee page cache', () => {
  it('keeps nothing and always reads while its listener is not connected', async () => {
    const cache = createEmployeePageCache();
    const { calls, load } = loader(page('a'));
    await cache.find(params('C1'), NOW, load);
    await cache.find(params('C1'), NOW, load);
    expect(calls.n).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('keys by every parameter of the page statement', async () => {
    const cache = createEmployeePageCache();
    cache.setListening(true);
    const { calls, load } = loader(page('a'));
    const variants: EmployeePageParams[] = [
      params('C1'),
      params('C2'),
      params(null),
      params('C1', 49),
      { ...params('C1'), birthYear: true },
      { ...params('C1'), after: ['2026-12-01T00:00:00.000000Z', 'T1'] },
      { ...params('C1'), updatedSince: '2026-12-01T00:00:00Z' },
      { ...params('C1'), active: true },
      { ...params('C1'), active: false },
      { ...params('C1'), grupCd: 'G1' },
    ];
    for (const p of variants) await cache.find(p, NOW, load);
    expect(calls.n).toBe(variants.length);
    for (const p of variants) await cache.find({ ...p }, NOW, load);
    expect(calls.n).toBe(variants.length);
  });

  it("drops a company's pages and every company's pages on its notice, and everything on an empty one", async () => {
    const cache = createEmployeePageCache();
    cache.setListening(true);
    const c1 = loader(page('c1'));
    const c2 = loader(page('c2'));
    const all = loader(page('all'));
    const read = async () => {
      await cache.find(params('C1'), NOW, c1.load);
      await cache.find(params('C2'), NOW, c2.load);
      await cache.find(params(null), NOW, all.load);
    };
    await read();
    await read();
    expect([c1.calls.n, c2.calls.n, all.calls.n]).toEqual([1, 1, 1]);
    cache.companyChanged('C1');
    await read();
    expect([c1.calls.n, c2.calls.n, all.calls.n]).toEqual([2, 1, 2]);
    cache.companyChanged('');
    await read();
    expect([c1.calls.n, c2.calls.n, all.calls.n]).toEqual([3, 2, 3]);
  });

  it('does not keep a read that was in flight when a notice arrived (it may predate the change)', async () => {
    const cache = createEmployeePageCache();
    cache.setListening(true);
    let finish: (p: KeptPage) => void = () => {};
    const pending = cache.find(
      params('C1'),
      NOW,
      () =>
        new Promise<KeptPage>((resolve) => {
          finish = resolve;
        }),
    );
    // A notice of another company still counts: the read's snapshot is unknown.
    cache.companyChanged('C9');
    finish(page('old'));
    expect((await pending).body.toString()).toBe('old');
    expect(cache.size()).toBe(0);
  });

  it('expires a page after its life and keeps at most its bounds, the oldest going first', async () => {
    const cache = createEmployeePageCache({ ttlMs: 30_000, maxEntries: 2, maxBytes: 10 });
    cache.setListening(true);
    const one = loader(page('1234'));
    await cache.find(params('C1'), NOW, one.load);
    await cache.find(params('C1'), later(29_999), one.load);
    expect(one.calls.n).toBe(1);
    await cache.find(params('C1'), later(30_000), one.load);
    expect(one.calls.n).toBe(2);
    // Entries: a third page pushes the oldest out.
    await cache.find(params('C2'), later(30_000), async () => page('1'));
    await cache.find(params('C3'), later(30_000), async () => page('2'));
    expect(cache.size()).toBe(2);
    await cache.find(params('C1'), later(30_000), one.load);
    expect(one.calls.n).toBe(3);
    // Bytes, not characters: 4 + 8 > 10, so the page of 8 bytes (4 characters) pushes out the others; a page over
    // the bound is not kept.
    await cache.find(params('C4'), later(30_000), async () => page('직원12'));
    expect(cache.size()).toBe(1);
    await cache.find(params('C5'), later(30_000), async () => page('12345678901'));
    expect(cache.size()).toBe(1);
  });

  it('starts over when the listener drops or reconnects', async () => {
    const cache = createEmployeePageCache();
    cache.setListening(true);
    await cache.find(params('C1'), NOW, async () => page('a'));
    expect(cache.size()).toBe(1);
    cache.setListening(false);
    expect(cache.size()).toBe(0);
    const { calls, load } = loader(page('a'));
    await cache.find(params('C1'), NOW, load);
    expect(cache.size()).toBe(0);
    cache.setListening(true);
    await cache.find(params('C1'), NOW, load);
    await cache.find(params('C1'), NOW, load);
    expect(calls.n).toBe(2);
  });
});

const config = () =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/pcs-test-unused', WEB_DIST_DIR: '/nonexistent' });

let seq = 0;
/** A key made straight in the table (its text is returned): of `cmpyCd`, or an operator key when null. */
async function insertKey(
  database: Database,
  cmpyCd: string | null,
  scopes = ['employees:read', 'employees:write'],
): Promise<{ text: string; sn: number }> {
  seq += 1;
  const key = keyFromSecret(
    `pc${process.pid % 1000}${String(seq).padStart(5, '0')}`.slice(0, 10).padEnd(10, 'x'),
    `${'p'.repeat(38)}${String(seq).padStart(5, '0')}`,
  );
  const [row] = await database.db
    .insert(apiKey)
    .values({
      cmpyCd,
      keyNm: `page ${seq}`,
      scopes,
      keyPrefix: key.keyPrefix,
      secretHash: key.secretHash,
      perMinute: 10_000,
    })
    .returning({ sn: apiKey.apiKeySn });
  return { text: key.apiKey, sn: (row as { sn: number }).sn };
}

const get = (app: FastifyInstance, key: string, query = 'limit=50') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/employees?${query}`,
    headers: { authorization: `Bearer ${key}` },
  });

const put = (app: FastifyInstance, key: string, sabun: string, body: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/employees/${sabun}`,
    headers: { authorization: `Bearer ${key}` },
    payload: body,
  });

const accessRows = async (database: Database, sn: number) =>
  Number(
    (
      await queryRows<{ n: number | string }>(
        database.db,
        sql`select count(*) as n from personal_data_access_log where reason like ${`API 키 ${sn} %`}`,
      )
    )[0]?.n ?? 0,
  );

const newApp = (database: Database, employeePageCache?: EmployeePageCache) =>
  buildApp({
    db: database.db,
    config: config(),
    now: () => new Date(),
    storage: memoryFileStorage(),
    logger: false,
    ...(employeePageCache ? { employeePageCache } : {}),
  });

describe('the route with the cache (no listener: the cache told by hand that it may keep)', () => {
  let database: Database;
  let cached: FastifyInstance;
  let plain: FastifyInstance;
  let cache: EmployeePageCache;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    cache = createEmployeePageCache();
    cache.setListening(true);
    cached = await newApp(database, cache);
    plain = await newApp(database);
    a = (await createCompany(database.db)).cmpyCd;
    b = (await createCompany(database.db)).cmpyCd;
    for (const cmpyCd of [a, b])
      for (let i = 0; i < 3; i += 1)
        await createUser(database.db, AUTH_CD.clientEmployee, { cmpyCd, sabun: `${cmpyCd}-${i}` });
  });
  afterAll(async () => {
    await cached?.close();
    await plain?.close();
    await database?.close();
  });

  it('a kept page is the same bytes and headers as a read one, and each reply writes its access log row', async () => {
    const key = await insertKey(database, a);
    const read = await get(plain, key.text);
    const first = await get(cached, key.text);
    const before = cache.size();
    const second = await get(cached, key.text);
    expect(cache.size()).toBe(before);
    expect(read.statusCode).toBe(200);
    for (const r of [first, second]) {
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(read.rawPayload)).toBe(true);
      expect(r.headers['content-type']).toBe(read.headers['content-type']);
      expect(r.headers['content-length']).toBe(read.headers['content-length']);
    }
    expect(JSON.parse(read.body).data).toHaveLength(3);
    expect(await accessRows(database, key.sn)).toBe(3);
    // Served from the cache: a change the cache was not told of (no listener here) is not in the reply.
    await database.db.execute(sql`update app_user set user_nm = '바뀐이름' where cmpy_cd = ${a}`);
    expect((await get(cached, key.text)).rawPayload.equals(read.rawPayload)).toBe(true);
    expect(await accessRows(database, key.sn)).toBe(4);
    cache.companyChanged(a);
    expect((await get(cached, key.text)).body).toContain('바뀐이름');
  });

  it("a company key gets its own company's page, never another's kept one; the operator's is its own", async () => {
    const keyA = await insertKey(database, a);
    const keyB = await insertKey(database, b);
    const operator = await insertKey(database, null);
    for (const key of [keyA, keyB, operator, keyA, keyB, operator]) {
      const [mine, reference] = [await get(cached, key.text), await get(plain, key.text)];
      expect(mine.rawPayload.equals(reference.rawPayload)).toBe(true);
    }
    // Asking for the other company with a company key is refused, kept pages or not.
    expect((await get(cached, keyA.text, `limit=50&companyCode=${b}`)).statusCode).toBe(403);
    const own = JSON.parse((await get(cached, keyA.text)).body) as { data: { companyCode: string }[] };
    expect(own.data.every((e) => e.companyCode === a)).toBe(true);
  });

  it('the process that writes through the API shows the change on its next page, without the notice', async () => {
    const key = await insertKey(database, a);
    await get(cached, key.text);
    const saved = await put(cached, key.text, `${a}-1`, { name: '새이름' });
    expect(saved.statusCode).toBe(200);
    expect((await get(cached, key.text)).body).toContain('새이름');
    const off = await cached.inject({
      method: 'POST',
      url: `/api/v1/employees/${a}-2/deactivate`,
      headers: { authorization: `Bearer ${key.text}` },
      payload: {},
    });
    expect(off.statusCode).toBe(200);
    const after = await get(cached, key.text);
    expect(after.rawPayload.equals((await get(plain, key.text)).rawPayload)).toBe(true);
  });
});

/** Two API processes on one PostgreSQL database, each with its own page cache and listener. */
describe.runIf(process.env.PCS_TEST_BACKEND === 'postgres')(
  'employee page cache across processes (PostgreSQL)',
  () => {
    let database: Database;
    const servers: { app: FastifyInstance; cache: EmployeePageCache; listener: Listener }[] = [];
    let plain: FastifyInstance;
    let a: string;
    let b: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      const url = await testDatabaseUrl(database);
      for (let i = 0; i < 2; i += 1) {
        const cache = createEmployeePageCache();
        const app = await newApp(database, cache);
        const listener = listenForEmployeePageChanges(cache, {
          databaseUrl: url,
          log: { warn: () => {} },
          retryMs: 50,
        });
        servers.push({ app, cache, listener });
      }
      plain = await newApp(database);
      a = (await createCompany(database.db)).cmpyCd;
      b = (await createCompany(database.db)).cmpyCd;
      await database.db.execute(
        sql`insert into company_group (cmpy_cd, grup_cd, grup_nm) values (${a}, 'G1', '1팀'), (${a}, 'G2', '2팀')`,
      );
      for (const cmpyCd of [a, b])
        for (let i = 0; i < 4; i += 1)
          await createUser(database.db, AUTH_CD.clientEmployee, {
            cmpyCd,
            sabun: `${cmpyCd}-${i}`,
            ...(cmpyCd === a ? { grupCd: 'G1' } : {}),
          });
      await until(() => servers.every((s) => s.cache.isListening()));
    });

    afterAll(async () => {
      for (const s of servers) {
        await s.listener.stop();
        await s.app.close();
      }
      await plain?.close();
      await database?.close();
    });

    /** Waits (up to 3 s) for `condition`; the notice of a committed change arrives within milliseconds. */
    async function until(condition: () => boolean) {
      for (let i = 0; i < 300 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(condition()).toBe(true);
    }

    /** A page read twice on B (so B keeps it); returns its bytes. */
    async function keptOnB(key: string, query?: string) {
      const b1 = servers[1] as (typeof servers)[0];
      const first = await get(b1.app, key, query);
      expect(first.statusCode).toBe(200);
      const size = b1.cache.size();
      expect((await get(b1.app, key, query)).rawPayload.equals(first.rawPayload)).toBe(true);
      expect(b1.cache.size()).toBe(size);
      expect(size).toBeGreaterThan(0);
      return first.body;
    }

    /** After a change: B's page changes within a second and is then what a process without the cache answers. */
    async function seenOnB(key: string, old: string, query?: string) {
      const b1 = servers[1] as (typeof servers)[0];
      const changedAt = Date.now();
      let body = old;
      while (body === old && Date.now() - changedAt < 5000) body = (await get(b1.app, key, query)).body;
      expect(body).not.toBe(old);
      expect(Date.now() - changedAt).toBeLessThan(1000);
      expect(body).toBe((await get(plain, key, query)).body);
    }

    it('a plain SQL UPDATE of an employee reaches the other process', async () => {
      const key = await insertKey(database, a);
      const old = await keptOnB(key.text);
      await database.db.execute(sql`update app_user set email = 'x@example.com' where sabun = ${`${a}-0`}`);
      await seenOnB(key.text, old);
    });

    it('a DELETE, an INSERT and a move to another group each reach it', async () => {
      const key = await insertKey(database, a);
      const inGroup = `limit=50&groupCode=G2`;
      let old = await keptOnB(key.text);
      let oldGroup = await keptOnB(key.text, inGroup);
      await database.db.execute(sql`update app_user set grup_cd = 'G2' where sabun = ${`${a}-1`}`);
      await seenOnB(key.text, oldGroup, inGroup);
      await seenOnB(key.text, old);
      old = await keptOnB(key.text);
      oldGroup = await keptOnB(key.text, inGroup);
      await database.db.execute(sql`delete from app_user where sabun = ${`${a}-1`}`);
      await seenOnB(key.text, oldGroup, inGroup);
      await seenOnB(key.text, old);
      old = await keptOnB(key.text);
      await createUser(database.db, AUTH_CD.clientEmployee, { cmpyCd: a, sabun: `${a}-new` });
      await seenOnB(key.text, old);
    });

    it("a change made through one process's API is on the other's next page; other companies keep theirs", async () => {
      const [a0] = servers as [(typeof servers)[0]];
      const key = await insertKey(database, a);
      const otherKey = await insertKey(database, b);
      const operator = await insertKey(database, null);
      const old = await keptOnB(key.text);
      const oldAll = await keptOnB(operator.text);
      await keptOnB(otherKey.text);
      const b1 = servers[1] as (typeof servers)[0];
      const kept = b1.cache.size();
      expect((await put(a0.app, key.text, `${a}-2`, { name: '다른이름' })).statusCode).toBe(200);
      await seenOnB(key.text, old);
      await seenOnB(operator.text, oldAll);
      // Company B's page was not dropped (two were, and the two re-read ones are kept again).
      expect(b1.cache.size()).toBe(kept);
    });

    it('one notice per company a statement touched, none for a statement that changed no row', async () => {
      const heard: string[] = [];
      const url = await testDatabaseUrl(database);
      let listening = false;
      const spy = startListening({
        databaseUrl: url,
        channel: EMPLOYEE_PAGE_CHANGED_CHANNEL,
        onNotice: (payload) => heard.push(payload),
        onState: (on) => {
          listening = on;
        },
        log: { warn: () => {} },
      });
      try {
        await until(() => listening);
        await database.db.execute(sql`update app_user set user_nm = user_nm where cmpy_cd = 'none'`);
        await database.db.execute(sql`delete from app_user where cmpy_cd = 'none'`);
        // Two companies in one statement: one notice each (the rows of one company are one notice).
        await database.db.execute(
          sql`update app_user set pwd_changed_at = now() where cmpy_cd in (${a}, ${b})`,
        );
        // The statements that changed no row came first: a notice of theirs would have arrived before these.
        await until(() => heard.length >= 2);
        await new Promise((r) => setTimeout(r, 100));
        expect(heard.sort()).toEqual([a, b].sort());
        // A statement over more than 100 companies: one empty notice, every company's pages.
        heard.length = 0;
        await database.db.execute(sql`
          insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd)
          select 'M' || g, '많은회사' || g, '02' from generate_series(1, 101) g`);
        await database.db.execute(sql`
          insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd)
          select 'M' || g, 'many' || g, 'x', '이름', ${AUTH_CD.clientEmployee}, 'M' || g
          from generate_series(1, 101) g`);
        await until(() => heard.length >= 1);
        await new Promise((r) => setTimeout(r, 100));
        expect(heard).toEqual(['']);
      } finally {
        await spy.stop();
      }
    });

    it('a lost listener connection empties the cache, which is not used until the listener is back', async () => {
      const key = await insertKey(database, a);
      const b1 = servers[1] as (typeof servers)[0];
      await keptOnB(key.text);
      await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%'`);
      await until(() => b1.cache.size() === 0);
      expect((await get(b1.app, key.text)).statusCode).toBe(200);
      await until(() => servers.every((s) => s.cache.isListening()));
    });
  },
);
