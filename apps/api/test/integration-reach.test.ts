import { ACCESS_TARGET, API_KEY_MESSAGES, API_KEY_PATH, loginUserDataSchema } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { appUser, personalDataAccessLog } from '../src/db/schema/index';
import { newApiKey } from './helpers/api-keys';
import { confirmedAuthToken } from './helpers/auth-numbers';
import { createCompany, createEvent, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * What an API key may reach (a company's employees only), what its reads leave in the access log, and
 * the answers the public API got wrong (recipientCount across companies, a deactivated number failing a batch).
 */
const t = setupTestApp();
let cmpy: string;
let otherCmpy: string;
let managerToken: string;
let operatorToken: string;
let managerKey: string;
let managerKeySn: number;
let operatorKey: string;
const MANAGER_PHONE = '01077001234';
const ATTACKER_PHONE = '01099998888';

const api = (method: 'GET' | 'POST' | 'PUT', url: string, key: string, body?: unknown) =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const newKey = (token: string, body: Record<string, unknown>) => newApiKey(t.app, token, body);

const accessRows = (target: string) =>
  t.database.db.select().from(personalDataAccessLog).where(eq(personalDataAccessLog.target, target));

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  cmpy = (await createCompany(t.database.db)).cmpyCd;
  otherCmpy = (await createCompany(t.database.db)).cmpyCd;
  const manager = await createUser(t.database.db, '25', {
    cmpyCd: cmpy,
    sabun: 'MGR1',
    telNo: MANAGER_PHONE,
  });
  managerToken = await loginAs(t.app, manager.userId);
  operatorToken = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
  for (let i = 0; i < 5; i++)
    await createUser(t.database.db, '20', {
      cmpyCd: cmpy,
      sabun: `E${100 + i}`,
      telNo: `0101100${1000 + i}`,
      birthDt: '19900502',
    });
  await createUser(t.database.db, '20', { cmpyCd: cmpy, sabun: 'GONE', useYn: 'N', telNo: '01011009999' });
  const all = ['employees:read', 'employees:write', 'events:read', 'events:write'];
  const issued = await newKey(managerToken, { keyNm: 'HR', scopes: all, cmpyCd: cmpy });
  managerKey = issued.apiKey;
  managerKeySn = issued.apiKeySn;
  operatorKey = (
    await newKey(operatorToken, { keyNm: 'OP', scopes: [...all, 'employees:birthdate'], cmpyCd: cmpy })
  ).apiKey;
});

describe('an API key reaches employees (20) only', () => {
  it("cannot change a manager's phone and then sign in as the manager with it (key -> phone login)", async () => {
    const put = await api('PUT', '/employees/MGR1', managerKey, { name: '관리자', phone: ATTACKER_PHONE });
    expect(put.statusCode).toBe(409);
    expect(put.headers['content-type']).toContain('application/problem+json');
    const [stored] = await t.database.db
      .select({ telNo: appUser.telNo, useYn: appUser.useYn })
      .from(appUser)
      .where(and(eq(appUser.cmpyCd, cmpy), eq(appUser.sabun, 'MGR1')));
    expect(stored).toEqual({ telNo: MANAGER_PHONE, useYn: 'Y' });
    // The attacker's phone opens no session: no account carries it.
    const sent = await post(t.app, '/v1/ebmp/pcs/user/sendAuthNumber.json', {
      purpose: 'LOGIN',
      channel: 'PHONE',
      telNo: ATTACKER_PHONE,
    });
    const authId = (sent.body.resultData as { authId?: string } | null)?.authId;
    if (authId) {
      const confirm = await post(t.app, '/v1/ebmp/main/user/confirmAuthNumber.json', {
        authId,
        authNumber: '000000',
      });
      expect(confirm.statusCode).not.toBe(200);
    }
    // The manager's own phone still signs the manager in: nothing was taken over.
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'LOGIN', channel: 'PHONE', telNo: MANAGER_PHONE },
      MANAGER_PHONE,
    );
    const session = await post(t.app, '/v1/ebmp/phoneLogin.json', { authToken });
    expect(loginUserDataSchema.parse(session.body.resultData).authCd).toBe('25');
  });

  it("cannot deactivate, read or list a manager, nor create an employee under a manager's number", async () => {
    expect((await api('POST', '/employees/MGR1/deactivate', managerKey, {})).statusCode).toBe(404);
    expect((await api('GET', '/employees/MGR1', managerKey)).statusCode).toBe(404);
    const created = await api('PUT', '/employees/MGR1', managerKey, { name: '김가짜', phone: '01033334444' });
    expect(created.statusCode).toBe(409);
    const list = await api('GET', '/employees?limit=100', managerKey);
    const numbers = (list.json() as { data: { employeeNumber: string }[] }).data.map((e) => e.employeeNumber);
    expect(numbers).not.toContain('MGR1');
    expect(numbers).toContain('E100');
    const [manager] = await t.database.db
      .select({ useYn: appUser.useYn })
      .from(appUser)
      .where(and(eq(appUser.cmpyCd, cmpy), eq(appUser.sabun, 'MGR1')));
    expect(manager?.useYn).toBe('Y');
  });

  it('still creates, updates and deactivates employees', async () => {
    const created = await api('PUT', '/employees/E900', managerKey, { name: '이신입', phone: '01055556666' });
    expect(created.statusCode).toBe(201);
    expect(
      (await api('PUT', '/employees/E900', managerKey, { name: '이신입', email: 'new@corp.test' }))
        .statusCode,
    ).toBe(200);
    const off = await api('POST', '/employees/E900/deactivate', managerKey, {});
    expect(off.json()).toMatchObject({ employeeNumber: 'E900', active: false });
  });
});

describe('birth year only where the screens show it', () => {
  it("a client manager's key reads month and day; only an operator grants the year", async () => {
    const mine = (await api('GET', '/employees/E100', managerKey)).json() as Record<string, unknown>;
    expect(mine).toMatchObject({ birthDate: null, birthMonthDay: '05-02', birthCalendar: 'SOLAR' });
    const op = (await api('GET', '/employees/E100', operatorKey)).json() as Record<string, unknown>;
    expect(op).toMatchObject({ birthDate: '1990-05-02', birthMonthDay: '05-02' });
    const refused = await post(
      t.app,
      API_KEY_PATH.create,
      { keyNm: 'X', scopes: ['employees:read', 'employees:birthdate'], cmpyCd: cmpy },
      managerToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(API_KEY_MESSAGES.scopeNotGrantable);
  });
});

describe('every API read of personal data is in the access log', () => {
  it('logs each page of employees with its rows and key, and each single read', async () => {
    const before = (await accessRows(ACCESS_TARGET.apiEmployees)).length;
    let cursor: string | null = null;
    let pages = 0;
    let rows = 0;
    do {
      const res = await api('GET', `/employees?limit=2${cursor ? `&cursor=${cursor}` : ''}`, managerKey);
      const page = res.json() as { data: unknown[]; nextCursor: string | null };
      rows += page.data.length;
      pages += 1;
      cursor = page.nextCursor;
    } while (cursor);
    await api('GET', '/employees/E101', managerKey);
    const logged = (await accessRows(ACCESS_TARGET.apiEmployees)).slice(before);
    const listRows = logged.filter((r) => r.action === 'READ');
    expect(listRows.reduce((n, r) => n + r.rowCount, 0)).toBe(rows);
    // A last page of nothing reads nobody: at most one row a page.
    expect(listRows.length).toBeGreaterThanOrEqual(pages - 1);
    const detail = logged.find((r) => r.action === 'DETAIL');
    expect(detail).toMatchObject({ rowCount: 1, cmpyCd: cmpy, actorAuthCd: '25' });
    expect(detail?.reason).toContain(`API 키 ${managerKeySn}`);
  });
});

describe('events', () => {
  it("counts each event's own recipients, never another company's", async () => {
    const mine = await t.database.db
      .select({ unqUserId: appUser.unqUserId })
      .from(appUser)
      .where(and(eq(appUser.cmpyCd, cmpy), eq(appUser.authCd, '20'), eq(appUser.useYn, 'Y')));
    const ev = await createEvent(t.database.db, {
      cmpyCd: cmpy,
      products: [],
      recipients: mine.slice(0, 2).map((u) => u.unqUserId),
    });
    const stranger = await createUser(t.database.db, '20', { cmpyCd: otherCmpy });
    const other = await createUser(t.database.db, '20', { cmpyCd: otherCmpy });
    await createEvent(t.database.db, {
      cmpyCd: otherCmpy,
      products: [],
      recipients: [stranger.unqUserId, other.unqUserId],
    });
    await createEvent(t.database.db, { cmpyCd: otherCmpy, products: [], recipients: [stranger.unqUserId] });
    const list = (await api('GET', '/events?limit=100', managerKey)).json() as {
      data: { eventId: number; recipientCount: number }[];
    };
    expect(list.data.find((e) => e.eventId === ev.eventSn)?.recipientCount).toBe(2);
    const one = (await api('GET', `/events/${ev.eventSn}`, managerKey)).json() as { recipientCount: number };
    expect(one.recipientCount).toBe(2);
  });

  it('adds the active employees of a batch and reports a deactivated number like an unknown one', async () => {
    const ev = await createEvent(t.database.db, { cmpyCd: cmpy, products: [], recipients: [] });
    const res = await api('POST', `/events/${ev.eventSn}/recipients`, managerKey, {
      employeeNumbers: ['E102', 'GONE', 'NOPE', 'E103', 'MGR1'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      recipientCount: 2,
      unknownEmployeeNumbers: ['GONE', 'NOPE', 'MGR1'],
    });
  });
});
