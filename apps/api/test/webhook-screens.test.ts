import { AUTH_CD, WEBHOOK_PATHS as W, WEBHOOK_MESSAGES } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

// The webhook screen's calls (decision 038): roles, tenants, validation, secrets shown once, the log and replay.
// OUTBOUND_ALLOW_PRIVATE stays off here, as in production.
const t = setupTestApp();

let operator: string;
let managerA: string;
let managerB: string;
let employeeA: string;
let vendorUser: string;
let cmpyA: string;
let cmpyB: string;

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  cmpyA = (await createCompany(db)).cmpyCd;
  cmpyB = (await createCompany(db)).cmpyCd;
  const login = async (authCd: (typeof AUTH_CD)[keyof typeof AUTH_CD], cmpyCd: string | null) =>
    loginAs(t.app, (await createUser(db, authCd, { cmpyCd })).userId);
  operator = await login(AUTH_CD.operatorManager, opr.cmpyCd);
  managerA = await login(AUTH_CD.clientManager, cmpyA);
  managerB = await login(AUTH_CD.clientManager, cmpyB);
  employeeA = await login(AUTH_CD.clientEmployee, cmpyA);
  vendorUser = await login(AUTH_CD.vendor, null);
});

const create = (token: string, body: Record<string, unknown>) =>
  post(
    t.app,
    W.create,
    { url: 'https://hooks.example.com/pcs', eventTypes: ['gift.applied'], ...body },
    token,
  );
const list = async (token: string, cmpyCd?: string) => post(t.app, W.list, cmpyCd ? { cmpyCd } : {}, token);
const rows = (r: Awaited<ReturnType<typeof post>>) =>
  (r.body.resultData as { list: { subscriptionSn: number; url: string; activeYn: string }[] }).list;

describe('roles and tenants', () => {
  it('a client manager works on their own company only; others are refused; operators pick a company', async () => {
    const mine = await create(managerA, { cmpyCd: null });
    expect(mine.statusCode, mine.body.resultStatus.messageText).toBe(200);
    const { subscriptionSn, secret } = mine.body.resultData as { subscriptionSn: number; secret: string };
    expect(secret).toMatch(/^whsec_/);
    // Another company named by a client manager: refused, not narrowed.
    expect((await create(managerA, { cmpyCd: cmpyB })).statusCode).toBe(403);
    expect((await list(managerA, cmpyB)).statusCode).toBe(403);
    expect(rows(await list(managerA)).map((r) => r.subscriptionSn)).toEqual([subscriptionSn]);
    // The list never carries the secret.
    expect(JSON.stringify((await list(managerA)).body)).not.toContain(secret);
    // B's manager cannot see, change, test, rotate or delete A's subscription (404 like a missing one).
    expect(rows(await list(managerB))).toEqual([]);
    for (const url of [W.rotateSecret, W.remove, W.test, W.deliveries])
      expect((await post(t.app, url, { subscriptionSn }, managerB)).statusCode).toBe(404);
    const update = {
      subscriptionSn,
      url: 'https://x.example.com',
      eventTypes: ['gift.applied'],
      activeYn: 'Y',
    };
    expect((await post(t.app, W.update, update, managerB)).statusCode).toBe(404);
    // Employees and vendors have no access at all.
    expect((await list(employeeA)).statusCode).toBe(403);
    expect((await list(vendorUser)).statusCode).toBe(403);
    // Operators must pick a company and see any.
    const noCompany = await list(operator);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.body.resultStatus.messageText).toBe(WEBHOOK_MESSAGES.companyRequired);
    expect(rows(await list(operator, cmpyA)).map((r) => r.subscriptionSn)).toEqual([subscriptionSn]);
    expect((await create(operator, { cmpyCd: cmpyB })).statusCode).toBe(200);
    expect((await create(operator, { cmpyCd: 'NOPE9' })).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('refuses http://, credentials, a private address literal, a bad URL and no events, in Korean', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'http://hooks.example.com/pcs' }, WEBHOOK_MESSAGES.urlHttps],
      [{ url: 'https://user:pw@hooks.example.com/' }, WEBHOOK_MESSAGES.urlCredentials],
      [{ url: 'https://127.0.0.1/hook' }, WEBHOOK_MESSAGES.urlAddress],
      [{ url: 'https://[::1]/hook' }, WEBHOOK_MESSAGES.urlAddress],
      [{ url: 'not a url' }, WEBHOOK_MESSAGES.urlInvalid],
      [{ eventTypes: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ eventTypes: ['ping'] }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await create(managerA, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(r.body.resultStatus.messageText).toContain(message);
    }
  });
});

describe('secret, update, delete, test, log and replay', () => {
  it('rotates the secret (shown once), updates, sends a ping, lists deliveries and replays with the same id', async () => {
    const made = await create(managerA, { eventTypes: ['gift.applied', 'delivery.shipped'] });
    const { subscriptionSn, secret } = made.body.resultData as { subscriptionSn: number; secret: string };
    const rotated = await post(t.app, W.rotateSecret, { subscriptionSn }, managerA);
    const next = (rotated.body.resultData as { secret: string }).secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);

    const updated = await post(
      t.app,
      W.update,
      {
        subscriptionSn,
        url: 'https://hooks.example.com/v2',
        eventTypes: ['event.opened'],
        description: '인사',
        activeYn: 'Y',
      },
      managerA,
    );
    expect(updated.statusCode, updated.body.resultStatus.messageText).toBe(200);
    const [row] = await queryRows<{ url: string; event_types: string[]; description: string }>(
      t.database.db,
      sql`select url, event_types, description from webhook_subscription where subscription_sn = ${subscriptionSn}`,
    );
    expect(row).toEqual({
      url: 'https://hooks.example.com/v2',
      event_types: ['event.opened'],
      description: '인사',
    });

    const ping = await post(t.app, W.test, { subscriptionSn }, managerA);
    expect(ping.statusCode).toBe(200);
    const { deliverySn, messageId } = ping.body.resultData as { deliverySn: number; messageId: string };
    const log = await post(t.app, W.deliveries, { subscriptionSn, page: 0, pageSize: 10 }, managerA);
    expect(log.body.resultData).toMatchObject({
      totalCount: 1,
      list: [{ deliverySn, messageId, eventType: 'ping', status: 'PENDING', attempts: 0 }],
    });
    expect(
      (await post(t.app, W.deliveries, { subscriptionSn, status: 'SENT' }, managerA)).body.resultData,
    ).toMatchObject({ totalCount: 0, list: [] });
    // B's manager cannot read the attempts of A's delivery or replay it.
    expect((await post(t.app, W.attempts, { deliverySn }, managerB)).statusCode).toBe(404);
    expect((await post(t.app, W.replay, { deliverySn }, managerB)).statusCode).toBe(404);
    const replay = await post(t.app, W.replay, { deliverySn }, managerA);
    expect(replay.statusCode).toBe(200);
    expect((replay.body.resultData as { messageId: string }).messageId).toBe(messageId);
    const after = await post(t.app, W.deliveries, { subscriptionSn }, managerA);
    expect(after.body.resultData).toMatchObject({
      totalCount: 2,
      list: [{ replayOf: deliverySn, messageId, status: 'PENDING' }, { deliverySn }],
    });

    const removed = await post(t.app, W.remove, { subscriptionSn }, managerA);
    expect(removed.statusCode).toBe(200);
    expect(rows(await list(managerA)).find((r) => r.subscriptionSn === subscriptionSn)?.activeYn).toBe('N');
    const dead = await post(t.app, W.test, { subscriptionSn }, managerA);
    expect(dead.statusCode).toBe(409);
    expect(dead.body.resultStatus.messageText).toBe(WEBHOOK_MESSAGES.inactive);
  });
});
