import { cursorPageOf, publicEmployeeSchema } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedReferenceData } from '../src/db/demo-data/index';
import { companyGroup } from '../src/db/schema/index';
import type { ApiCaller } from '../src/modules/public-api/v1/api-caller';
import { decodeCursor, pageFrom } from '../src/modules/public-api/v1/cursor';
import { employeeOf } from '../src/modules/public-api/v1/employee-routes';
import { listEmployees } from '../src/modules/public-api/v1/read-repository';
import { newApiKey } from './helpers/api-keys';
import { createCompany, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, setupTestApp } from './helpers/test-app';

/**
 * GET /api/v1/employees writes its reply in PostgreSQL (read-repository employeePageJson). These tests pin it to
 * what the row-by-row path gives (listEmployees, employeeOf, pageFrom, the response schema's encode and
 * JSON.stringify, as the route answered before): the same bytes for every page, filter and scope, so that neither
 * can drift from the contract without a failure here.
 */
const t = setupTestApp();
let a: string;
let b: string;
let keyA: string;
let keyBirth: string;
let keyOperator: string;

const pageSchema = cursorPageOf(publicEmployeeSchema);

const caller = (scopes: string[], cmpyCd: string | null): ApiCaller => ({
  apiKeySn: 1,
  cmpyCd,
  scopes,
  perMinute: 1000,
  createdBy: null,
});

/** The reply as the route wrote it before the change: rows mapped in JS, encoded by the schema, stringified. */
async function expectedBody(
  who: ApiCaller,
  q: {
    cmpyCd: string | null;
    limit: number;
    cursor?: string;
    active?: boolean;
    grupCd?: string;
    since?: string;
  },
) {
  const rows = await listEmployees(t.database.db, {
    cmpyCd: q.cmpyCd,
    after: decodeCursor(q.cursor, 'timeAndText'),
    limit: q.limit,
    ...(q.since ? { updatedSince: q.since } : {}),
    ...(q.active !== undefined ? { active: q.active } : {}),
    ...(q.grupCd ? { grupCd: q.grupCd } : {}),
  });
  const page = pageFrom(
    rows,
    q.limit,
    (r) => [r.cursorTs, r.unqUserId],
    (r) => employeeOf(who, r),
  );
  return JSON.stringify(z.encode(pageSchema, page));
}

const get = (url: string, key: string) =>
  injectChecked(t.app, { method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` } });

/** Walks every page of `path` with `limit`, checking each reply against the reference; returns the pages seen. */
async function walk(
  key: string,
  who: ApiCaller,
  q: { cmpyCd: string | null; limit: number; active?: boolean; grupCd?: string; since?: string },
  query: string,
) {
  let cursor: string | undefined;
  let pages = 0;
  const numbers: (string | null)[] = [];
  do {
    const res = await get(`/employees?limit=${q.limit}${query}${cursor ? `&cursor=${cursor}` : ''}`, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(await expectedBody(who, { ...q, ...(cursor ? { cursor } : {}) }));
    const page = res.json() as { data: { employeeNumber: string | null }[]; nextCursor: string | null };
    numbers.push(...page.data.map((e) => e.employeeNumber));
    cursor = page.nextCursor ?? undefined;
    pages++;
  } while (cursor && pages < 100);
  return { pages, numbers };
}

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  a = (await createCompany(t.database.db, { cmpyNm: '가나상사' })).cmpyCd;
  b = (await createCompany(t.database.db, { cmpyNm: '다라상사' })).cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd: a, grupCd: 'HR', grupNm: '인사팀' });
  const db = t.database.db;
  // Times with microseconds (the cursor keeps them, the reply shows milliseconds, truncated), ties on the time
  // (ordered by id), and every field's edge: nulls, empty and short dates, lunar births, each language, text that
  // JSON must escape.
  const at = (s: string) => new Date(s);
  const people: Parameters<typeof createUser>[2][] = [
    { sabun: 'A001', updatedAt: at('2026-03-01T00:00:00.000Z'), birthDt: '19900115', lunarYn: 'N' },
    { sabun: 'A002', updatedAt: at('2026-03-01T00:00:00.000Z'), birthDt: '19851231', lunarYn: 'Y' },
    { sabun: 'A003', updatedAt: at('2026-03-01T00:00:00.000Z'), birthDt: '', hireDt: '20200301' },
    { sabun: null, updatedAt: at('2026-03-02T15:00:00.999Z'), birthDt: '1990', leaveDt: '20251231' },
    {
      sabun: 'A"\\/5',
      userNm: '이름 "따옴표" \\ 역슬래시\n줄바꿈\t탭 \u0001 😀 \u2028',
      email: 'odd"mail@example.com',
      telNo: null,
      updatedAt: at('2026-03-02T23:59:59.123Z'),
    },
    { sabun: 'A006', useYn: 'N', grupCd: 'HR', preferredLanguage: 'zh-Hans', hireDt: '2021010' },
    { sabun: 'A007', grupCd: 'HR', preferredLanguage: 'vi', birthDt: '20000229', lunarYn: 'N' },
    {
      sabun: 'A008',
      preferredLanguage: 'en',
      email: null,
      grupCd: null,
      // Microseconds that the millisecond text must truncate (…999 must not round up); a Date cannot hold them.
      updatedAt: sql`'2026-05-05 05:05:05.999999+00'::timestamptz` as unknown as Date,
    },
    { sabun: 'A009', preferredLanguage: 'km', useYn: 'N' },
    { sabun: 'A010', preferredLanguage: 'ne', userNm: 'ស្រីមុំ' },
    { sabun: 'A011', preferredLanguage: 'ko', updatedAt: at('1999-12-31T15:00:00.000Z') },
  ];
  for (const p of people) await createUser(db, '20', { cmpyCd: a, ...p });
  for (let i = 0; i < 4; i++) await createUser(t.database.db, '20', { cmpyCd: b, sabun: `B${i}` });
  // A manager of the company is not an employee the API reaches.
  await createUser(db, '25', { cmpyCd: a, sabun: 'M1' });
  const managerToken = await loginAs(t.app, (await createUser(db, '25', { cmpyCd: a })).userId);
  const operatorToken = await loginAs(t.app, (await createUser(db, '15')).userId);
  keyA = (await newApiKey(t.app, managerToken, { keyNm: 'HR', scopes: ['employees:read'], cmpyCd: a }))
    .apiKey;
  keyBirth = (
    await newApiKey(t.app, operatorToken, {
      keyNm: 'HR birth',
      scopes: ['employees:read', 'employees:birthdate'],
      cmpyCd: a,
    })
  ).apiKey;
  keyOperator = (
    await newApiKey(t.app, operatorToken, { keyNm: 'OP', scopes: ['employees:read'], cmpyCd: null })
  ).apiKey;
});

describe('GET /employees: the reply written by PostgreSQL is the contract, byte for byte', () => {
  it('every page size, through every page, with and without the birth year', async () => {
    for (const limit of [1, 2, 3, 5, 50, 200]) {
      const plain = await walk(keyA, caller(['employees:read'], a), { cmpyCd: a, limit }, '');
      const withYear = await walk(
        keyBirth,
        caller(['employees:read', 'employees:birthdate'], a),
        { cmpyCd: a, limit },
        '',
      );
      expect(plain.numbers).toEqual(withYear.numbers);
      expect(plain.numbers.length).toBe(11);
      expect(plain.pages).toBe(Math.ceil(11 / limit));
    }
  });

  it('the filters: active, groupCode, updatedSince, and all of them with a cursor', async () => {
    const who = caller(['employees:read'], a);
    await walk(keyA, who, { cmpyCd: a, limit: 2, active: true }, '&active=true');
    await walk(keyA, who, { cmpyCd: a, limit: 2, active: false }, '&active=false');
    await walk(keyA, who, { cmpyCd: a, limit: 1, grupCd: 'HR' }, '&groupCode=HR');
    await walk(keyA, who, { cmpyCd: a, limit: 50, grupCd: 'NONE' }, '&groupCode=NONE');
    const since = '2026-03-01T09:00:00+09:00';
    const s = await walk(
      keyA,
      who,
      { cmpyCd: a, limit: 2, since },
      `&updatedSince=${encodeURIComponent(since)}`,
    );
    expect(s.numbers).not.toContain('A011');
    await walk(
      keyA,
      who,
      { cmpyCd: a, limit: 1, since, active: true, grupCd: 'HR' },
      `&updatedSince=${encodeURIComponent(since)}&active=true&groupCode=HR`,
    );
  });

  it('an operator key: every company, or the one it names', async () => {
    const who = caller(['employees:read'], null);
    const all = await walk(keyOperator, who, { cmpyCd: null, limit: 4 }, '');
    expect(all.numbers).toEqual(expect.arrayContaining(['A001', 'B0', 'B3']));
    expect(all.numbers).not.toContain('M1');
    const onlyB = await walk(keyOperator, who, { cmpyCd: b, limit: 3 }, `&companyCode=${b}`);
    expect(onlyB.numbers.sort()).toEqual(['B0', 'B1', 'B2', 'B3']);
  });

  it('the formats as the contract writes them (not only equal to the old path)', async () => {
    const res = await get('/employees?limit=200', keyBirth);
    const data = (res.json() as { data: Record<string, unknown>[] }).data;
    const bySabun = new Map(data.map((e) => [e.employeeNumber, e]));
    expect(bySabun.get('A002')).toMatchObject({
      birthDate: '1985-12-31',
      birthMonthDay: '12-31',
      birthCalendar: 'LUNAR',
      hireDate: null,
      active: true,
      companyCode: a,
      updatedAt: '2026-03-01T09:00:00.000+09:00',
    });
    expect(bySabun.get('A003')).toMatchObject({
      birthDate: null,
      birthCalendar: null,
      hireDate: '2020-03-01',
    });
    expect(bySabun.get(null)).toMatchObject({ birthDate: null, birthMonthDay: null, birthCalendar: 'SOLAR' });
    expect(bySabun.get('A006')).toMatchObject({
      active: false,
      hireDate: null,
      preferredLanguage: 'zh-Hans',
    });
    expect(bySabun.get('A008')).toMatchObject({ updatedAt: '2026-05-05T14:05:05.999+09:00', email: null });
    expect(bySabun.get('A011')).toMatchObject({ updatedAt: '2000-01-01T00:00:00.000+09:00' });
    expect(Object.keys(data[0] ?? {})).toEqual(Object.keys(publicEmployeeSchema.shape));
    const plain = (await get('/employees?limit=200', keyA)).json() as { data: Record<string, unknown>[] };
    expect(plain.data.every((e) => e.birthDate === null)).toBe(true);
  });

  it('a page of nothing: an empty list and no cursor', async () => {
    const future = encodeURIComponent('2099-01-01T00:00:00+09:00');
    const res = await get(`/employees?updatedSince=${future}`, keyA);
    expect(res.body).toBe('{"data":[],"nextCursor":null}');
  });
});
