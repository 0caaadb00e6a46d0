import { API_PATH, AUTH_CD } from '@pcs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { vendor } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

/** Past the integer columns every serial id lives in: the first value out, and one far out. */
const TOO_LARGE = [2_147_483_648, 99_999_999_999];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};
type Key = string | number;
/** One id field of one operation: where it goes (body, query string or path) and its path there. */
type IdField = { method: string; url: string; place: 'body' | 'query' | 'path'; at: Key[] };

/** A serial id by name: eventSn, prodSnList, boardId, ... (string ids such as fileId or unqUserId are not numbers). */
const ID_NAME = /(Sn|Id)(List)?$/;
const isNumber = (s: JsonSchema) => [s.type].flat().some((type) => type === 'integer' || type === 'number');

/** The paths of the numeric fields named like an id in a request schema, through objects, arrays and unions. */
function idPaths(s: JsonSchema | undefined, at: Key[], name: string | undefined, out: Key[][]): Key[][] {
  if (!s) return out;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    idPaths(branch, at, name, out);
  for (const [key, prop] of Object.entries(s.properties ?? {})) idPaths(prop, [...at, key], key, out);
  if (s.items) idPaths(s.items, [...at, 0], name, out);
  if (name && ID_NAME.test(name) && isNumber(s) && !out.some((p) => p.join('.') === at.join('.')))
    out.push(at);
  return out;
}

/** Every id field of every operation of the OpenAPI document the server publishes: routes added later count too. */
function idFields(): IdField[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => [
      ...idPaths(op.requestBody?.content?.['application/json']?.schema, [], undefined, []).map((at) => ({
        method: method.toUpperCase(),
        url,
        place: 'body' as const,
        at,
      })),
      ...(op.parameters ?? [])
        .filter((p) => (p.in === 'query' || p.in === 'path') && idPaths(p.schema, [], p.name, []).length > 0)
        .map((p) => ({ method: method.toUpperCase(), url, place: p.in as 'query' | 'path', at: [p.name] })),
    ]),
  );
}

/** A body holding only `value` at `at`, with the objects and one-element arrays around it. */
function bodyWith(at: Key[], value: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

/**
 * An operator admin passes most guards; the vendors' own calls and the employees' own requests (a life event's
 * withdrawal) refuse anyone else before reading the body.
 */
let tokens: string[];
beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const admin = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: cmpy.cmpyCd });
  const vendorCmpy = await createCompany(db, { cmpyTypeCd: '03' });
  const [v] = await db
    .insert(vendor)
    .values({ cmpyCd: vendorCmpy.cmpyCd, vendorNm: '번호공급사' })
    .returning();
  const seller = await createUser(db, AUTH_CD.vendor, { cmpyCd: vendorCmpy.cmpyCd, vendorSn: v!.vendorSn });
  const employee = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  tokens = [
    await loginAs(t.app, admin.userId),
    await loginAs(t.app, seller.userId),
    await loginAs(t.app, employee.userId),
  ];
  await t.app.ready();
});

/** Sends `value` in the field (the rest of the request left out) as the first caller the guard lets through. */
async function send(field: IdField, value: number) {
  const inPath = (name: string) => (field.place === 'path' && field.at[0] === name ? String(value) : '1');
  let url = field.url.replace(/\{(\w+)\}/g, (_, name: string) => inPath(name));
  if (field.place === 'query') url += `?${field.at[0]}=${value}`;
  let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
  for (const token of tokens) {
    res = await t.app.inject({
      method: field.method as 'GET' | 'POST',
      url,
      ...(field.place === 'body' ? { payload: bodyWith(field.at, value) as Record<string, unknown> } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 403) break;
  }
  return res!;
}

describe('serial ids beyond PostgreSQL integer are bad input, never a server error', () => {
  it('answers 400 naming the field, for every id of every operation', async () => {
    const fields = idFields();
    // The document is the list: make sure it was read (a broken walk would check nothing and pass).
    expect(new Set(fields.map((f) => f.url)).size).toBeGreaterThan(80);
    for (const named of [
      API_PATH.eventInvoicePdf,
      API_PATH.eventVendorList,
      API_PATH.eventPurchaseOrderPdf,
      API_PATH.eventPurchaseOrderXlsx,
    ])
      expect(fields.some((f) => f.url === named)).toBe(true);

    const failures: string[] = [];
    for (const field of fields) {
      for (const value of TOO_LARGE) {
        const res = await send(field, value);
        const name = field.at.join('.');
        const issues =
          res.headers['content-type']?.toString().includes('json') &&
          (res.json() as { resultData?: { issues?: { field: string }[] } }).resultData?.issues;
        if (res.statusCode !== 400 || !issues || !issues.some((i) => i.field === name))
          failures.push(`${field.method} ${field.url} ${field.place}.${name}=${value}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    [API_PATH.eventInvoicePdf, 'eventSn'],
    [API_PATH.eventVendorList, 'eventSn'],
    [API_PATH.eventPurchaseOrderPdf, 'eventSn'],
    [API_PATH.eventPurchaseOrderPdf, 'vendorSn'],
    [API_PATH.eventPurchaseOrderXlsx, 'eventSn'],
    [API_PATH.eventPurchaseOrderXlsx, 'vendorSn'],
  ])('%s with %s too large is a 400 in the envelope', async (url, field) => {
    for (const value of TOO_LARGE) {
      const res = await post(t.app, url, { eventSn: 1, vendorSn: 1, [field]: value }, tokens[0]!);
      expect(res.statusCode, String(value)).toBe(400);
      // A full sentence is shown as it is; the field is named in the issues for developers.
      expect(res.body.resultStatus).toEqual({ messageCode: '4000', messageText: '번호를 확인해주세요.' });
      expect((res.body.resultData as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(
        field,
      );
    }
  });
});
