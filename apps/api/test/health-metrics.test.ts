import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { giftOrder, messageOutbox, payment } from '../src/db/schema/index';
import { createLifecycle } from '../src/http/server-lifecycle';
import { startPeriodicJob } from '../src/lib/periodic-job';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { buildTestApp, post, setupTestApp, testClock } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const TOKEN = 'metrics-token-0123456789abcdef';
const clock = testClock(new Date('2026-11-30T03:00:00Z'));
const t = setupTestApp(clock, { METRICS_TOKEN: TOKEN });

const scrape = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The value of one series in a Prometheus text exposition, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 outside the envelope, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and has every migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while starting and while stopping; /healthz still 200', async () => {
    const lifecycle = createLifecycle();
    const app = await buildApp({
      db: t.database.db,
      config: t.config,
      now: clock.now,
      storage: t.storage,
      logger: false,
      lifecycle,
    });
    try {
      const starting = await app.inject({ method: 'GET', url: '/readyz' });
      expect([starting.statusCode, starting.json()]).toEqual([503, { status: 'starting' }]);
      lifecycle.phase = 'ready';
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      lifecycle.phase = 'stopping';
      const stopping = await app.inject({ method: 'GET', url: '/readyz' });
      expect([stopping.statusCode, stopping.json()]).toEqual([503, { status: 'stopping' }]);
      expect(stopping.headers['cache-control']).toBe('no-store');
      expect(stopping.headers.connection).toBe('close');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 503 when a migration is missing and when the database is closed', async () => {
    const database = await createTestDatabase();
    const { app } = await buildTestApp(database, clock);
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const pending = await app.inject({ method: 'GET', url: '/readyz' });
      expect([pending.statusCode, pending.json()]).toEqual([503, { status: 'migrations pending' }]);
      await database.close();
      const closed = await app.inject({ method: 'GET', url: '/readyz' });
      expect([closed.statusCode, closed.json()]).toEqual([503, { status: 'database unavailable' }]);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('the web app fallback answers neither probe nor /metrics when a build is served', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'pcs-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PCS</title>');
    const { app } = await buildTestApp(t.database, clock, { WEB_DIST_DIR: dist });
    try {
      const page = await app.inject({ method: 'GET', url: '/gift/list' });
      expect(page.body).toContain('<title>PCS</title>');
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      // No METRICS_TOKEN in this app: /metrics does not exist, and is not the SPA page either.
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).not.toContain('<title>');
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics', () => {
  it('is refused without the token or with another one, and absent when METRICS_TOKEN is unset', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await scrape('metrics-token-0123456789abcdeX')).statusCode).toBe(401);
    expect((await scrape(`${TOKEN}x`)).statusCode).toBe(401);
    // The token only as a bearer: never from the query string.
    expect((await t.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` })).statusCode).toBe(401);

    const { app } = await buildTestApp(t.database, clock);
    try {
      const unset = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(unset.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('counts requests by route pattern and status, never by URL', async () => {
    const before = (await scrape(TOKEN)).body;
    for (const id of ['1001', '1002', '1003'])
      await t.app.inject({ method: 'GET', url: `/files/${id}?loginUserToken=secret-in-query` });
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/healthz' });
    await post(t.app, '/v1/ebmp/login.json', { userId: 'nobody-hong-gildong', password: 'wrong-password' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/person-0101234' });

    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    const added = (series: string) => (sample(text, series) ?? 0) - (sample(before, series) ?? 0);
    expect(added('http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(added('http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(3);
    // Three file ids, one series (no default image in this database: 404).
    const fileSeries = text
      .split('\n')
      .filter((l) => l.startsWith('http_requests_total{method="GET",route="/files/:fileId"'));
    expect(fileSeries).toEqual(['http_requests_total{method="GET",route="/files/:fileId",status="404"} 3']);
    expect(added('http_requests_total{method="POST",route="/v1/ebmp/login.json",status="401"}')).toBe(1);
    expect(added('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(added('http_requests_total{method="GET",route="/metrics",status="200"}')).toBe(1);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status="200"}',
    );
    // Nothing of the URLs, query strings or bodies in any label (sample values are numbers and may hold any digits).
    const labels = text
      .split('\n')
      .map((line) => /\{(.*)\}/.exec(line)?.[1] ?? '')
      .join('\n');
    expect(labels).toContain('route="/files/:fileId"');
    for (const leaked of ['1001', 'secret-in-query', 'nobody-hong-gildong', 'person-0101234', '/no/such'])
      expect(labels).not.toContain(leaked);
    for (const leaked of ['secret-in-query', 'nobody-hong-gildong', 'person-0101234', '/no/such'])
      expect(text).not.toContain(leaked);
  });

  it('reports the outbox, applies and payments of the last minute from the database', async () => {
    const db = t.database.db;
    const now = clock.now();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const message = { channel: 'SMS', recipient: '01000000000', body: '안내' };
    await db.insert(messageOutbox).values([
      { ...message, status: 'PENDING', nextAttemptAt: ago(90), createdAt: ago(95) },
      { ...message, status: 'PENDING', nextAttemptAt: ago(5), createdAt: ago(5) },
      // Scheduled for later: queued, but not waiting yet.
      { ...message, status: 'PENDING', nextAttemptAt: ago(-3600), createdAt: ago(400) },
      { ...message, status: 'SENDING', nextAttemptAt: ago(1) },
      { ...message, status: 'FAILED', nextAttemptAt: ago(1000) },
      { ...message, status: 'SENT', nextAttemptAt: ago(1000) },
    ]);

    const cmpy = await createCompany(db);
    const user = await createUser(db, '20', { cmpyCd: cmpy.cmpyCd });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [],
      recipients: [],
      today: clock.now(),
    });
    const order = (appliedAt: Date, ordStatCd = '01') => ({
      eventSn: ev.eventSn,
      cmpyCd: cmpy.cmpyCd,
      unqUserId: user.unqUserId,
      prodSn: prod.prodSn,
      quantity: 1,
      unitPrice: 10_000,
      ordStatCd,
      appliedAt,
    });
    const orders = await db
      .insert(giftOrder)
      .values([order(ago(10)), order(ago(50)), order(ago(70)), order(ago(20), '00')])
      .returning({ ordSn: giftOrder.ordSn });
    const pay = (oid: string, approvedAt: Date | null) => ({
      oid,
      ordSn: orders[0]!.ordSn,
      provider: 'TEST',
      wmGbn: 'W',
      payMethod: 'Card',
      amount: 12_000,
      status: approvedAt ? 'PAID' : 'READY',
      approvedAt,
      createdAt: ago(120),
    });
    await db
      .insert(payment)
      .values([pay('OID-METRICS-1', ago(15)), pay('OID-METRICS-2', ago(600)), pay('OID-METRICS-3', null)]);

    const text = (await scrape(TOKEN)).body;
    expect(sample(text, 'pcs_outbox_messages{state="queued"}')).toBe(3);
    expect(sample(text, 'pcs_outbox_messages{state="sending"}')).toBe(1);
    expect(sample(text, 'pcs_outbox_messages{state="failed"}')).toBe(1);
    expect(sample(text, 'pcs_outbox_oldest_queued_seconds')).toBe(90);
    expect(sample(text, 'pcs_gift_applies_last_minute')).toBe(2);
    expect(sample(text, 'pcs_payments_approved_last_minute')).toBe(1);
    expect(sample(text, 'pcs_database_up')).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'pcs_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'pcs_db_pool_waiting')).toBe(0);
      expect(sample(text, 'pcs_db_pool_size')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('pcs_db_pool_in_use');
    }
    expect(text).not.toContain('01000000000');
  });

  it('reports job rounds and their durations, and the process itself', async () => {
    const errors: string[] = [];
    const log = { error: (_: object, msg: string) => errors.push(msg) };
    let rounds = 0;
    const job = startPeriodicJob({
      name: 'metrics test job',
      run: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('second round fails');
      },
      intervalMs: 10,
      log,
      firstAfterMs: 0,
    });
    await expect.poll(() => rounds, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await job.stop();
    expect(errors).toEqual(['metrics test job failed']);

    const text = (await scrape(TOKEN)).body;
    expect(sample(text, 'pcs_job_runs_total{job="metrics test job",result="ok"}')).toBe(rounds - 1);
    expect(sample(text, 'pcs_job_runs_total{job="metrics test job",result="error"}')).toBe(1);
    expect(sample(text, 'pcs_job_duration_seconds_count{job="metrics test job"}')).toBe(rounds);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});
