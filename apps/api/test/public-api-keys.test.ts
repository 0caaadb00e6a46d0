import { API_KEY_MESSAGES, API_KEY_PATH, type ApiKeyRow } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { appUser, company, companyGroup } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * Test keys on a company's sandbox (decision 044), key expiry and IP allow-lists. A test key's PUTs,
 * events and recipients land in the sandbox company, never on the company's real employees, and queue no message.
 */
const t = setupTestApp();
let cmpy: string;
let managerToken: string;
let managerId: string;
const SCOPES = ['employees:read', 'employees:write', 'events:read', 'events:write'];

const api = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, body?: unknown, ip = '127.0.0.1') =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${key}` },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const create = (body: Record<string, unknown>) =>
  post(t.app, API_KEY_PATH.create, { keyNm: 'K', scopes: SCOPES, cmpyCd: cmpy, ...body }, managerToken);
const keyOf = (res: Awaited<ReturnType<typeof create>>) =>
  (res.body.resultData as { apiKey: string; apiKeySn: number }).apiKey;

const outboxCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from message_outbox`)) as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0,
  );

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  cmpy = (await createCompany(t.database.db, { cmpyNm: '샌드상사' })).cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd: cmpy, grupCd: 'HR', grupNm: '인사팀' });
  managerId = (await createUser(t.database.db, '25', { cmpyCd: cmpy })).userId;
  managerToken = await loginAs(t.app, managerId);
  await createUser(t.database.db, '20', { cmpyCd: cmpy, sabun: 'REAL1', telNo: '01012120000' });
});

describe('test keys act on the sandbox', () => {
  it('is pcs_test_, reads none of the real employees and writes none of them', async () => {
    const res = await create({ mode: 'TEST' });
    expect(res.statusCode).toBe(200);
    const key = keyOf(res);
    expect(key).toMatch(/^pcs_test_[A-Za-z0-9-]{10}_[A-Za-z0-9_-]{43}$/);
    const messagesBefore = await outboxCount();

    expect((await api('GET', '/employees/REAL1', key)).statusCode).toBe(404);
    const list = (await api('GET', '/employees', key)).json() as { data: unknown[] };
    expect(list.data).toEqual([]);
    // The real number's PUT makes a sandbox employee; the real one keeps its phone.
    const put = await api('PUT', '/employees/REAL1', key, {
      name: '테스트',
      phone: '01090000001',
      groupCode: 'HR',
    });
    expect(put.statusCode).toBe(201);
    const sandboxCode = (put.json() as { companyCode: string }).companyCode;
    expect(sandboxCode).not.toBe(cmpy);
    const [sandbox] = await t.database.db.select().from(company).where(eq(company.cmpyCd, sandboxCode));
    expect(sandbox).toMatchObject({ sandboxOf: cmpy, cmpyNm: '샌드상사 (샌드박스)' });
    const real = await t.database.db.select().from(appUser).where(eq(appUser.sabun, 'REAL1'));
    expect(real.map((u) => [u.cmpyCd, u.telNo]).sort()).toEqual(
      [
        [cmpy, '01012120000'],
        [sandboxCode, '01090000001'],
      ].sort(),
    );

    // An event with the sandbox employee as recipient: the whole flow works and sends no message.
    const ev = await api('POST', '/events', key, {
      name: '샌드박스 이벤트',
      startsAt: '2027-01-10T09:00:00+09:00',
      endsAt: '2027-01-20T18:00:00+09:00',
      selectCount: 1,
    });
    expect(ev.statusCode).toBe(201);
    const { eventId, companyCode } = ev.json() as { eventId: number; companyCode: string };
    expect(companyCode).toBe(sandboxCode);
    const added = await api('POST', `/events/${eventId}/recipients`, key, { employeeNumbers: ['REAL1'] });
    expect(added.json()).toMatchObject({ added: 1, recipientCount: 1 });
    expect(await outboxCount()).toBe(messagesBefore);

    // A company-named call may not leave the sandbox: the real code is another company to a test key.
    expect((await api('GET', `/employees?companyCode=${cmpy}`, key)).statusCode).toBe(403);
  });

  it('keeps the sandbox out of the company screens and makes it once', async () => {
    const second = keyOf(await create({ mode: 'TEST' }));
    await api('GET', '/employees', second);
    const sandboxes = await t.database.db.select().from(company).where(eq(company.sandboxOf, cmpy));
    expect(sandboxes).toHaveLength(1);
    const operator = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
    const options = await post(
      t.app,
      '/v1/ebmp/pcs/drop-down/companyList.json',
      { requestType: 'EXPORT', searchText: '샌드' },
      operator,
    );
    const codes = JSON.stringify(options.body.resultData);
    expect(codes).toContain(cmpy);
    expect(codes).not.toContain(sandboxes[0]?.cmpyCd ?? 'none');
    // No key can be made for the sandbox itself.
    const direct = await post(
      t.app,
      API_KEY_PATH.create,
      { keyNm: 'S', scopes: SCOPES, cmpyCd: sandboxes[0]?.cmpyCd },
      operator,
    );
    expect(direct.statusCode).toBe(404);
  });

  it('needs a company, and a live text for a test key is refused', async () => {
    const operator = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
    const refused = await post(
      t.app,
      API_KEY_PATH.create,
      { keyNm: 'T', scopes: SCOPES, cmpyCd: null, mode: 'TEST' },
      operator,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(API_KEY_MESSAGES.testKeyNeedsCompany);
    const key = keyOf(await create({ mode: 'TEST' }));
    expect((await api('GET', '/employees', key.replace('pcs_test_', 'pcs_live_'))).statusCode).toBe(401);
  });
});

describe('expiry and allowed addresses', () => {
  it('refuses a past or far expiry with the form message', async () => {
    for (const expiresOn of ['2000-01-01', '2999-01-01', '2027-02-30']) {
      const res = await create({ expiresOn });
      expect(res.statusCode, expiresOn).toBe(400);
      expect(res.body.resultStatus.messageText).toBe(API_KEY_MESSAGES.expiryInvalid);
    }
  });

  it('answers only from allowed addresses and ranges', async () => {
    const res = await create({ allowedIps: ['203.0.113.10', '198.51.100.0/24', '2001:db8::/32'] });
    const key = keyOf(res);
    expect((await api('GET', '/employees', key, undefined, '203.0.113.10')).statusCode).toBe(200);
    expect((await api('GET', '/employees', key, undefined, '198.51.100.77')).statusCode).toBe(200);
    expect((await api('GET', '/employees', key, undefined, '2001:db8::5')).statusCode).toBe(200);
    expect((await api('GET', '/employees', key, undefined, '::ffff:198.51.100.9')).statusCode).toBe(200);
    const outside = await api('GET', '/employees', key, undefined, '192.0.2.1');
    expect(outside.statusCode).toBe(403);
    expect(outside.headers['content-type']).toContain('application/problem+json');
    const bad = await create({ allowedIps: ['10.0.0.0/33'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.resultStatus.messageText).toContain(API_KEY_MESSAGES.allowedIpInvalid);
  });
  it('refuses a key from the day after its last day', async () => {
    const lastDay = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await create({ expiresOn: lastDay });
    expect(res.statusCode).toBe(200);
    const key = keyOf(res);
    expect((await api('GET', '/employees', key)).statusCode).toBe(200);
    t.clock.advanceMinutes(5 * 24 * 60);
    const late = await api('GET', '/employees', key);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ detail: 'The API key expired.' });
    // The clock moved past the manager's session too: a new login reads the list.
    const fresh = await loginAs(t.app, managerId);
    const list = await post(t.app, API_KEY_PATH.list, {}, fresh);
    const row = (list.body.resultData as { list: ApiKeyRow[] }).list.find((k) => key.includes(k.keyPrefix));
    expect(row?.state).toBe('EXPIRED');
  });
});
