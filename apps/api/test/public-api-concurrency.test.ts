import { API_KEY_PATH, AUTH_CD } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { apiIdempotency, appUser, event } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * The public API under parallel calls (decision 038): only PostgreSQL runs them on several connections at once, so
 * these run there (the api-postgres project); on PGlite the calls would queue one after another.
 */
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';
const t = setupTestApp();
let cmpyCd = '';
let key = '';

const call = (method: 'POST' | 'PUT', url: string, body: unknown, headers: Record<string, string> = {}) =>
  injectChecked(t.app, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, ...headers },
    payload: body as Record<string, unknown>,
  });

const eventsNamed = (eventNm: string) =>
  t.database.db
    .select({ eventSn: event.eventSn })
    .from(event)
    .where(and(eq(event.cmpyCd, cmpyCd), eq(event.eventNm, eventNm)));

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  cmpyCd = (await createCompany(t.database.db)).cmpyCd;
  const admin = await loginAs(t.app, (await createUser(t.database.db, AUTH_CD.operatorManager)).userId);
  const res = await post(
    t.app,
    API_KEY_PATH.create,
    // The default 600 a minute: the throttle is not what these tests are about.
    { keyNm: 'HR', scopes: ['employees:read', 'employees:write', 'events:read', 'events:write'], cmpyCd },
    admin,
  );
  key = (res.body.resultData as { apiKey: string }).apiKey;
});

const draft = (name: string) => ({
  name,
  startsAt: '2026-12-01T09:00:00+09:00',
  endsAt: '2026-12-20T18:00:00+09:00',
  budget: 50000,
});

describe.runIf(onPostgres)('/api/v1 under parallel calls (PostgreSQL)', () => {
  it('20 parallel PUTs of one employee number make one account: one 201, the rest 200', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', '/employees/E-777', { name: `동시사원${i}`, phone: '010-7777-0000' }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 200 || c === 201),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const rows = await t.database.db
      .select({ unqUserId: appUser.unqUserId, userNm: appUser.userNm })
      .from(appUser)
      .where(and(eq(appUser.cmpyCd, cmpyCd), eq(appUser.sabun, 'E-777')));
    expect(rows).toHaveLength(1);
    for (const r of replies) expect(r.json().employeeNumber).toBe('E-777');
  });

  it('10 parallel POSTs with one Idempotency-Key and body create one event; the rest replay it or 409', async () => {
    const body = draft('동시 생성');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/events', body, { 'idempotency-key': 'same-1' })),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(','),
    ).toBe(true);
    const created = replies.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const ids = new Set(created.map((r) => r.json().eventId));
    expect(ids.size).toBe(1);
    expect(await eventsNamed('동시 생성')).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.headers['content-type']).toContain('application/problem+json');
    // Once settled, a repeat is a replay of the same reply.
    const again = await call('POST', '/events', body, { 'idempotency-key': 'same-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json().eventId).toBe([...ids][0]);
    const keys = await t.database.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idemKey, 'same-1'));
    expect(keys).toHaveLength(1);
  });

  it('10 parallel POSTs with one key and different bodies create at most one; the rest 409 or 422', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/events', draft(`동시 다른 본문 ${i}`), { 'idempotency-key': 'same-2' }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409 || c === 422),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(1);
    let made = 0;
    for (let i = 0; i < 10; i++) made += (await eventsNamed(`동시 다른 본문 ${i}`)).length;
    expect(made).toBe(codes.filter((c) => c === 201).length);
  });
});

describe.runIf(!onPostgres)('/api/v1 under parallel calls', () => {
  it('runs on PostgreSQL only (api-postgres project)', () => {
    expect(onPostgres).toBe(false);
  });
});
