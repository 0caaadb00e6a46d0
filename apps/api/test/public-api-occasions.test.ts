import { AUTH_CD } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { queryRows } from '../src/db/query-rows';
import { occasionOccurrence, userLifeEvent } from '../src/db/schema/index';
import { recomputeCompanyOccasions, sendDueOccasions } from '../src/modules/occasion';
import { newApiKey } from './helpers/api-keys';
import { createCompany, createProduct, createUser } from './helpers/factories';
import { createRule, kst } from './helpers/occasions';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

// 2026-12-10 10:00 in Korea: birthdays on 12 and 14 December fall inside the engine's window.
const clock = testClock(kst('2026-12-10T10:00'));
const t = setupTestApp(clock);
const db = () => t.database.db;
let a = '';
let b = '';
let keyA = '';
let keyB = '';
let adminId = '';

const api = (method: 'GET' | 'POST', url: string, key: string, body?: unknown, headers = {}) =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

async function newKey(cmpyCd: string, scopes: string[]): Promise<string> {
  // Logged in per key: the tests move the clock past a session's life.
  const token = await loginAs(t.app, adminId);
  return (await newApiKey(t.app, token, { keyNm: 'HR', scopes, cmpyCd })).apiKey;
}

type Page<T> = { data: T[]; nextCursor: string | null };
async function all<T>(url: string, key: string, limit = 2): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await api('GET', `${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, key);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<T>;
    out.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  await seedReferenceData(db(), t.storage);
  a = (await createCompany(db(), { cmpyNm: '가나상사' })).cmpyCd;
  b = (await createCompany(db(), { cmpyNm: '다라상사' })).cmpyCd;
  adminId = (await createUser(db(), AUTH_CD.operatorManager)).userId;
  const ALL = ['employees:read', 'employees:write', 'events:read', 'events:write', 'orders:read'];
  keyA = await newKey(a, ALL);
  keyB = await newKey(b, ALL);
  const prod = await createProduct(db());
  for (const cmpyCd of [a, b]) {
    await createRule(db(), { cmpyCd, prodSnList: [prod.prodSn] });
    await createRule(db(), {
      cmpyCd,
      ruleNm: '결혼 축하',
      occasionType: 'WEDDING',
      prodSnList: [prod.prodSn],
    });
  }
  const emp = (cmpyCd: string, sabun: string, birthDt: string) =>
    createUser(db(), AUTH_CD.clientEmployee, { cmpyCd, sabun, birthDt });
  await emp(a, 'A1', '19901212');
  await emp(a, 'A2', '19881214');
  await emp(a, 'A3', '19850601');
  await emp(b, 'B1', '19901212');
  const deps = { db: db(), now: clock.now };
  await recomputeCompanyOccasions(deps, a);
  await recomputeCompanyOccasions(deps, b);
});

type Occasion = {
  occasionId: number;
  companyCode: string;
  employeeNumber: string;
  kind: string;
  ruleName: string;
  occasionDate: string;
  dueDate: string;
  dueAt: string;
  state: string;
  eventId: number | null;
  sentAt: string | null;
  lifeEventId: number | null;
};
type LifeEvent = {
  lifeEventId: number;
  companyCode: string;
  employeeNumber: string;
  kind: string;
  date: string;
  relation: string | null;
  state: string;
  requestedByEmployee: boolean;
};

describe('/api/v1 occasions and life events', () => {
  it('lists the key company occasions by cursor, with due range and state filters', async () => {
    const list = await all<Occasion>('/occasions', keyA, 1);
    expect(list.map((o) => o.employeeNumber).sort()).toEqual(['A1', 'A2']);
    for (const o of list)
      expect(o).toMatchObject({ companyCode: a, kind: 'BIRTHDAY', state: 'SCHEDULED', eventId: null });
    // 12 December 2026 is a Saturday: the rule sends on the working day before.
    expect(list.find((o) => o.employeeNumber === 'A1')).toMatchObject({
      occasionDate: '2026-12-12',
      dueDate: '2026-12-11',
      dueAt: '2026-12-11T09:00:00.000+09:00',
    });
    const ranged = (await api('GET', '/occasions?dueFrom=2026-12-13&dueTo=2026-12-31', keyA)).json();
    expect(ranged.data.map((o: Occasion) => o.employeeNumber)).toEqual(['A2']);
    expect((await api('GET', '/occasions?state=SENT', keyA)).json().data).toEqual([]);
    const bad = await api('GET', '/occasions?dueFrom=2026-12-31&dueTo=2026-12-01', keyA);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().errors[0].pointer).toBe('/query/dueTo');
    expect((await api('GET', '/occasions?state=NOPE', keyA)).statusCode).toBe(400);
  });

  it('shows the event a sent occasion went into, and updatedSince picks up the change', async () => {
    const before = new Date(clock.now().getTime());
    await db().execute(sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret)
      values (${a}, 'https://hooks.example.com/pcs', array['event.opened']::varchar[], 'whsec_dGVzdA==')`);
    clock.set(kst('2026-12-12T09:01'));
    const sent = await sendDueOccasions({ db: db(), now: clock.now, publicUrl: 'https://pcs.test' });
    expect(sent).toBeGreaterThanOrEqual(2); // A1 of A and B1 of B
    const since = encodeURIComponent(new Date(before.getTime() + 1).toISOString());
    const changed = (await api('GET', `/occasions?updatedSince=${since}`, keyA)).json().data as Occasion[];
    expect(changed.map((o) => o.employeeNumber)).toEqual(['A1']);
    expect(changed[0]?.state).toBe('SENT');
    expect(changed[0]?.eventId).toEqual(expect.any(Number));
    expect(changed[0]?.sentAt).toMatch(/\+09:00$/);
    const ev = await api('GET', `/events/${changed[0]?.eventId}`, keyA);
    expect(ev.statusCode).toBe(200);
    // The occasion's event is born running: its opening is reported by the engine itself (webhooks).
    const opened = await queryRows<{ payload: { data: { eventId: number; status: string } } }>(
      db(),
      sql`select payload from webhook_delivery where event_type = 'event.opened'`,
    );
    expect(opened.map((r) => r.payload.data.eventId)).toEqual([changed[0]?.eventId]);
  });

  it("never shows another company's occasions", async () => {
    const bList = await all<Occasion>('/occasions', keyB);
    expect(bList.map((o) => [o.companyCode, o.employeeNumber])).toEqual([[b, 'B1']]);
    const aList = await all<Occasion>('/occasions', keyA);
    expect(aList.some((o) => o.companyCode !== a)).toBe(false);
    expect((await api('GET', `/occasions?companyCode=${b}`, keyA)).statusCode).toBe(403);
  });

  it('registers a life event by employee number: 201, idempotent, occurrence computed, duplicate 409', async () => {
    const body = { employeeNumber: 'A3', kind: 'WEDDING', date: '2026-12-20', memo: '축하합니다' };
    const first = await api('POST', '/life-events', keyA, body, { 'idempotency-key': 'le-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ lifeEventId: expect.any(Number), state: 'APPROVED' });
    const replay = await api('POST', '/life-events', keyA, body, { 'idempotency-key': 'le-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const dup = await api('POST', '/life-events', keyA, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.headers['content-type']).toContain('application/problem+json');
    const rows = await db()
      .select()
      .from(userLifeEvent)
      .where(eq(userLifeEvent.lifeEventSn, first.json().lifeEventId));
    expect(rows).toHaveLength(1);
    // saveLifeEvent recomputed the person: the wedding rule queued its gift.
    const occ = await db()
      .select()
      .from(occasionOccurrence)
      .where(eq(occasionOccurrence.lifeEventSn, first.json().lifeEventId));
    expect(occ).toHaveLength(1);
    const listed = (await api('GET', '/occasions?state=SCHEDULED', keyA)).json().data as Occasion[];
    expect(listed.find((o) => o.kind === 'WEDDING')).toMatchObject({
      employeeNumber: 'A3',
      lifeEventId: first.json().lifeEventId,
      ruleName: '결혼 축하',
    });
  });

  it('refuses an unknown or other-company employee (404) and a bad body (400 with pointers)', async () => {
    const other = await api('POST', '/life-events', keyA, {
      employeeNumber: 'B1',
      kind: 'WEDDING',
      date: '2026-12-20',
    });
    expect(other.statusCode).toBe(404);
    const noRelation = await api('POST', '/life-events', keyA, {
      employeeNumber: 'A1',
      kind: 'CONDOLENCE',
      date: '2026-12-20',
    });
    expect(noRelation.statusCode).toBe(400);
    expect(noRelation.json().errors[0].pointer).toBe('/body/relation');
    const badKind = await api('POST', '/life-events', keyA, {
      employeeNumber: 'A1',
      kind: 'BIRTHDAY',
      date: '2026-12-20',
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].pointer).toBe('/body/kind');
  });

  it('lists life events of the key company only, with state filter', async () => {
    await createUser(db(), AUTH_CD.clientEmployee, { cmpyCd: b, sabun: 'B2' });
    const made = await api('POST', '/life-events', keyB, {
      employeeNumber: 'B2',
      kind: 'CONDOLENCE',
      date: '2026-12-11',
      relation: 'PARENT',
    });
    expect(made.statusCode).toBe(201);
    const aList = await all<LifeEvent>('/life-events', keyA);
    expect(aList.map((e) => [e.companyCode, e.employeeNumber, e.kind, e.date, e.state])).toEqual([
      [a, 'A3', 'WEDDING', '2026-12-20', 'APPROVED'],
    ]);
    expect(aList[0]?.requestedByEmployee).toBe(false);
    const bList = await all<LifeEvent>('/life-events', keyB);
    expect(bList.map((e) => [e.employeeNumber, e.relation])).toEqual([['B2', 'PARENT']]);
    expect((await api('GET', '/life-events?state=REQUESTED', keyA)).json().data).toEqual([]);
    expect((await api('GET', `/life-events?companyCode=${b}`, keyA)).statusCode).toBe(403);
  });

  it('needs events:read for occasions, employees:read and employees:write for life events', async () => {
    const ordersOnly = await newKey(a, ['orders:read']);
    for (const [m, url, scope] of [
      ['GET', '/occasions', 'events:read'],
      ['GET', '/life-events', 'employees:read'],
      ['POST', '/life-events', 'employees:write'],
    ] as const) {
      const res = await api(m, url, ordersOnly, m === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toContain(scope);
    }
    const readOnly = await newKey(a, ['employees:read', 'events:read']);
    expect((await api('GET', '/occasions', readOnly)).statusCode).toBe(200);
    expect((await api('GET', '/life-events', readOnly)).statusCode).toBe(200);
    const write = await api('POST', '/life-events', readOnly, {
      employeeNumber: 'A1',
      kind: 'WEDDING',
      date: '2026-12-21',
    });
    expect(write.statusCode).toBe(403);
  });

  it('documents the new paths and components in /api/v1/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/occasions', '/api/v1/life-events']),
    );
    expect(Object.keys(doc.paths['/api/v1/life-events']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Occasion', 'LifeEvent', 'LifeEventCreate']),
    );
  });
});
