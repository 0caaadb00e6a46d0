import { AUTH_CD } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Listener } from '../src/db/listen';
import {
  createSessionCache,
  listenForSessionChanges,
  type SessionCache,
} from '../src/modules/session/session-cache';
import { createCompany, createUser } from './helpers/factories';
import { testDatabaseUrl } from './helpers/other-process';
import { loginAs, post } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const NOW = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const session = (unqUserId: string, expiresAt = later(3_600_000)) => ({ unqUserId, expiresAt });

/** A loader that counts its reads. */
function loader<S>(value: S) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n += 1;
    return value;
  };
  return { calls, load };
}

describe('session cache', () => {
  it('keeps nothing and always reads while its listener is not connected', async () => {
    const cache = createSessionCache();
    const { calls, load } = loader(session('U1'));
    await cache.find('t1', NOW, load);
    await cache.find('t1', NOW, load);
    expect(calls.n).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('serves a kept session until the user changes, then reads again', async () => {
    const cache = createSessionCache();
    cache.setListening(true);
    const one = loader(session('U1'));
    const two = loader(session('U2'));
    await cache.find('t1', NOW, one.load);
    await cache.find('t1', NOW, one.load);
    await cache.find('t2', NOW, two.load);
    expect(one.calls.n).toBe(1);
    cache.userChanged('U1');
    await cache.find('t1', NOW, one.load);
    await cache.find('t2', NOW, two.load);
    expect(one.calls.n).toBe(2);
    // Only U1's session was dropped.
    expect(two.calls.n).toBe(1);
  });

  it('never serves a session past its expiry or kept longer than its life', async () => {
    const cache = createSessionCache({ ttlMs: 30_000 });
    cache.setListening(true);
    const expiring = loader(session('U1', later(1000)));
    await cache.find('t1', NOW, expiring.load);
    await cache.find('t1', later(1000), expiring.load);
    expect(expiring.calls.n).toBe(2);
    const lasting = loader(session('U2'));
    await cache.find('t2', NOW, lasting.load);
    await cache.find('t2', later(29_999), lasting.load);
    expect(lasting.calls.n).toBe(1);
    await cache.find('t2', later(30_000), lasting.load);
    expect(lasting.calls.n).toBe(2);
  });

  it('does not keep a read that was in flight when a notice arrived (it may predate the change)', async () => {
    const cache = createSessionCache();
    cache.setListening(true);
    let finish: (s: ReturnType<typeof session>) => void = () => {};
    const pending = cache.find(
      't1',
      NOW,
      () =>
        new Promise<ReturnType<typeof session> | null>((resolve) => {
          finish = resolve;
        }),
    );
    cache.userChanged('someone else');
    finish(session('U1'));
    await pending;
    expect(cache.size()).toBe(0);
  });

  it('keeps only what keepIf allows, and no missing session', async () => {
    const cache = createSessionCache();
    cache.setListening(true);
    await cache.find(
      't1',
      NOW,
      async () => session('U1'),
      () => false,
    );
    await cache.find('t2', NOW, async () => null);
    expect(cache.size()).toBe(0);
  });

  it('starts over when the listener drops or reconnects, and drops the oldest past its size', async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.setListening(true);
    for (const t of ['t1', 't2', 't3']) await cache.find(t, NOW, async () => session(`U-${t}`));
    expect(cache.size()).toBe(2);
    const first = loader(session('U-t1'));
    await cache.find('t1', NOW, first.load);
    expect(first.calls.n).toBe(1);
    cache.setListening(false);
    expect(cache.size()).toBe(0);
    cache.setListening(true);
    expect(cache.size()).toBe(0);
  });
});

/** Two API processes on one PostgreSQL database, each with its own cache and listener. */
describe.runIf(process.env.PCS_TEST_BACKEND === 'postgres')(
  'session cache across processes (PostgreSQL)',
  () => {
    let database: Database;
    const servers: {
      app: FastifyInstance;
      cache: SessionCache;
      listener: Listener;
    }[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const url = await testDatabaseUrl(database);
      for (let i = 0; i < 2; i += 1) {
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: '/tmp/pcs-test-unused',
          WEB_DIST_DIR: '/nonexistent',
        });
        const cache = createSessionCache();
        const app = await buildApp({
          db: database.db,
          config,
          now: () => new Date(),
          storage: memoryFileStorage(),
          logger: false,
          sessionCache: cache,
        });
        const listener = listenForSessionChanges(cache, {
          databaseUrl: url,
          log: { warn: () => {} },
          retryMs: 50,
        });
        servers.push({ app, cache, listener });
      }
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

    const eventList = (app: FastifyInstance, token: string) =>
      post(app, '/v1/ebmp/pcs/gift/eventList.json', {}, token);

    async function signedInOnB() {
      const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const cmpy = await createCompany(database.db);
      const user = await createUser(database.db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
      const token = await loginAs(a.app, user.userId);
      expect((await eventList(b.app, token)).statusCode).toBe(200);
      expect(b.cache.size()).toBeGreaterThan(0);
      return { a, b, user, token };
    }

    it('a logout on one process refuses the token on the other as soon as the notice arrives', async () => {
      const { a, b, token } = await signedInOnB();
      const before = b.cache.size();
      expect((await post(a.app, '/v1/ebmp/logout.json', {}, token)).statusCode).toBe(200);
      // Process A forgot it at once; B when the notice came.
      await until(() => b.cache.size() === before - 1);
      const after = await eventList(b.app, token);
      expect(after.statusCode).toBe(401);
      expect(after.body.resultStatus.messageCode).toBe('4011');
    });

    it('a logout on one process is refused on the other within a second (decision 022: the bound)', async () => {
      const { a, b, token } = await signedInOnB();
      expect((await post(a.app, '/v1/ebmp/logout.json', {}, token)).statusCode).toBe(200);
      const loggedOutAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - loggedOutAt < 5000)
        status = (await eventList(b.app, token)).statusCode;
      expect(status).toBe(401);
      expect(Date.now() - loggedOutAt).toBeLessThan(1000);
    });

    it("a touch of last_used_at sends no notice, so the user's kept sessions stay", async () => {
      const touched = await signedInOnB();
      const other = await signedInOnB();
      const before = touched.b.cache.size();
      await database.db.execute(
        sql`update user_session set last_used_at = now() where unq_user_id = ${touched.user.unqUserId}`,
      );
      // Notices arrive in commit order: once the later change is heard, a notice of the touch would have been too.
      await database.db.execute(
        sql`update app_user set use_yn = 'N' where unq_user_id = ${other.user.unqUserId}`,
      );
      await until(() => touched.b.cache.size() < before);
      await new Promise((r) => setTimeout(r, 100));
      expect(touched.b.cache.size()).toBe(before - 1);
      expect((await eventList(touched.b.app, touched.token)).statusCode).toBe(200);
    });

    it('a user turned off by any statement (here plain SQL) is refused on a process that had their session', async () => {
      const { b, user, token } = await signedInOnB();
      const before = b.cache.size();
      await database.db.execute(sql`update app_user set use_yn = 'N' where unq_user_id = ${user.unqUserId}`);
      await until(() => b.cache.size() === before - 1);
      expect((await eventList(b.app, token)).statusCode).toBe(401);
    });

    it('a lost listener connection empties the cache, which is not used until the listener is back', async () => {
      const { b, token } = await signedInOnB();
      await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%'`);
      // B's listener was terminated too: its cache empties when it notices (before it reconnects).
      await until(() => b.cache.size() === 0);
      // Still answered meanwhile (read from the database), and the listeners come back by themselves.
      expect((await eventList(b.app, token)).statusCode).toBe(200);
      await until(() => servers.every((s) => s.cache.isListening()));
    });
  },
);
