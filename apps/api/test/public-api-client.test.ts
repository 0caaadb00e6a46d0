import { readFile } from 'node:fs/promises';
import { createPcsClient, type PcsClient } from '@pcs/client';
import { SCHEMA_FILE, schemaSourceOf } from '@pcs/client/schema-source';
import { API_KEY_PATH, AUTH_CD } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { createCompany, createUser } from './helpers/factories';
import { checkedFetch } from './helpers/openapi-responses';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * The TypeScript client (packages/client) against the real server on a port: its types come from the served
 * document, so a call that compiles here is one the API takes.
 */
const t = setupTestApp();
let client: PcsClient;
let companyCode = '';

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  companyCode = (await createCompany(t.database.db)).cmpyCd;
  await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: companyCode, sabun: 'C100' });
  const admin = await loginAs(t.app, (await createUser(t.database.db, AUTH_CD.operatorManager)).userId);
  const created = await post(
    t.app,
    API_KEY_PATH.create,
    { keyNm: 'client', scopes: ['employees:read', 'employees:write'], cmpyCd: companyCode },
    admin,
  );
  expect(created.statusCode).toBe(200);
  const { apiKey } = created.body.resultData as { apiKey: string };
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Every reply is checked against the served document too, as the other public-api tests do.
  client = createPcsClient({ baseUrl: address, apiKey, fetch: checkedFetch(t.app) });
});

describe('@pcs/client', () => {
  it('lists, upserts with an Idempotency-Key and reads back an employee, typed', async () => {
    const list = await client.GET('/api/v1/employees', { params: { query: { limit: 10 } } });
    expect(list.response.status).toBe(200);
    expect(list.data?.data.map((e) => e.employeeNumber)).toContain('C100');

    const body = { name: '클라이언트사원', phone: '010-3333-4444', hireDate: '2026-03-02' };
    const put = () =>
      client.PUT('/api/v1/employees/{employeeNumber}', {
        params: { path: { employeeNumber: 'C200' }, header: { 'Idempotency-Key': 'client-c200' } },
        body,
      });
    const created = await put();
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ employeeNumber: 'C200', name: '클라이언트사원', active: true });
    const replayed = await put();
    expect(replayed.response.status).toBe(201);
    expect(replayed.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data?.loginId).toBe(created.data?.loginId);

    const read = await client.GET('/api/v1/employees/{employeeNumber}', {
      params: { path: { employeeNumber: 'C200' } },
    });
    expect(read.response.status).toBe(200);
    const employee = read.data;
    expect(employee?.hireDate).toBe('2026-03-02');
    expect(employee?.phone).toBe('01033334444');
    expect(Number(read.response.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
  });

  it('gives problem documents as typed errors', async () => {
    const missing = await client.GET('/api/v1/employees/{employeeNumber}', {
      params: { path: { employeeNumber: 'NOBODY' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.error?.title).toBe('Not Found');
    const nameless = await client.PUT('/api/v1/employees/{employeeNumber}', {
      params: { path: { employeeNumber: 'C300' } },
      body: { phone: '010-3333-5555' },
    });
    expect(nameless.response.status).toBe(400);
    expect(nameless.error?.errors?.[0]?.pointer).toBe('/body/name');
  });

  it('keeps the committed schema.d.ts equal to what the served document generates now', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const expected = await schemaSourceOf(served.json<Record<string, unknown>>());
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    // On a difference: npm run generate -w @pcs/client, and commit packages/client/src/schema.d.ts.
    expect(
      committed === expected,
      'packages/client/src/schema.d.ts is stale: npm run generate -w @pcs/client',
    ).toBe(true);
  });
});
