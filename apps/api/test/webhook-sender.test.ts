import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { AUTH_CD, WEBHOOK_PATHS } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/query-rows';
import { createSafeFetch, type SafeFetch } from '../src/lib/safe-fetch';
import {
  DEFAULT_WEBHOOK_LEASE_MS,
  queueWebhookEvent,
  runWebhooksOnce,
  type WebhookWorkerDeps,
} from '../src/modules/webhooks';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Signing, retries, 410 and the SSRF guard of the webhook sender (decision 038), against a local receiver.
const clock = testClock(new Date(Date.now() + 60_000));
const t = setupTestApp(clock, { OUTBOUND_ALLOW_PRIVATE: 'true' });
const silent = { error: () => undefined };

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
/** What the receiver answers next, one status per request; 200 once the list is empty. */
const answers: number[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('receiver says hello');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const worker = (over: Partial<WebhookWorkerDeps> = {}): WebhookWorkerDeps => ({
  db: t.database.db,
  fetch: createSafeFetch({ allowPrivate: true, timeoutMs: 2_000 }),
  now: clock.now,
  log: silent,
  random: () => 0.5,
  ...over,
});

async function subscribed(path: string, types: string[] = ['gift.applied']) {
  const cmpy = await createCompany(t.database.db);
  const manager = await createUser(t.database.db, AUTH_CD.clientManager, { cmpyCd: cmpy.cmpyCd });
  const token = await loginAs(t.app, manager.userId);
  const created = await post(
    t.app,
    WEBHOOK_PATHS.create,
    { url: `${base}${path}`, eventTypes: types },
    token,
  );
  expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
  const { subscriptionSn, secret } = created.body.resultData as { subscriptionSn: number; secret: string };
  return { cmpyCd: cmpy.cmpyCd, token, subscriptionSn, secret };
}

const deliveryOf = async (subscriptionSn: number) => {
  const [row] = await queryRows<{
    delivery_sn: string | number;
    status: string;
    attempts: number;
    next_attempt_at: Date | string;
    last_status_code: number | null;
    last_response_excerpt: string | null;
  }>(
    t.database.db,
    sql`select delivery_sn, status, attempts, next_attempt_at, last_status_code, last_response_excerpt
        from webhook_delivery where subscription_sn = ${subscriptionSn} order by delivery_sn desc limit 1`,
  );
  return row!;
};

const queueGift = (cmpyCd: string) =>
  queueWebhookEvent(t.database.db, {
    cmpyCd,
    type: 'gift.applied',
    data: { applicationId: 1, eventId: 2, productId: 3, quantity: 1, status: 'APPLIED', defaultGift: false },
    now: clock.now(),
  });

/** Moves the clock to the delivery's next attempt and runs the worker once. */
async function runWhenDue(subscriptionSn: number) {
  const row = await deliveryOf(subscriptionSn);
  const due = new Date(row.next_attempt_at);
  if (due > clock.now()) clock.set(due);
  await runWebhooksOnce(worker());
}

describe('signature', () => {
  it('signs as Standard Webhooks: the standardwebhooks package verifies it with the whsec_ secret', async () => {
    // The receiver checks the timestamp against real time: send at real time.
    clock.set(new Date());
    const s = await subscribed('/sig');
    expect(s.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await queueGift(s.cmpyCd);
    received.length = 0;
    await runWebhooksOnce(worker());
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(String(got.headers['user-agent'])).toContain('PCS');
    const payload = new Webhook(s.secret).verify(got.body, {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    }) as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: got.headers['webhook-id'],
      type: 'gift.applied',
      companyCode: s.cmpyCd,
      data: {
        applicationId: 1,
        eventId: 2,
        productId: 3,
        quantity: 1,
        status: 'APPLIED',
        defaultGift: false,
      },
    });
    expect(String(payload.occurredAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/);
    expect(String(got.headers['webhook-id'])).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    // Another secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      }),
    ).toThrow();
    const row = await deliveryOf(s.subscriptionSn);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_status_code: 200 });
    expect(row.last_response_excerpt).toBe('receiver says hello');
  });
});

describe('retries', () => {
  it('500 twice then 200: three attempts with a growing wait, the same webhook-id, then SENT', async () => {
    const s = await subscribed('/retry');
    await queueGift(s.cmpyCd);
    received.length = 0;
    answers.push(500, 500);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = clock.now().getTime();
      await runWhenDue(s.subscriptionSn);
      const row = await deliveryOf(s.subscriptionSn);
      if (row.status === 'PENDING') waits.push(new Date(row.next_attempt_at).getTime() - before);
    }
    const row = await deliveryOf(s.subscriptionSn);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, last_status_code: 200 });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(waits).toHaveLength(2);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    const attempts = await post(
      t.app,
      WEBHOOK_PATHS.attempts,
      { deliverySn: Number(row.delivery_sn) },
      s.token,
    );
    expect(
      (attempts.body.resultData as { list: { statusCode: number }[] }).list.map((a) => a.statusCode),
    ).toEqual([500, 500, 200]);
  });

  it('410 Gone fails the delivery and turns the subscription off with a reason', async () => {
    const s = await subscribed('/gone');
    await queueGift(s.cmpyCd);
    answers.push(410);
    await runWhenDue(s.subscriptionSn);
    expect(await deliveryOf(s.subscriptionSn)).toMatchObject({ status: 'FAILED', last_status_code: 410 });
    const list = await post(t.app, WEBHOOK_PATHS.list, {}, s.token);
    const [sub] = (list.body.resultData as { list: { activeYn: string; disabledReason: string | null }[] })
      .list;
    expect(sub).toMatchObject({ activeYn: 'N' });
    expect(sub!.disabledReason).toContain('410');
    // No more events are queued for it.
    await queueGift(s.cmpyCd);
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_delivery where subscription_sn = ${s.subscriptionSn}`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('a delivery still failing 24 h after it was queued is FAILED', async () => {
    const s = await subscribed('/late');
    await queueGift(s.cmpyCd);
    answers.push(503);
    await runWhenDue(s.subscriptionSn);
    expect((await deliveryOf(s.subscriptionSn)).status).toBe('PENDING');
    clock.set(new Date(clock.now().getTime() + 24 * 3_600_000));
    answers.push(503);
    await runWhenDue(s.subscriptionSn);
    expect(await deliveryOf(s.subscriptionSn)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      last_status_code: 503,
    });
  });
});

describe('SSRF guard', () => {
  it('with allowPrivate off, a subscription to 127.0.0.1 fails the attempt without connecting', async () => {
    const s = await subscribed('/private');
    await queueGift(s.cmpyCd);
    received.length = 0;
    const row = await deliveryOf(s.subscriptionSn);
    clock.set(new Date(Math.max(clock.now().getTime(), new Date(row.next_attempt_at).getTime())));
    await runWebhooksOnce(worker({ fetch: createSafeFetch({ allowPrivate: false }) }));
    expect(received).toHaveLength(0);
    const after = await deliveryOf(s.subscriptionSn);
    expect(after.status).toBe('PENDING');
    const attempts = await post(
      t.app,
      WEBHOOK_PATHS.attempts,
      { deliverySn: Number(after.delivery_sn) },
      s.token,
    );
    expect((attempts.body.resultData as { list: { error: string }[] }).list[0]!.error).toMatch(/^blocked/);
  });
});

describe('lease', () => {
  it('reads WEBHOOK_LEASE_MS, two minutes when unset, at least the 10 s send timeout and a margin', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webhookLeaseMs).toBe(DEFAULT_WEBHOOK_LEASE_MS);
    expect(DEFAULT_WEBHOOK_LEASE_MS).toBe(120_000);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_LEASE_MS: '30000' }).webhookLeaseMs).toBe(30_000);
    expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_LEASE_MS: 'soon' })).toThrow(/WEBHOOK_LEASE_MS/);
    expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_LEASE_MS: '5000' })).toThrow(/WEBHOOK_LEASE_MS/);
  });

  it('a claim holds its delivery for the configured lease while the send is under way', async () => {
    const s = await subscribed('/lease');
    await queueGift(s.cmpyCd);
    const row = await deliveryOf(s.subscriptionSn);
    clock.set(new Date(Math.max(clock.now().getTime(), new Date(row.next_attempt_at).getTime())));
    const claimedAt = clock.now().getTime();
    const leaseMs = loadConfig({ NODE_ENV: 'test', WEBHOOK_LEASE_MS: '45000' }).webhookLeaseMs;
    let heldUntil: number | null = null;
    // The receiver looks at the row while it is being sent: SENDING, leased until the claim plus the setting.
    const looking: SafeFetch = async () => {
      const [held] = await queryRows<{ status: string; lease_until: Date | string }>(
        t.database.db,
        sql`select status, lease_until from webhook_delivery where delivery_sn = ${row.delivery_sn}`,
      );
      expect(held!.status).toBe('SENDING');
      heldUntil = new Date(held!.lease_until).getTime();
      return new Response('ok', { status: 200 });
    };
    await runWebhooksOnce(worker({ fetch: looking, leaseMs }));
    expect(heldUntil).toBe(claimedAt + 45_000);
    expect((await deliveryOf(s.subscriptionSn)).status).toBe('SENT');
  });
});
