import { API_KEY_PATH, AUTH_CD } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Listener } from '../src/db/listen';
import { queryRows } from '../src/db/query-rows';
import { apiKey, apiRequestLog } from '../src/db/schema/index';
import {
  type ApiKeyCache,
  createApiKeyCache,
  listenForApiKeyChanges,
} from '../src/modules/api-key-cache/key-cache';
import { keyFromSecret } from '../src/modules/public-api/key-secret';
import {
  REQUEST_LOG_FLUSH_MS,
  REQUEST_LOG_FLUSH_ROWS,
  requestLogWriter,
} from '../src/modules/public-api/v1/request-log';
import { claimSizeOf } from '../src/modules/public-api/v1/throttle';
import { createCompany, createUser } from './helpers/factories';
import { testDatabaseUrl } from './helpers/other-process';
import { loginAs, post } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * The public API's hot path (decision 054): keys cached with revocation by database notice, the throttle's calls
 * claimed in blocks from the shared counter, the access log's rows grouped, the request log's flush bound. Two app
 * instances on one database stand for two processes.
 */

const config = () =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/pcs-test-unused', WEB_DIST_DIR: '/nonexistent' });

let seq = 0;
/** A key of `cmpyCd` with employees:read, made straight in the table (its text is returned). */
async function insertKey(
  database: Database,
  cmpyCd: string,
  perMinute = 600,
): Promise<{ text: string; sn: number }> {
  seq += 1;
  const key = keyFromSecret(
    `hp${process.pid % 1000}${String(seq).padStart(5, '0')}`.slice(0, 10).padEnd(10, 'x'),
    `${'s'.repeat(38)}${String(seq).padStart(5, '0')}`,
  );
  const [row] = await database.db
    .insert(apiKey)
    .values({
      cmpyCd,
      keyNm: `hot ${seq}`,
      scopes: ['employees:read'],
      keyPrefix: key.keyPrefix,
      secretHash: key.secretHash,
      perMinute,
    })
    .returning({ sn: apiKey.apiKeySn });
  return { text: key.apiKey, sn: (row as { sn: number }).sn };
}

const employees = (app: FastifyInstance, key: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/employees?limit=5',
    headers: { authorization: `Bearer ${key}` },
  });

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number | string }>(database.db, query))[0]?.n ?? 0);

describe('two app instances on one database (the throttle, the access log)', () => {
  let database: Database;
  let apps: [FastifyInstance, FastifyInstance];
  let cmpyCd: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const made: FastifyInstance[] = [];
    for (let i = 0; i < 2; i += 1)
      made.push(
        await buildApp({
          db: database.db,
          config: config(),
          now: () => new Date(),
          storage: memoryFileStorage(),
          logger: false,
        }),
      );
    apps = made as [FastifyInstance, FastifyInstance];
    cmpyCd = (await createCompany(database.db)).cmpyCd;
    for (let i = 0; i < 3; i += 1) await createUser(database.db, AUTH_CD.clientEmployee, { cmpyCd });
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.close();
  });

  it('a small limit holds exactly across the two, one claim per call', async () => {
    expect(claimSizeOf(5)).toBe(1);
    const key = await insertKey(database, cmpyCd, 5);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await employees(apps[i % 2] as FastifyInstance, key.text)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('a large limit claimed in blocks is never passed, and each instance wastes less than a block', async () => {
    const perMinute = 300;
    const block = claimSizeOf(perMinute);
    expect(block).toBe(3);
    const key = await insertKey(database, cmpyCd, perMinute);
    let allowed = 0;
    let refused = 0;
    // Both instances at once, 20 calls in flight between them.
    const lanes = Array.from({ length: 20 }, async (_, lane) => {
      for (let i = 0; i < 20; i += 1) {
        const res = await employees(apps[lane % 2] as FastifyInstance, key.text);
        if (res.statusCode === 200) allowed += 1;
        else if (res.statusCode === 429) refused += 1;
        else throw new Error(`unexpected ${res.statusCode}`);
      }
    });
    await Promise.all(lanes);
    expect(allowed + refused).toBe(400);
    expect(allowed).toBeLessThanOrEqual(perMinute);
    expect(allowed).toBeGreaterThanOrEqual(perMinute - 2 * (block - 1));
    // The shared counter saw every claim: past the limit, and by fewer than two blocks per refused call.
    const hits = await count(
      database,
      sql`select hits as n from api_rate_limit where rate_key = ${`key:${key.sn}`}`,
    );
    expect(hits).toBeGreaterThan(perMinute);
  });

  it('each reply comes after its access log row is committed, concurrent calls sharing inserts', async () => {
    const key = await insertKey(database, cmpyCd);
    const before = await count(
      database,
      sql`select count(*) as n from personal_data_access_log where reason like ${`API 키 ${key.sn} %`}`,
    );
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => employees(apps[i % 2] as FastifyInstance, key.text)),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const after = await count(
      database,
      sql`select count(*) as n from personal_data_access_log where reason like ${`API 키 ${key.sn} %`}`,
    );
    expect(after - before).toBe(30);
  });

  it('the request log is written within its flush interval, at once when a batch fills, and on close', async () => {
    const key = await insertKey(database, cmpyCd);
    const errors: unknown[] = [];
    const writer = requestLogWriter(database.db, { error: (obj) => errors.push(obj) });
    const logged = () =>
      database.db
        .select({ id: apiRequestLog.id })
        .from(apiRequestLog)
        .where(eq(apiRequestLog.apiKeySn, key.sn))
        .then((rows) => rows.length);
    const line = () => ({
      apiKeySn: key.sn,
      method: 'GET',
      route: '/api/v1/employees',
      status: 200,
      ms: 1,
      at: new Date(),
    });
    const first = { ...line(), route: '/api/v1/employees/{employeeNumber}', status: 404, ms: 12 };
    writer.add(first);
    expect(await logged()).toBe(0);
    // The crash bound: a line waits at most REQUEST_LOG_FLUSH_MS before its insert starts.
    const added = Date.now();
    while ((await logged()) < 1 && Date.now() - added < REQUEST_LOG_FLUSH_MS * 3)
      await new Promise((r) => setTimeout(r, 20));
    expect(await logged()).toBe(1);
    expect(Date.now() - added).toBeLessThan(REQUEST_LOG_FLUSH_MS * 2);
    // Written as given, column by column (one array per column).
    const [written] = await database.db
      .select()
      .from(apiRequestLog)
      .where(eq(apiRequestLog.apiKeySn, key.sn));
    const { id: _id, ...fields } = written as typeof apiRequestLog.$inferSelect;
    expect(fields).toEqual(first);
    // A full batch goes without waiting for the timer.
    for (let i = 0; i < REQUEST_LOG_FLUSH_ROWS; i += 1) writer.add(line());
    await writer.flush();
    expect(await logged()).toBe(1 + REQUEST_LOG_FLUSH_ROWS);
    writer.add(line());
    await writer.close();
    expect(await logged()).toBe(2 + REQUEST_LOG_FLUSH_ROWS);
    expect(errors).toEqual([]);
  });
});

/** Two API processes on one PostgreSQL database, each with its own key cache and listener. */
describe.runIf(process.env.PCS_TEST_BACKEND === 'postgres')(
  'API key cache across processes (PostgreSQL)',
  () => {
    let database: Database;
    const servers: { app: FastifyInstance; cache: ApiKeyCache; listener: Listener }[] = [];
    let cmpyCd: string;
    let managerToken: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      const url = await testDatabaseUrl(database);
      for (let i = 0; i < 2; i += 1) {
        const cache = createApiKeyCache();
        const app = await buildApp({
          db: database.db,
          config: config(),
          now: () => new Date(),
          storage: memoryFileStorage(),
          logger: false,
          apiKeyCache: cache,
        });
        const listener = listenForApiKeyChanges(cache, {
          databaseUrl: url,
          log: { warn: () => {} },
          retryMs: 50,
        });
        servers.push({ app, cache, listener });
      }
      cmpyCd = (await createCompany(database.db)).cmpyCd;
      await createUser(database.db, AUTH_CD.clientEmployee, { cmpyCd });
      const manager = await createUser(database.db, AUTH_CD.clientManager, { cmpyCd });
      managerToken = await loginAs((servers[0] as (typeof servers)[0]).app, manager.userId);
      await until(() => servers.every((s) => s.cache.isListening()));
    });

    afterAll(async () => {
      for (const s of servers) {
        await s.listener.stop();
        await s.app.close();
      }
      await database?.close();
    });

    /** Waits (up to 3 s) for `condition`; the notice of a committed change arrives within milliseconds. */
    async function until(condition: () => boolean) {
      for (let i = 0; i < 300 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(condition()).toBe(true);
    }

    /** A key used on B, so B keeps it; A is where the change is made. */
    async function usedOnB() {
      const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const key = await insertKey(database, cmpyCd);
      const before = b.cache.size();
      expect((await employees(b.app, key.text)).statusCode).toBe(200);
      expect(b.cache.size()).toBe(before + 1);
      // Served from the cache now: the row is not read again.
      expect((await employees(b.app, key.text)).statusCode).toBe(200);
      return { a, b, key };
    }

    it('a key revoked on the screen of one process is refused by the other within a second', async () => {
      const { a, b, key } = await usedOnB();
      const revoked = await post(a.app, API_KEY_PATH.revoke, { apiKeySn: key.sn }, managerToken);
      expect(revoked.statusCode).toBe(200);
      const revokedAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - revokedAt < 5000)
        status = (await employees(b.app, key.text)).statusCode;
      expect(status).toBe(401);
      expect(Date.now() - revokedAt).toBeLessThan(1000);
      // And on the process that revoked it, at once.
      expect((await employees(a.app, key.text)).statusCode).toBe(401);
    });

    it('a rotated key: the old text is refused on the other process as soon as the notice arrives', async () => {
      const { a, b, key } = await usedOnB();
      const before = b.cache.size();
      const rotated = await post(a.app, API_KEY_PATH.rotate, { apiKeySn: key.sn }, managerToken);
      expect(rotated.statusCode).toBe(200);
      await until(() => b.cache.size() === before - 1);
      expect((await employees(b.app, key.text)).statusCode).toBe(401);
      const fresh = (rotated.body.resultData as { apiKey: string }).apiKey;
      expect((await employees(b.app, fresh)).statusCode).toBe(200);
    });

    it('a change by any statement (here plain SQL: the scopes) reaches the other process', async () => {
      const { b, key } = await usedOnB();
      const before = b.cache.size();
      await database.db.execute(
        sql`update api_key set scopes = array['events:read']::varchar[] where api_key_sn = ${key.sn}`,
      );
      await until(() => b.cache.size() === before - 1);
      expect((await employees(b.app, key.text)).statusCode).toBe(403);
    });

    it('a touch of last_used_at sends no notice, so the kept key stays', async () => {
      const touched = await usedOnB();
      const other = await usedOnB();
      const before = touched.b.cache.size();
      await database.db.execute(
        sql`update api_key set last_used_at = now() where api_key_sn = ${touched.key.sn}`,
      );
      // Notices arrive in commit order: once the later change is heard, a notice of the touch would have been too.
      await database.db.execute(
        sql`update api_key set revoked_at = now() where api_key_sn = ${other.key.sn}`,
      );
      await until(() => touched.b.cache.size() < before);
      await new Promise((r) => setTimeout(r, 100));
      expect(touched.b.cache.size()).toBe(before - 1);
    });

    it('a lost listener connection empties the cache, which is not used until the listener is back', async () => {
      const { b, key } = await usedOnB();
      await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%'`);
      await until(() => b.cache.size() === 0);
      // Still answered meanwhile (read from the database), and the listeners come back by themselves.
      expect((await employees(b.app, key.text)).statusCode).toBe(200);
      await until(() => servers.every((s) => s.cache.isListening()));
    });
  },
);
