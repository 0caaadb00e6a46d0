import { API_KEY_PATH, LANGUAGE_MESSAGES, WEBHOOK_EVENT_TYPES } from '@pcs/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import {
  apiIdempotency,
  apiKey,
  apiRequestLog,
  appUser,
  companyGroup,
  giftOrder,
} from '../src/db/schema/index';
import { BEARER_FAILURES_PER_MINUTE } from '../src/modules/auth';
import { newApiKey } from './helpers/api-keys';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { injectChecked, openApiCheckerOf } from './helpers/openapi-responses';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
let a: string;
let b: string;
let adminToken: string;
let clientToken: string;
let keyA: string;
let keyB: string;
let eventB: number;
let orderB: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, key: string | null, body?: unknown, headers = {}) =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const newKey = (token: string, body: Record<string, unknown>) => newApiKey(t.app, token, body);

type OperationDoc = {
  operationId: string;
  parameters?: { in: string; name: string }[];
  responses: Record<
    string,
    { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }
  >;
};

const ALL = ['employees:read', 'employees:write', 'events:read', 'events:write', 'orders:read'];

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  a = (await createCompany(t.database.db, { cmpyNm: '가나상사' })).cmpyCd;
  b = (await createCompany(t.database.db, { cmpyNm: '다라상사' })).cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd: a, grupCd: 'HR', grupNm: '인사팀' });
  adminToken = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
  clientToken = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: a })).userId);
  for (let i = 0; i < 7; i++) await createUser(t.database.db, '20', { cmpyCd: a, sabun: `A${100 + i}` });
  const bUser = await createUser(t.database.db, '20', { cmpyCd: b, sabun: 'B1' });
  keyA = (await newKey(clientToken, { keyNm: 'HR', scopes: ALL, cmpyCd: a })).apiKey;
  keyB = (await newKey(adminToken, { keyNm: 'B', scopes: ALL, cmpyCd: b })).apiKey;
  const prod = await createProduct(t.database.db);
  eventB = (await createEvent(t.database.db, { cmpyCd: b, products: [], recipients: [bUser.unqUserId] }))
    .eventSn;
  const [o] = await t.database.db
    .insert(giftOrder)
    .values({
      eventSn: eventB,
      cmpyCd: b,
      unqUserId: bUser.unqUserId,
      ordStatCd: '01',
      prodSn: prod.prodSn,
      quantity: 1,
      unitPrice: 30000,
      appliedAt: new Date(),
    })
    .returning();
  orderB = o!.ordSn;
});

describe('API key screen calls', () => {
  it('gives the whole key once and keeps only a hash', async () => {
    expect(keyA).toMatch(/^pcs_live_[A-Za-z0-9-]{10}_[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(apiKey);
    for (const r of rows) expect(keyA.includes(r.secretHash)).toBe(false);
    const list = await post(t.app, API_KEY_PATH.list, {}, clientToken);
    const keys = (list.body.resultData as { list: { cmpyCd: string; state: string }[] }).list;
    expect(keys.length).toBe(1);
    expect(keys[0]).toMatchObject({ cmpyCd: a, state: 'ACTIVE' });
  });

  it('refuses employees and vendors, and a client manager creating for another company or all', async () => {
    const emp = await loginAs(t.app, (await createUser(t.database.db, '20', { cmpyCd: a })).userId);
    const vendor = await loginAs(t.app, (await createUser(t.database.db, '30')).userId);
    expect((await post(t.app, API_KEY_PATH.list, {}, emp)).statusCode).toBe(403);
    expect((await post(t.app, API_KEY_PATH.list, {}, vendor)).statusCode).toBe(403);
    const body = { keyNm: 'x', scopes: ['orders:read'] };
    expect((await post(t.app, API_KEY_PATH.create, { ...body, cmpyCd: b }, clientToken)).statusCode).toBe(
      403,
    );
    expect((await post(t.app, API_KEY_PATH.create, { ...body, cmpyCd: null }, clientToken)).statusCode).toBe(
      403,
    );
    const bad = await post(t.app, API_KEY_PATH.create, { keyNm: '', scopes: [], cmpyCd: a }, clientToken);
    expect(bad.statusCode).toBe(400);
  });

  it('rotated and revoked keys answer 401 at once', async () => {
    const k = await newKey(adminToken, { keyNm: 'r', scopes: ['employees:read'], cmpyCd: a });
    expect((await api('GET', '/employees', k.apiKey)).statusCode).toBe(200);
    const rotated = await post(t.app, API_KEY_PATH.rotate, { apiKeySn: k.apiKeySn }, adminToken);
    const next = (rotated.body.resultData as { apiKey: string }).apiKey;
    expect((await api('GET', '/employees', k.apiKey)).statusCode).toBe(401);
    expect((await api('GET', '/employees', next)).statusCode).toBe(200);
    expect((await post(t.app, API_KEY_PATH.revoke, { apiKeySn: k.apiKeySn }, clientToken)).statusCode).toBe(
      200,
    );
    const res = await api('GET', '/employees', next);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await post(t.app, API_KEY_PATH.revoke, { apiKeySn: k.apiKeySn }, clientToken)).statusCode).toBe(
      409,
    );
  });
});

describe('/api/v1', () => {
  it('answers problem+json for a missing key, unknown path and missing scope', async () => {
    const none = await api('GET', '/employees', null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(none.json()).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    expect((await api('GET', '/nothing', keyA)).statusCode).toBe(404);
    const narrow = await newKey(adminToken, { keyNm: 'n', scopes: ['orders:read'], cmpyCd: a });
    for (const [m, url] of [
      ['GET', '/employees'],
      ['GET', '/groups'],
      ['GET', '/events'],
      ['POST', '/events'],
    ] as const) {
      const res = await api(m, url, narrow.apiKey, m === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/scope (employees|events):(read|write)/);
    }
    const ordersOnly = await newKey(adminToken, { keyNm: 'o', scopes: ['employees:read'], cmpyCd: a });
    expect((await api('GET', '/applications', ordersOnly.apiKey)).statusCode).toBe(403);
    expect((await api('GET', '/deliveries', ordersOnly.apiKey)).statusCode).toBe(403);
  });

  it('validation errors carry pointers', async () => {
    const res = await api('GET', '/employees?limit=500', keyA);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].pointer).toBe('/query/limit');
    const put = await api('PUT', '/employees/N1', keyA, { name: '' });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors[0].pointer).toBe('/body/name');
  });

  it('pages employees by cursor, only of the key company', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api('GET', `/employees?limit=3${cursor ? `&cursor=${cursor}` : ''}`, keyA);
      expect(res.statusCode).toBe(200);
      const page = res.json() as {
        data: { employeeNumber: string; companyCode: string }[];
        nextCursor: string | null;
      };
      for (const e of page.data) {
        expect(e.companyCode).toBe(a);
        seen.push(e.employeeNumber);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((s) => s?.startsWith('A')).sort()).toEqual([
      'A100',
      'A101',
      'A102',
      'A103',
      'A104',
      'A105',
      'A106',
    ]);
    const numbered = seen.filter(Boolean);
    expect(new Set(numbered).size).toBe(numbered.length);
    expect((await api('GET', '/employees/B1', keyA)).statusCode).toBe(404);
    expect((await api('GET', `/employees?companyCode=${b}`, keyA)).statusCode).toBe(403);
    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect((await api('GET', `/employees?updatedSince=${future}`, keyA)).json().data).toEqual([]);
  });

  it('upserts an employee: 201 then 200, deactivates, never touches another company', async () => {
    const body = {
      name: '신입사원',
      phone: '010-2222-3333',
      email: 'new@a.test',
      groupCode: 'HR',
      hireDate: '2026-03-02',
    };
    const created = await api('PUT', '/employees/N77', keyA, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      employeeNumber: 'N77',
      groupCode: 'HR',
      hireDate: '2026-03-02',
      active: true,
    });
    expect(created.json().updatedAt).toMatch(/\+09:00$/);
    const updated = await api('PUT', '/employees/N77', keyA, { name: '신입사원2' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '신입사원2', phone: '01022223333' });
    const off = await api('POST', '/employees/N77/deactivate', keyA, {});
    expect(off.json().active).toBe(false);
    const users = await t.database.db.select().from(appUser).where(eq(appUser.sabun, 'N77'));
    expect(users.length).toBe(1);
    expect((await api('POST', '/employees/B1/deactivate', keyA, {})).statusCode).toBe(404);
    const [b1] = await t.database.db.select().from(appUser).where(eq(appUser.sabun, 'B1'));
    expect(b1?.useYn).toBe('Y');
    expect((await api('GET', '/groups', keyA)).json().data).toEqual([
      { groupCode: 'HR', name: '인사팀', parentGroupCode: null, active: true },
    ]);
  });

  it('idempotent POST: same reply and one row; another body 422', async () => {
    const body = {
      name: '연말 선물',
      startsAt: '2026-12-01T09:00:00+09:00',
      endsAt: '2026-12-20T18:00:00+09:00',
      budget: 50000,
    };
    const first = await api('POST', '/events', keyA, body, { 'idempotency-key': 'ev-1' });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', '/events', keyA, body, { 'idempotency-key': 'ev-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await api(
      'POST',
      '/events',
      keyA,
      { ...body, name: '다른' },
      { 'idempotency-key': 'ev-1' },
    );
    expect(other.statusCode).toBe(422);
    const eventId = first.json().eventId as number;
    const ev = await api('GET', `/events/${eventId}`, keyA);
    expect(ev.json()).toMatchObject({
      name: '연말 선물',
      status: '00',
      budget: 50000,
      startsAt: '2026-12-01T09:00:00.000+09:00',
    });
    const rows = await t.database.db.select().from(apiIdempotency).where(eq(apiIdempotency.idemKey, 'ev-1'));
    expect(rows.length).toBe(1);
    const rec = await api('POST', `/events/${eventId}/recipients`, keyA, {
      employeeNumbers: ['A100', 'B1', 'ZZ'],
    });
    expect(rec.json()).toEqual({ added: 1, recipientCount: 1, unknownEmployeeNumbers: ['B1', 'ZZ'] });
    expect((await api('GET', `/events/${eventB}`, keyA)).statusCode).toBe(404);
    expect(
      (await api('POST', `/events/${eventB}/recipients`, keyA, { employeeNumbers: ['B1'] })).statusCode,
    ).toBe(404);
  });

  it('applications and deliveries are scoped to the key company', async () => {
    expect((await api('GET', `/applications/${orderB}`, keyA)).statusCode).toBe(404);
    expect((await api('GET', '/applications', keyA)).json().data).toEqual([]);
    const list = (await api('GET', '/applications?updatedSince=2020-01-01T00:00:00%2B09:00', keyB)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      applicationId: orderB,
      status: 'APPLIED',
      unitPrice: 30000,
      employeeNumber: 'B1',
    });
    expect((await api('GET', `/applications/${orderB}`, keyB)).statusCode).toBe(200);
    expect((await api('GET', '/deliveries', keyB)).statusCode).toBe(200);
    expect((await api('GET', '/deliveries/999999', keyB)).statusCode).toBe(404);
  });

  it('deactivates with no body at all (curl -X POST without data)', async () => {
    const res = await injectChecked(t.app, {
      method: 'POST',
      url: '/api/v1/employees/A106/deactivate',
      headers: { authorization: `Bearer ${keyA}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeeNumber: 'A106', active: false });
  });

  it('answers 400 (never 500) to an edited cursor', async () => {
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const [path, cursor] of [
      ['/employees', forged(['not a time', 'U1'])],
      ['/employees', forged(['2026-01-01T00:00:00.000000Z', "x' or 1=1"])],
      ['/applications', forged(['2026-01-01T00:00:00.000000Z', 'abc'])],
      ['/deliveries', forged(['e', 1])],
      ['/events', forged(['e', 'x'])],
      ['/occasions', 'not-base64-json'],
    ] as const) {
      const res = await api('GET', `${path}?cursor=${cursor}`, keyA);
      expect(res.statusCode, `${path} ${cursor}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
  });

  it('lets the next try take over an Idempotency-Key whose request never answered', async () => {
    const body = {
      name: '버려진 요청 이벤트',
      startsAt: '2026-12-01T09:00:00+09:00',
      endsAt: '2026-12-05T18:00:00+09:00',
    };
    const headers = { 'idempotency-key': 'abandoned-1' };
    const first = await api('POST', '/events', keyA, body, headers);
    expect(first.statusCode).toBe(201);
    // As if the process had died before keeping the reply, six minutes ago.
    await t.database.db.execute(
      sql`update api_idempotency set status = null, body = null, created_at = now() - interval '6 minutes'
        where idem_key = 'abandoned-1'`,
    );
    const retry = await api('POST', '/events', keyA, body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    // A fresh unanswered claim is still "running".
    await t.database.db.execute(
      sql`update api_idempotency set status = null, body = null, created_at = now() where idem_key = 'abandoned-1'`,
    );
    expect((await api('POST', '/events', keyA, body, headers)).statusCode).toBe(409);
  });

  it('logs each call without bodies or query values', async () => {
    // Written in batches after the replies, once a second.
    const rows = await vi.waitFor(
      async () => {
        const all = await t.database.db.select().from(apiRequestLog);
        expect(all.length).toBeGreaterThan(10);
        return all;
      },
      { timeout: 5_000, interval: 200 },
    );
    for (const r of rows) {
      expect(r.route).not.toMatch(/N77|B1|\?/);
      expect(Object.keys(r).sort()).toEqual(['apiKeySn', 'at', 'id', 'method', 'ms', 'route', 'status']);
    }
    expect(rows.some((r) => r.route === '/api/v1/employees/:employeeNumber' && r.method === 'PUT')).toBe(
      true,
    );
  });

  it('throttles per key per minute with 429, Retry-After and x-ratelimit headers', async () => {
    const k = await newKey(adminToken, { keyNm: 't', scopes: ['employees:read'], cmpyCd: a });
    await t.database.db.update(apiKey).set({ perMinute: 3 }).where(eq(apiKey.apiKeySn, k.apiKeySn));
    for (let i = 0; i < 3; i++) {
      const ok = await api('GET', '/groups', k.apiKey);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await api('GET', '/groups', k.apiKey);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    // A minute later the window starts again.
    await t.database.db.execute(sql`update api_rate_limit set reset_at = now() - interval '1 second'`);
    t.clock.advanceMinutes(0);
  });

  it('limits failed authentications per address: 429 problem+json with Retry-After; valid keys still pass', async () => {
    const from = (remoteAddress: string, key: string | null) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/groups',
        remoteAddress,
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
    const bad = `${keyA.slice(0, -4)}nope`;
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE; i++)
      expect((await from('203.0.113.7', i % 2 ? bad : null)).statusCode).toBe(401);
    const refused = await from('203.0.113.7', bad);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect((await from('203.0.113.7', 'garbage')).statusCode).toBe(429);
    // A valid key from the same address is not refused, nor is another address.
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7', keyA)).statusCode).toBe(200);
    expect((await from('203.0.113.8', bad)).statusCode).toBe(401);
    // A minute later the address may fail again.
    t.clock.advanceMinutes(2);
    expect((await from('203.0.113.7', bad)).statusCode).toBe(401);
  });

  it('reads and upserts preferredLanguage: a tag matched, null clears, an unsupported one refused (400)', async () => {
    const created = await api('PUT', '/employees/L1', keyA, {
      name: '응우옌',
      phone: '010-6666-0001',
      preferredLanguage: 'vi-VN',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().preferredLanguage).toBe('vi');
    expect((await api('GET', '/employees/L1', keyA)).json().preferredLanguage).toBe('vi');
    // Left out, it stays.
    const renamed = await api('PUT', '/employees/L1', keyA, { name: '응우옌2' });
    expect(renamed.json().preferredLanguage).toBe('vi');
    const refused = await api('PUT', '/employees/L1', keyA, { preferredLanguage: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { pointer: '/body/preferredLanguage', detail: LANGUAGE_MESSAGES.unsupported },
    ]);
    const [kept] = await t.database.db.select().from(appUser).where(eq(appUser.sabun, 'L1'));
    expect(kept?.preferredLanguage).toBe('vi');
    const cleared = await api('PUT', '/employees/L1', keyA, { preferredLanguage: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().preferredLanguage).toBeNull();
    const page = (await api('GET', '/employees?limit=200', keyA)).json() as {
      data: { employeeNumber: string; preferredLanguage: string | null }[];
    };
    expect(page.data.find((e) => e.employeeNumber === 'L1')?.preferredLanguage).toBeNull();
  });

  it('updates without a name, and asks for one only when creating (400 /body/name)', async () => {
    const updated = await api('PUT', '/employees/A101', keyA, { phone: '010-5555-0101' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ employeeNumber: 'A101', phone: '01055550101' });
    const nameless = await api('PUT', '/employees/N404', keyA, { phone: '010-5555-0404' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.headers['content-type']).toContain('application/problem+json');
    expect(nameless.json().errors).toEqual([
      { pointer: '/body/name', detail: 'Required when the employee is new.' },
    ]);
    const users = await t.database.db.select().from(appUser).where(eq(appUser.sabun, 'N404'));
    expect(users).toEqual([]);
  });

  it('answers a too long path parameter (414) and a malformed path (400) with problem documents', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const long = await api(
        method,
        `/employees/${'9'.repeat(150)}`,
        keyA,
        method === 'PUT' ? {} : undefined,
      );
      expect(long.statusCode, method).toBe(414);
      expect(long.headers['content-type']).toContain('application/problem+json');
      expect(long.json()).toMatchObject({ status: 414, title: 'URI Too Long' });
    }
    const malformed = await api('GET', '/employees/%E0%A4%A', keyA);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    // Outside /api/v1 the router's own reply stays as it was.
    const screens = await t.app.inject({ method: 'GET', url: `/files/${'9'.repeat(150)}` });
    expect(screens.statusCode).toBe(414);
    expect(screens.json()).toMatchObject({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 });
  });

  it('the response check refuses a status, body or content type the document does not allow', async () => {
    const checker = await openApiCheckerOf(t.app);
    const notFound = await api('GET', '/employees/ZZ', keyA);
    expect(notFound.statusCode).toBe(404);
    expect(() => checker.check('GET', '/api/v1/employees', notFound)).toThrow(/status not documented/);
    const groups = await api('GET', '/groups', keyA);
    expect(() => checker.check('GET', '/api/v1/employees/A100', groups)).toThrow(/does not match/);
    const document = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(() => checker.check('GET', '/api/v1/nothing', document)).toThrow(/not a problem document/);
    expect(() => checker.check('GET', '/api/v1/employees/A100', notFound)).not.toThrow();
  });

  it('documents every call with an operationId, problem+json errors, Idempotency-Key and throttle headers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, OperationDoc>>(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        ids.push(op.operationId);
        for (const [code, response] of Object.entries(op.responses)) {
          const types = Object.keys(response.content ?? {});
          expect(types, `${method} ${path} ${code}`).toEqual(
            Number(code) >= 400 ? ['application/problem+json'] : code === '204' ? [] : ['application/json'],
          );
          if (code !== '401' && code !== '414')
            expect(Object.keys(response.headers ?? {})).toContain('x-ratelimit-remaining');
        }
        expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
        expect(op.responses['429']?.headers?.['retry-after']?.required).toBe(true);
        const idempotencyKey = (op.parameters ?? []).some(
          (p) => p.in === 'header' && p.name === 'Idempotency-Key',
        );
        expect(idempotencyKey, `${method} ${path}`).toBe(['post', 'put', 'patch'].includes(method));
        if (idempotencyKey) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
      }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listEmployees',
        'getEmployee',
        'upsertEmployee',
        'deactivateEmployee',
        'listGroups',
        'listEvents',
        'getEvent',
        'createEvent',
        'addEventRecipients',
        'listApplications',
        'getApplication',
        'listDeliveries',
        'getDelivery',
        'listOccasions',
        'listLifeEvents',
        'createLifeEvent',
      ]),
    );
    const upsert = doc.paths['/api/v1/employees/{employeeNumber}'].put;
    expect(upsert.requestBody.content['application/json'].schema.required ?? []).not.toContain('name');
  });

  it('serves an OpenAPI 3.1 document of /api/v1 only, and hides it from /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/employees',
      '/api/v1/employees/{employeeNumber}',
      '/api/v1/employees/{employeeNumber}/deactivate',
      '/api/v1/groups',
      '/api/v1/events',
      '/api/v1/events/{eventId}',
      '/api/v1/events/{eventId}/recipients',
      '/api/v1/applications',
      '/api/v1/applications/{applicationId}',
      '/api/v1/deliveries',
      '/api/v1/deliveries/{deliveryId}',
      '/api/v1/occasions',
      '/api/v1/life-events',
    ])
      expect(paths).toContain(p);
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
    // The signed webhooks are in the same document, in the same vocabulary (decision 038).
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const applied = doc.webhooks['gift.applied'].post.requestBody.content['application/json'].schema;
    expect(applied.properties.type.const).toBe('gift.applied');
    expect(Object.keys(applied.properties.data.properties)).toEqual(
      expect.arrayContaining(['applicationId', 'eventId', 'productId', 'status']),
    );
    const shipped = doc.webhooks['delivery.shipped'].post.requestBody.content['application/json'].schema;
    expect(shipped.properties.data.required).toEqual(
      expect.arrayContaining(['deliveryId', 'applicationId', 'status', 'statusName', 'invoiceNumber']),
    );
    expect(JSON.stringify(doc.webhooks)).not.toMatch(/ordSn|estiSn|estiItemSn|eventSn|deliStatCd|unqUserId/);
    const main = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(main.paths).some((p) => p.startsWith('/api/v1'))).toBe(false);
    expect(Object.keys(main.paths)).toContain(API_KEY_PATH.list);
  });
});
