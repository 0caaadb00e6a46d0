import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { WEBHOOK_MESSAGES, WEBHOOK_REPLAY_MAX } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { createSafeFetch } from '../src/lib/safe-fetch';
import { queueWebhookEvent, runWebhooksOnce } from '../src/modules/webhooks';
import { newApiKey } from './helpers/api-keys';
import { createCompany, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

// Webhook management over /api/v1: scope, tenancy, the CRUD over the screen's use cases, rotation with an
// overlap checked by the standardwebhooks package, replay of a range and the delivery log's cursor paging.
const clock = testClock(new Date());
const t = setupTestApp(clock, { OUTBOUND_ALLOW_PRIVATE: 'true' });

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let server: Server;
let base = '';
let a: string;
let b: string;
let keyA: string;
let keyB: string;
let keyNoScope: string;
let keyOperator: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, key: string | null, body?: unknown, headers = {}) =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const newKey = async (token: string, body: Record<string, unknown>) =>
  (await newApiKey(t.app, token, body)).apiKey;

type Created = { webhookId: number; secret: string; companyCode: string; active: boolean };
async function createHook(key: string, path = '/hook', body: Record<string, unknown> = {}): Promise<Created> {
  const res = await api('POST', '/webhooks', key, {
    url: `${base}${path}`,
    eventTypes: ['gift.applied'],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
}

const queueGift = (cmpyCd: string, applicationId = 1) =>
  queueWebhookEvent(t.database.db, {
    cmpyCd,
    type: 'gift.applied',
    data: { applicationId, eventId: 2, productId: 3, quantity: 1, status: 'APPLIED', defaultGift: false },
    now: clock.now(),
  });

const runSender = () =>
  runWebhooksOnce({
    db: t.database.db,
    fetch: createSafeFetch({ allowPrivate: true, timeoutMs: 2_000 }),
    now: clock.now,
    log: { error: () => undefined },
    random: () => 0.5,
  });

/** Turns off every other subscription of the company, so a queued event goes to this one alone. */
const onlyActive = (cmpyCd: string, webhookId: number) =>
  t.database.db.execute(
    sql`update webhook_subscription set active_yn = 'N' where cmpy_cd = ${cmpyCd} and subscription_sn <> ${webhookId}`,
  );

const headersOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 200;
      res.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  a = (await createCompany(t.database.db, { cmpyNm: '웹훅상사' })).cmpyCd;
  b = (await createCompany(t.database.db, { cmpyNm: '다른상사' })).cmpyCd;
  const adminToken = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
  const managerA = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: a })).userId);
  keyA = await newKey(managerA, { keyNm: 'hooks', scopes: ['webhooks:manage'], cmpyCd: a });
  keyNoScope = await newKey(managerA, {
    keyNm: 'read',
    scopes: ['employees:read', 'orders:read'],
    cmpyCd: a,
  });
  keyB = await newKey(adminToken, { keyNm: 'hooks-b', scopes: ['webhooks:manage'], cmpyCd: b });
  keyOperator = await newKey(adminToken, { keyNm: 'ops', scopes: ['webhooks:manage'], cmpyCd: null });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('scope and tenancy', () => {
  it('needs a key with webhooks:manage', async () => {
    expect((await api('GET', '/webhooks', null)).statusCode).toBe(401);
    for (const [m, url] of [
      ['GET', '/webhooks'],
      ['POST', '/webhooks'],
      ['GET', '/webhooks/1'],
      ['PATCH', '/webhooks/1'],
      ['DELETE', '/webhooks/1'],
      ['POST', '/webhooks/1/rotate-secret'],
      ['POST', '/webhooks/1/replay'],
      ['GET', '/webhooks/1/deliveries'],
    ] as const) {
      const res = await api(m, url, keyNoScope, m === 'POST' || m === 'PATCH' ? {} : undefined);
      expect(res.statusCode, `${m} ${url}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain('webhooks:manage');
    }
  });

  it("answers 404 for another company's webhook, never 403, and lists only the key's company", async () => {
    const hook = await createHook(keyA, '/tenant');
    const id = hook.webhookId;
    for (const [m, url, body] of [
      ['GET', `/webhooks/${id}`, undefined],
      ['PATCH', `/webhooks/${id}`, { active: false }],
      ['DELETE', `/webhooks/${id}`, undefined],
      ['POST', `/webhooks/${id}/rotate-secret`, {}],
      ['POST', `/webhooks/${id}/replay`, { since: '2020-01-01T00:00:00+09:00' }],
      ['GET', `/webhooks/${id}/deliveries`, undefined],
    ] as const) {
      const res = await api(m, url, keyB, body);
      expect(res.statusCode, `${m} ${url}`).toBe(404);
      expect(res.json().detail).toBe(WEBHOOK_MESSAGES.subscriptionNotFound);
    }
    const listB = (await api('GET', '/webhooks', keyB)).json() as { data: { webhookId: number }[] };
    expect(listB.data.map((w) => w.webhookId)).not.toContain(id);
    expect((await api('GET', `/webhooks/${id}`, keyA)).json()).toMatchObject({ webhookId: id, active: true });
    // A company key naming another company is refused outright, as on every route.
    expect((await api('GET', `/webhooks?companyCode=${b}`, keyA)).statusCode).toBe(403);
  });

  it('an operator key names the company, and is held to it', async () => {
    const hook = await createHook(keyA, '/operator');
    expect((await api('GET', '/webhooks', keyOperator)).statusCode).toBe(400);
    const listA = (await api('GET', `/webhooks?companyCode=${a}`, keyOperator)).json() as {
      data: { webhookId: number }[];
    };
    expect(listA.data.map((w) => w.webhookId)).toContain(hook.webhookId);
    expect((await api('GET', `/webhooks/${hook.webhookId}?companyCode=${a}`, keyOperator)).statusCode).toBe(
      200,
    );
    expect((await api('GET', `/webhooks/${hook.webhookId}?companyCode=${b}`, keyOperator)).statusCode).toBe(
      404,
    );
    const created = await api('POST', '/webhooks', keyOperator, {
      url: `${base}/ops`,
      eventTypes: ['event.opened'],
      companyCode: b,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyCode: b });
    const nowhere = await api('GET', '/webhooks?companyCode=NOPE', keyOperator);
    expect(nowhere.statusCode).toBe(404);
  });
});

describe('create, read, change, delete', () => {
  it('creates with the secret once, lists and reads without it', async () => {
    const res = await api('POST', '/webhooks', keyA, {
      url: `${base}/crud`,
      eventTypes: ['gift.applied', 'delivery.shipped', 'gift.applied'],
      description: '인사 시스템',
    });
    expect(res.statusCode).toBe(201);
    const hook = res.json();
    expect(hook).toMatchObject({
      companyCode: a,
      url: `${base}/crud`,
      eventTypes: ['gift.applied', 'delivery.shipped'],
      description: '인사 시스템',
      active: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook.createdAt).toMatch(/\+09:00$/);
    const list = await api('GET', '/webhooks', keyA);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('whsec_');
    const one = await api('GET', `/webhooks/${hook.webhookId}`, keyA);
    expect(one.json()).not.toHaveProperty('secret');
    expect(one.json()).toMatchObject({ webhookId: hook.webhookId, description: '인사 시스템' });
  });

  it("refuses a bad URL or events with the screen's checks", async () => {
    const ftp = await api('POST', '/webhooks', keyA, {
      url: 'ftp://example.com/x',
      eventTypes: ['gift.applied'],
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.headers['content-type']).toContain('application/problem+json');
    expect(ftp.json().detail).toBe(WEBHOOK_MESSAGES.urlHttps);
    const creds = await api('POST', '/webhooks', keyA, {
      url: 'https://user:pw@example.com/x',
      eventTypes: ['gift.applied'],
    });
    expect(creds.json().detail).toBe(WEBHOOK_MESSAGES.urlCredentials);
    const events = await api('POST', '/webhooks', keyA, { url: `${base}/x`, eventTypes: ['nope'] });
    expect(events.statusCode).toBe(400);
    expect(events.json().errors[0].pointer).toMatch(/^\/body\/eventTypes/);
    const none = await api('POST', '/webhooks', keyA, { url: `${base}/x`, eventTypes: [] });
    expect(none.statusCode).toBe(400);
  });

  it('PATCH changes only what it sends; DELETE turns it off (204)', async () => {
    const hook = await createHook(keyA, '/patch', { description: 'first' });
    const off = await api('PATCH', `/webhooks/${hook.webhookId}`, keyA, {
      active: false,
      description: 'second',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      url: `${base}/patch`,
      eventTypes: ['gift.applied'],
      description: 'second',
      active: false,
    });
    const moved = await api('PATCH', `/webhooks/${hook.webhookId}`, keyA, {
      url: `${base}/patch2`,
      eventTypes: ['employee.created'],
      active: true,
    });
    expect(moved.json()).toMatchObject({
      url: `${base}/patch2`,
      eventTypes: ['employee.created'],
      description: 'second',
      active: true,
    });
    const bad = await api('PATCH', `/webhooks/${hook.webhookId}`, keyA, { url: 'ftp://x.example/y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(WEBHOOK_MESSAGES.urlHttps);
    const cleared = await api('PATCH', `/webhooks/${hook.webhookId}`, keyA, { description: null });
    expect(cleared.json().description).toBeNull();

    const del = await api('DELETE', `/webhooks/${hook.webhookId}`, keyA);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await api('GET', `/webhooks/${hook.webhookId}`, keyA)).json().active).toBe(false);
    expect((await api('GET', '/webhooks/999999', keyA)).statusCode).toBe(404);
    expect((await api('GET', '/webhooks/abc', keyA)).statusCode).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the first reply, creating one subscription', async () => {
    const body = { url: `${base}/idem`, eventTypes: ['event.closed'] };
    const first = await api('POST', '/webhooks', keyA, body, { 'idempotency-key': 'hook-1' });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', '/webhooks', keyA, body, { 'idempotency-key': 'hook-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().webhookId).toBe(first.json().webhookId);
    const rows = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from webhook_subscription where url = ${`${base}/idem`}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('rotate-secret', () => {
  it('signs with both secrets during the overlap and only the new one after it', async () => {
    // standardwebhooks checks the timestamp against real time (5 minutes either way): start 2 minutes back,
    // overlap 3 minutes, and look again 4 minutes later, 2 minutes ahead of real time.
    clock.set(new Date(Date.now() - 2 * 60_000));
    const hook = await createHook(keyA, '/rotate');
    await onlyActive(a, hook.webhookId);
    const rotated = await api('POST', `/webhooks/${hook.webhookId}/rotate-secret`, keyA, {
      overlapMinutes: 3,
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { secret: string; previousSecretExpiresAt: string };
    expect(next.secret).toMatch(/^whsec_/);
    expect(next.secret).not.toBe(hook.secret);
    expect(new Date(next.previousSecretExpiresAt).getTime()).toBe(clock.now().getTime() + 3 * 60_000);

    received.length = 0;
    await queueGift(a);
    await runSender();
    expect(received).toHaveLength(1);
    const during = received[0]!;
    expect(headersOf(during)['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(next.secret).verify(during.body, headersOf(during))).toMatchObject({
      type: 'gift.applied',
    });
    expect(new Webhook(hook.secret).verify(during.body, headersOf(during))).toMatchObject({
      type: 'gift.applied',
    });

    clock.advanceMinutes(4);
    received.length = 0;
    await queueGift(a, 2);
    await runSender();
    expect(received).toHaveLength(1);
    const after = received[0]!;
    expect(headersOf(after)['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(next.secret).verify(after.body, headersOf(after))).toMatchObject({
      type: 'gift.applied',
    });
    expect(() => new Webhook(hook.secret).verify(after.body, headersOf(after))).toThrow();
    clock.set(new Date());
  });

  it('defaults to a day of overlap; 0 stops the old secret at once; more than a week is refused', async () => {
    const hook = await createHook(keyA, '/rotate-default');
    const byDefault = await api('POST', `/webhooks/${hook.webhookId}/rotate-secret`, keyA);
    expect(byDefault.statusCode).toBe(200);
    expect(new Date(byDefault.json().previousSecretExpiresAt).getTime()).toBe(
      clock.now().getTime() + 1_440 * 60_000,
    );
    const atOnce = await api('POST', `/webhooks/${hook.webhookId}/rotate-secret`, keyA, {
      overlapMinutes: 0,
    });
    expect(atOnce.json().previousSecretExpiresAt).toBeNull();
    const [row] = await queryRows<{ secret: string; previous_secret: string | null }>(
      t.database.db,
      sql`select secret, previous_secret from webhook_subscription where subscription_sn = ${hook.webhookId}`,
    );
    expect(row).toEqual({ secret: atOnce.json().secret, previous_secret: null });
    const tooLong = await api('POST', `/webhooks/${hook.webhookId}/rotate-secret`, keyA, {
      overlapMinutes: 10_081,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('replay', () => {
  const deliveriesOf = (id: number) =>
    queryRows<{ delivery_sn: number | string; message_id: string; replay_of: number | string | null }>(
      t.database.db,
      sql`select delivery_sn, message_id, replay_of from webhook_delivery where subscription_sn = ${id}
          order by delivery_sn`,
    );

  it('queues again every message of the range with its message id, once each', async () => {
    const hook = await createHook(keyA, '/replay');
    await onlyActive(a, hook.webhookId);
    const t0 = new Date('2026-11-01T00:00:00Z');
    clock.set(t0);
    await queueGift(a, 1);
    clock.set(new Date(t0.getTime() + 60 * 60_000));
    await queueGift(a, 2);
    await queueGift(a, 3);
    clock.set(new Date(t0.getTime() + 2 * 60 * 60_000));
    await queueGift(a, 4);
    clock.set(new Date(t0.getTime() + 3 * 60 * 60_000));
    const before = await deliveriesOf(hook.webhookId);
    expect(before).toHaveLength(4);

    const range = {
      since: new Date(t0.getTime() + 30 * 60_000).toISOString(),
      until: new Date(t0.getTime() + 90 * 60_000).toISOString(),
    };
    const res = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, range);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ replayed: 2 });
    const after = await deliveriesOf(hook.webhookId);
    expect(after).toHaveLength(6);
    const replays = after.slice(4);
    const replayedIds = before.slice(1, 3);
    expect(replays.map((r) => r.message_id).sort()).toEqual(replayedIds.map((r) => r.message_id).sort());
    expect(replays.map((r) => Number(r.replay_of)).sort()).toEqual(
      replayedIds.map((r) => Number(r.delivery_sn)).sort(),
    );

    // The open-ended range from t0 holds four messages, one of them already replayed: four, not six.
    const all = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, { since: t0.toISOString() });
    expect(all.json()).toEqual({ replayed: 4 });
    const typed = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, {
      since: t0.toISOString(),
      eventTypes: ['employee.created'],
    });
    expect(typed.json()).toEqual({ replayed: 0 });
    const backwards = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, {
      since: range.until,
      until: range.since,
    });
    expect(backwards.statusCode).toBe(400);
    clock.set(new Date());
  });

  it('refuses more than the bound with a 422 and queues nothing; an inactive subscription is a 409', async () => {
    const hook = await createHook(keyA, '/replay-many');
    await t.database.db.execute(
      sql`insert into webhook_delivery (subscription_sn, event_type, message_id, payload, status, created_at)
          select ${hook.webhookId}, 'gift.applied', 'msg_bulk' || g, '{}'::jsonb, 'SENT', ${clock.now()}
          from generate_series(1, ${WEBHOOK_REPLAY_MAX + 1}) g`,
    );
    const since = new Date(clock.now().getTime() - 60_000).toISOString();
    const until = new Date(clock.now().getTime() + 60_000).toISOString();
    const res = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, { since, until });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain(String(WEBHOOK_REPLAY_MAX));
    expect(await deliveriesOf(hook.webhookId)).toHaveLength(WEBHOOK_REPLAY_MAX + 1);

    await api('DELETE', `/webhooks/${hook.webhookId}`, keyA);
    const inactive = await api('POST', `/webhooks/${hook.webhookId}/replay`, keyA, { since, until });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().detail).toBe(WEBHOOK_MESSAGES.inactive);
  });
});

describe('deliveries', () => {
  it('pages newest first with a cursor, and filters by status', async () => {
    const hook = await createHook(keyA, '/log');
    await onlyActive(a, hook.webhookId);
    for (let i = 1; i <= 5; i++) await queueGift(a, i);
    received.length = 0;
    await runSender();
    expect(received).toHaveLength(5);
    await queueGift(a, 6);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const res = await api('GET', `/webhooks/${hook.webhookId}/deliveries${q}`, keyA);
      expect(res.statusCode).toBe(200);
      const page = res.json() as {
        data: { deliveryId: number; status: string; attempts: number; sentAt: string | null }[];
        nextCursor: string | null;
      };
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((d) => d.deliveryId));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(6);
    expect([...seen].sort((x, y) => y - x)).toEqual(seen);

    const first = (await api('GET', `/webhooks/${hook.webhookId}/deliveries?limit=1`, keyA)).json();
    expect(first.data[0]).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      lastStatusCode: null,
      sentAt: null,
      eventType: 'gift.applied',
    });
    expect(first.data[0]).not.toHaveProperty('payload');
    const sent = (await api('GET', `/webhooks/${hook.webhookId}/deliveries?status=SENT`, keyA)).json();
    expect(sent.data).toHaveLength(5);
    expect(sent.data[0]).toMatchObject({ status: 'SENT', attempts: 1, lastStatusCode: 200 });
    expect(sent.data[0].sentAt).toMatch(/\+09:00$/);
    expect(sent.data[0].createdAt).toMatch(/\+09:00$/);

    const badCursor = await api('GET', `/webhooks/${hook.webhookId}/deliveries?cursor=abc`, keyA);
    expect(badCursor.statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const p of [
      '/api/v1/webhooks',
      '/api/v1/webhooks/{webhookId}',
      '/api/v1/webhooks/{webhookId}/rotate-secret',
      '/api/v1/webhooks/{webhookId}/replay',
      '/api/v1/webhooks/{webhookId}/deliveries',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
