import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { createSafeFetch } from '../src/lib/safe-fetch';
import { queueWebhookEvents, runWebhooksOnce, type WebhookWorkerDeps } from '../src/modules/webhooks';
import { createCompany } from './helpers/factories';
import { testDatabaseUrl } from './helpers/other-process';
import { setupTestApp } from './helpers/test-app';

// Several senders on one database (decision 038): each delivery is sent by one worker at a time, and what a dead
// worker claimed is sent after its lease lapses. On PostgreSQL (api-postgres) the second worker has its own pool.
const t = setupTestApp();
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';
const silent = { error: () => undefined };
const DELIVERIES = 200;

const hits = new Map<string, number>();
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const id = String(req.headers['webhook-id']);
    hits.set(id, (hits.get(id) ?? 0) + 1);
    req.resume();
    // A little latency, so the two workers' batches overlap.
    setTimeout(() => res.end('ok'), 2);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function secondProcess(): Promise<Pick<Database, 'db' | 'close'>> {
  if (!onPostgres) return { db: t.database.db, close: async () => {} };
  return openDatabase({ databaseUrl: await testDatabaseUrl(t.database), dataDir: null, poolSize: 5 });
}

/** A company subscribed to gift.applied at the local receiver, with `n` events queued (distinct webhook-ids). */
async function queued(n: number, now: Date) {
  const { cmpyCd } = await createCompany(t.database.db);
  await t.database.db.execute(
    sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret)
        values (${cmpyCd}, ${url}, array['gift.applied']::varchar[], ${`whsec_${Buffer.alloc(32, 7).toString('base64')}`})`,
  );
  await queueWebhookEvents(t.database.db, {
    type: 'gift.applied',
    now,
    events: Array.from({ length: n }, (_, i) => ({
      cmpyCd,
      data: {
        applicationId: i + 1,
        eventId: 1,
        productId: 1,
        quantity: 1,
        status: 'APPLIED' as const,
        defaultGift: false,
      },
    })),
  });
  return cmpyCd;
}

const statusCounts = async (cmpyCd: string) =>
  queryRows<{ status: string; n: number }>(
    t.database.db,
    sql`select d.status, count(*)::int as n from webhook_delivery d
        join webhook_subscription s on s.subscription_sn = d.subscription_sn
        where s.cmpy_cd = ${cmpyCd} group by d.status`,
  );

const worker = (db: WebhookWorkerDeps['db'], now: () => Date): WebhookWorkerDeps => ({
  db,
  fetch: createSafeFetch({ allowPrivate: true, timeoutMs: 5_000 }),
  now,
  log: silent,
});

/** Runs a worker until a round claims nothing. */
async function drain(deps: WebhookWorkerDeps, batch: number) {
  while ((await runWebhooksOnce(deps, batch)) > 0);
}

describe('two workers at once', () => {
  it(`deliver ${DELIVERIES} deliveries, each exactly once`, async () => {
    const now = new Date();
    const cmpyCd = await queued(DELIVERIES, now);
    hits.clear();
    const other = await secondProcess();
    try {
      const clock = () => new Date(now.getTime() + 1_000);
      await Promise.all([drain(worker(t.database.db, clock), 25), drain(worker(other.db, clock), 25)]);
    } finally {
      await other.close();
    }
    expect(hits.size).toBe(DELIVERIES);
    expect([...hits.values()].every((n) => n === 1)).toBe(true);
    expect(await statusCounts(cmpyCd)).toEqual([{ status: 'SENT', n: DELIVERIES }]);
  });

  it('a worker that died mid-batch leaves its claim; the rest go out after the lease lapses, once each', async () => {
    const now = new Date(Date.now() + 10 * 60_000);
    const cmpyCd = await queued(60, now);
    hits.clear();
    const leaseMs = 60_000;
    // The dead worker's claim: the same statement shape as runWebhooksOnce, then nothing (killed before sending).
    const abandoned = await queryRows<{ delivery_sn: unknown }>(
      t.database.db,
      sql`update webhook_delivery set status = 'SENDING', attempts = attempts + 1,
            lease_until = ${new Date(now.getTime() + leaseMs)}, next_attempt_at = ${new Date(now.getTime() + leaseMs)}
          where delivery_sn in (select d.delivery_sn from webhook_delivery d
            join webhook_subscription s on s.subscription_sn = d.subscription_sn
            where s.cmpy_cd = ${cmpyCd} order by d.delivery_sn limit 20 for update skip locked)
          returning delivery_sn`,
    );
    expect(abandoned).toHaveLength(20);
    const live = worker(t.database.db, () => now);
    await drain({ ...live, leaseMs }, 50);
    expect(hits.size).toBe(40);
    // Within the lease nobody takes the dead worker's rows.
    await drain({ ...live, now: () => new Date(now.getTime() + leaseMs - 1), leaseMs }, 50);
    expect(hits.size).toBe(40);
    await drain({ ...live, now: () => new Date(now.getTime() + leaseMs + 1), leaseMs }, 50);
    expect(hits.size).toBe(60);
    expect([...hits.values()].every((n) => n === 1)).toBe(true);
    expect(await statusCounts(cmpyCd)).toEqual([{ status: 'SENT', n: 60 }]);
  });

  it('a slow worker whose lease lapsed does not overwrite the result of the one that took over', async () => {
    const now = new Date(Date.now() + 20 * 60_000);
    const cmpyCd = await queued(1, now);
    const leaseMs = 60_000;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The slow worker's receiver answer arrives only after the second worker has re-sent and recorded it.
    const slowFetch: WebhookWorkerDeps['fetch'] = async () => {
      await held;
      return new Response('late', { status: 500 });
    };
    const slow = runWebhooksOnce({ ...worker(t.database.db, () => now), fetch: slowFetch, leaseMs }, 10);
    await new Promise((r) => setTimeout(r, 50));
    const later = () => new Date(now.getTime() + leaseMs + 1);
    await drain({ ...worker(t.database.db, later), leaseMs }, 10);
    release();
    await slow;
    expect(await statusCounts(cmpyCd)).toEqual([{ status: 'SENT', n: 1 }]);
  });
});
