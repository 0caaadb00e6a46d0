import { connect } from 'node:net';
import { LANGUAGE_MESSAGES } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { appUser } from '../src/db/schema/index';
import { BEARER_FAILURES_PER_MINUTE } from '../src/modules/auth';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
let tokenA: string;
let tokenB: string;
let cmpyA: string;
let operator: string;
let managerA: string;
let managerB: string;

async function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  contentType = 'application/scim+json',
) {
  const res = await t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': contentType } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    location: res.headers.location,
    // biome-ignore lint/suspicious/noExplicitAny: SCIM replies are read field by field in the assertions
    body: res.body ? (JSON.parse(res.body) as Record<string, any>) : null,
  };
}

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  cmpyA = (await createCompany(t.database.db)).cmpyCd;
  const cmpyB = (await createCompany(t.database.db)).cmpyCd;
  operator = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
  managerA = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: cmpyA })).userId);
  managerB = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: cmpyB })).userId);
  await createUser(t.database.db, '20', { cmpyCd: cmpyB, userId: 'b.person', sabun: 'B1' });
  const a = await post(t.app, '/v1/ebmp/pcs/integration/scimToken/create.json', {}, managerA);
  expect(a.statusCode).toBe(200);
  tokenA = (a.body.resultData as { token: string }).token;
  const b = await post(t.app, '/v1/ebmp/pcs/integration/scimToken/create.json', { cmpyCd: cmpyB }, operator);
  tokenB = (b.body.resultData as { token: string }).token;
});

describe('SCIM tokens (screen calls)', () => {
  it('shows the token once, lists only the prefix, keeps client managers to their company', async () => {
    expect(tokenA).toMatch(/^pcs_scim_[a-f0-9]{12}_/);
    const list = await post(t.app, '/v1/ebmp/pcs/integration/scimToken/list.json', {}, managerA);
    expect(JSON.stringify(list.body.resultData)).not.toContain(tokenA.slice(22));
    expect((list.body.resultData as { list: unknown[] }).list).toHaveLength(1);
    const foreign = await post(
      t.app,
      '/v1/ebmp/pcs/integration/scimToken/list.json',
      { cmpyCd: cmpyA },
      managerB,
    );
    expect(foreign.statusCode).toBe(403);
    const noCompany = await post(t.app, '/v1/ebmp/pcs/integration/scimToken/create.json', {}, operator);
    expect(noCompany.statusCode).toBe(400);
  });
});

describe('SCIM Users: the Entra ID and Okta requests', () => {
  let id: string;

  it('answers Test Connection and a filter with no hit with a ListResponse of integers', async () => {
    const test = await scim('GET', '/Users?startIndex=1&count=2', tokenA);
    expect(test.status).toBe(200);
    expect(test.type).toContain('application/scim+json');
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@contoso.com"')}`,
      tokenA,
    );
    expect(none.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      Resources: [],
      startIndex: 1,
      itemsPerPage: 0,
    });
  });

  it('creates a user (Entra POST with the enterprise employeeNumber): 201, then found by filter', async () => {
    const created = await scim('POST', '/Users', tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_ab6490ee@contoso.com',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@contoso.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: '김철수', familyName: '김', givenName: '철수' },
      password: 'never-kept-P@ss1',
      roles: [],
      [ENTERPRISE]: { employeeNumber: 'E1001' },
    });
    expect(created.status).toBe(201);
    expect(created.body?.id).toBeTruthy();
    expect(created.body?.meta.resourceType).toBe('User');
    expect(created.body?.[ENTERPRISE].employeeNumber).toBe('E1001');
    id = created.body?.id as string;
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row?.cmpyCd).toBe(cmpyA);
    expect(row?.authCd).toBe('20');
    expect(row?.externalId).toBe('0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef');
    expect(row?.telNo).toBeNull();
    expect(row?.passwordHash).not.toContain('never-kept');
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "test_user_ab6490ee@contoso.com"')}`,
      tokenA,
    );
    expect(found.body?.totalResults).toBe(1);
    const byExternal = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
      tokenA,
    );
    expect(byExternal.body?.Resources[0].id).toBe(id);
  });

  it('answers a duplicate userName with 409 uniqueness', async () => {
    const dup = await scim('POST', '/Users', tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'Test_User_ab6490ee@contoso.com',
      emails: [{ primary: true, value: 'x@contoso.com' }],
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
  });

  it('deactivates with {"op":"Replace","path":"active","value":"False"}; the user is still returned', async () => {
    const res = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(res.status).toBe(200);
    expect(res.body?.active).toBe(false);
    expect((await scim('GET', `/Users/${id}`, tokenA)).body?.active).toBe(false);
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent(`id eq "${id}"`)}`, tokenA);
    expect(listed.body?.Resources[0].active).toBe(false);
  });

  it('applies a path-less replace with dotted and URN keys, and add like replace', async () => {
    const res = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'replace',
          value: {
            displayName: '김영희',
            'name.givenName': '영희',
            [`${ENTERPRISE}:employeeNumber`]: 'E2002',
            active: 'True',
          },
        },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'yh.kim@contoso.com' },
        { op: 'add', path: 'phoneNumbers[type eq "mobile"].value', value: '+82 10-1234-5678' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      displayName: '김영희',
      active: true,
      [ENTERPRISE]: { employeeNumber: 'E2002' },
    });
    expect(res.body?.emails[0].value).toBe('yh.kim@contoso.com');
    expect(res.body?.phoneNumbers[0].value).toBe('01012345678');
  });

  it('takes Okta PUT of the whole user and path-less {"active":false}', async () => {
    const put = await scim('PUT', `/Users/${id}`, tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      id,
      userName: 'Test_User_ab6490ee@contoso.com',
      name: { givenName: '민수', familyName: '박' },
      emails: [{ primary: true, value: 'minsu.park@contoso.com', type: 'work' }],
      displayName: '박민수',
      locale: 'ko-KR',
      externalId: 'okta-00u1',
      groups: [],
      active: true,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ displayName: '박민수', externalId: 'okta-00u1', active: true });
    const off = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.body?.active).toBe(false);
  });

  it('saves a change with its userName in one statement: a taken userName leaves the whole change unsaved', async () => {
    const before = (await scim('GET', `/Users/${id}`, tokenA)).body;
    const taken = await scim('PUT', `/Users/${id}`, tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      // Another company's login id: unique across the product.
      userName: 'b.person',
      displayName: '바뀌면안됨',
      externalId: 'must-not-stay',
      emails: [{ primary: true, value: 'other@contoso.com' }],
      active: true,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ scimType: 'uniqueness' });
    const after = (await scim('GET', `/Users/${id}`, tokenA)).body;
    expect(after).toMatchObject({
      userName: before?.userName,
      displayName: before?.displayName,
      externalId: before?.externalId,
      active: before?.active,
      emails: before?.emails,
    });
    const renamed = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'userName', value: 'Renamed_User@contoso.com' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body?.userName).toBe('Renamed_User@contoso.com');
  });

  it("keeps the mobile when Entra's default mapping sends a work number beside it", async () => {
    const created = await scim('POST', '/Users', tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'phone.user@contoso.com',
      displayName: '전화사용자',
      phoneNumbers: [
        { type: 'work', value: '02-1234-5678', primary: true },
        { type: 'mobile', value: '+82 10-2222-3333' },
      ],
    });
    expect(created.status).toBe(201);
    const userId = created.body?.id as string;
    const telNo = async () =>
      (await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, userId)))[0]?.telNo;
    expect(await telNo()).toBe('01022223333');
    const patch = (Operations: unknown[]) =>
      scim('PATCH', `/Users/${userId}`, tokenA, { schemas: [PATCH_OP], Operations });

    // The work number alone changes: the mobile stays.
    expect(
      (await patch([{ op: 'Replace', path: 'phoneNumbers[type eq "work"].value', value: '02-555-6666' }]))
        .status,
    ).toBe(200);
    expect(await telNo()).toBe('01022223333');
    expect((await patch([{ op: 'Remove', path: 'phoneNumbers[type eq "work"].value' }])).status).toBe(200);
    expect(await telNo()).toBe('01022223333');
    // A value that is not a mobile number, even typed mobile, changes nothing (never clears).
    await patch([{ op: 'replace', path: 'phoneNumbers[type eq "mobile"].value', value: '031-777-8888' }]);
    expect(await telNo()).toBe('01022223333');
    // A list: the mobile wins over a primary work number.
    await patch([
      {
        op: 'replace',
        path: 'phoneNumbers',
        value: [
          { type: 'work', value: '010-9999-0000', primary: true },
          { type: 'mobile', value: '010-4444-5555' },
        ],
      },
    ]);
    expect(await telNo()).toBe('01044445555');
    await patch([{ op: 'replace', path: 'phoneNumbers[type eq "mobile"].value', value: '010-6666-7777' }]);
    expect(await telNo()).toBe('01066667777');
    // A PUT with only a work number keeps the mobile; an untyped number counts.
    const put = (phoneNumbers: unknown[]) =>
      scim('PUT', `/Users/${userId}`, tokenA, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'phone.user@contoso.com',
        displayName: '전화사용자',
        phoneNumbers,
      });
    expect((await put([{ type: 'work', value: '02-1111-2222', primary: true }])).status).toBe(200);
    expect(await telNo()).toBe('01066667777');
    await put([{ value: '010-8888-9999' }]);
    expect(await telNo()).toBe('01088889999');
    await patch([{ op: 'remove', path: 'phoneNumbers[type eq "mobile"].value' }]);
    expect(await telNo()).toBeNull();
  });

  it('answers values of the wrong shape with 400 invalidValue, not 500', async () => {
    const workOnly = await scim('POST', '/Users', tokenA, {
      userName: 'work.only@contoso.com',
      emails: [{ type: 'work', value: 'work.only@contoso.com' }],
      phoneNumbers: [{ type: 'work', value: '02-1234-5678', primary: true }],
    });
    expect(workOnly.status).toBe(201);
    expect(workOnly.body?.phoneNumbers).toEqual([]);
    const list = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "phone.user@contoso.com"')}`,
      tokenA,
    );
    const userId = list.body?.Resources[0].id as string;
    for (const operation of [
      { op: 'add', path: 'emails', value: ['a@b.c'] },
      { op: 'add', path: 'phoneNumbers', value: ['010-1234-5678'] },
      { op: 'replace', value: { emails: [1, 2] } },
    ]) {
      const res = await scim('PATCH', `/Users/${userId}`, tokenA, {
        schemas: [PATCH_OP],
        Operations: [operation],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    }
  });

  it('refuses an unsupported filter with 400 invalidFilter in the SCIM Error shape', async () => {
    const res = await scim('GET', `/Users?filter=${encodeURIComponent('userName co "a"')}`, tokenA);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '400',
      scimType: 'invalidFilter',
    });
    const other = await scim('GET', `/Users?filter=${encodeURIComponent('title eq "x"')}`, tokenA);
    expect(other.body?.scimType).toBe('invalidFilter');
  });

  it("never shows company A's token another company's people; revoked tokens get 401", async () => {
    const b = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "b.person"')}`, tokenA);
    expect(b.body?.totalResults).toBe(0);
    const seenByB = await scim('GET', `/Users/${id}`, tokenB);
    expect(seenByB.status).toBe(404);
    const bList = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "b.person"')}`, tokenB);
    const [row] = (bList.body?.Resources ?? []) as { id: string }[];
    expect(
      (
        await scim('PATCH', `/Users/${row?.id}`, tokenA, {
          Operations: [{ op: 'replace', value: { active: false } }],
        })
      ).status,
    ).toBe(404);
    const list = await post(
      t.app,
      '/v1/ebmp/pcs/integration/scimToken/list.json',
      { cmpyCd: cmpyA },
      operator,
    );
    const sn = (list.body.resultData as { list: { scimTokenSn: number }[] }).list[0]?.scimTokenSn;
    const created = await post(t.app, '/v1/ebmp/pcs/integration/scimToken/create.json', {}, managerA);
    const spare = created.body.resultData as { token: string; scimTokenSn: number };
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/integration/scimToken/revoke.json',
          { scimTokenSn: spare.scimTokenSn },
          managerB,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/integration/scimToken/revoke.json',
          { scimTokenSn: spare.scimTokenSn },
          managerA,
        )
      ).statusCode,
    ).toBe(200);
    const revoked = await scim('GET', '/Users', spare.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ status: '401' });
    expect(sn).toBeTypeOf('number');
    expect((await scim('GET', '/Users', 'pcs_scim_000000000000_nope')).status).toBe(401);
  });

  it('limits failed token checks per address: 429 in the SCIM Error shape with Retry-After; valid tokens pass', async () => {
    const from = (remoteAddress: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/scim/v2/Users?count=1',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const bad = 'pcs_scim_000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE; i++)
      expect((await from('198.51.100.9', i % 2 ? bad : 'garbage')).statusCode).toBe(401);
    const refused = await from('198.51.100.9', bad);
    expect(refused.statusCode).toBe(429);
    expect(String(refused.headers['content-type'])).toContain('application/scim+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '429',
    });
    // The company's own token from the same address still works; another address still gets 401.
    expect((await from('198.51.100.9', tokenA)).statusCode).toBe(200);
    expect((await from('198.51.100.10', bad)).statusCode).toBe(401);
    t.clock.advanceMinutes(2);
    expect((await from('198.51.100.9', bad)).statusCode).toBe(401);
  });

  it('accepts application/json as well as application/scim+json bodies', async () => {
    const res = await scim(
      'POST',
      '/Users',
      tokenA,
      { userName: 'json.body', emails: [{ value: 'json.body@contoso.com' }] },
      'application/json',
    );
    expect(res.status).toBe(201);
  });
});

describe('SCIM preferredLanguage (RFC 7643 §4.1.2)', () => {
  const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
  const stored = async (id: string) =>
    (await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id)))[0]?.preferredLanguage;

  it('reads and writes it on POST, PUT, PATCH and GET; a tag is matched, an unsupported one is 400 invalidValue', async () => {
    const created = await scim('POST', '/Users', tokenA, {
      schemas: [CORE],
      userName: 'lang.user@contoso.com',
      displayName: '응우옌',
      emails: [{ value: 'lang.user@contoso.com', primary: true }],
      preferredLanguage: 'vi-VN',
    });
    expect(created.status).toBe(201);
    expect(created.body?.preferredLanguage).toBe('vi');
    const id = created.body?.id as string;
    expect(await stored(id)).toBe('vi');
    expect((await scim('GET', `/Users/${id}`, tokenA)).body?.preferredLanguage).toBe('vi');

    const put = await scim('PUT', `/Users/${id}`, tokenA, {
      schemas: [CORE],
      userName: 'lang.user@contoso.com',
      displayName: '응우옌',
      emails: [{ value: 'lang.user@contoso.com', primary: true }],
      preferredLanguage: 'km',
    });
    expect(put.status).toBe(200);
    expect(put.body?.preferredLanguage).toBe('km');
    // A provider that does not map the attribute leaves the person's choice alone on PUT.
    const putWithout = await scim('PUT', `/Users/${id}`, tokenA, {
      schemas: [CORE],
      userName: 'lang.user@contoso.com',
      displayName: '응우옌',
      emails: [{ value: 'lang.user@contoso.com', primary: true }],
    });
    expect(putWithout.body?.preferredLanguage).toBe('km');

    const patch = (Operations: unknown[]) =>
      scim('PATCH', `/Users/${id}`, tokenA, { schemas: [PATCH_OP], Operations });
    expect(
      (await patch([{ op: 'Replace', path: 'preferredLanguage', value: 'zh-CN' }])).body?.preferredLanguage,
    ).toBe('zh-Hans');
    expect(await stored(id)).toBe('zh-Hans');
    expect((await patch([{ op: 'replace', value: { [`${CORE}:preferredLanguage`]: 'ne' } }])).status).toBe(
      200,
    );
    expect(await stored(id)).toBe('ne');

    for (const refused of [
      patch([{ op: 'replace', path: 'preferredLanguage', value: 'fr' }]),
      scim('PUT', `/Users/${id}`, tokenA, { userName: 'lang.user@contoso.com', preferredLanguage: 'zh-TW' }),
      scim('POST', '/Users', tokenA, { userName: 'lang.other@contoso.com', preferredLanguage: 'de' }),
    ]) {
      const res = await refused;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: '400',
        scimType: 'invalidValue',
        detail: LANGUAGE_MESSAGES.unsupported,
      });
    }
    expect(await stored(id)).toBe('ne');
    expect(
      (
        await scim(
          'GET',
          `/Users?filter=${encodeURIComponent('userName eq "lang.other@contoso.com"')}`,
          tokenA,
        )
      ).body?.totalResults,
    ).toBe(0);

    const removed = await patch([{ op: 'remove', path: 'preferredLanguage' }]);
    expect(removed.status).toBe(200);
    expect(removed.body?.preferredLanguage).toBeUndefined();
    expect(await stored(id)).toBeNull();
  });

  it('lists preferredLanguage in the User schema, with the six tags as canonical values', async () => {
    const schema = await scim('GET', `/Schemas/${CORE}`, tokenA);
    const attributes = (schema.body?.attributes ?? []) as { name: string }[];
    const attribute = attributes.find((a) => a.name === 'preferredLanguage');
    expect(attribute).toMatchObject({
      type: 'string',
      multiValued: false,
      mutability: 'readWrite',
      canonicalValues: ['ko', 'en', 'vi', 'zh-Hans', 'ne', 'km'],
    });
  });
});

describe('SCIM name parts (decision 043)', () => {
  const nameRow = async (id: string) =>
    (
      await t.database.db
        .select({ userNm: appUser.userNm, given: appUser.givenName, family: appUser.familyName })
        .from(appUser)
        .where(eq(appUser.unqUserId, id))
    )[0];

  it('returns givenName and familyName as sent on every representation; user_nm is family+given in Korean', async () => {
    const created = await scim('POST', '/Users', tokenA, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'name.parts@contoso.com',
      name: { givenName: '민준', familyName: '김' },
      emails: [{ primary: true, type: 'work', value: 'name.parts@contoso.com' }],
    });
    expect(created.status).toBe(201);
    const want = { formatted: '김민준', familyName: '김', givenName: '민준' };
    expect(created.body?.name).toEqual(want);
    expect(created.body?.displayName).toBe('김민준');
    const id = created.body?.id as string;
    expect((await scim('GET', `/Users/${id}`, tokenA)).body?.name).toEqual(want);
    const listed = await scim('GET', `/Users?filter=${encodeURIComponent(`id eq "${id}"`)}`, tokenA);
    expect(listed.body?.Resources[0].name).toEqual(want);
    expect(await nameRow(id)).toEqual({ userNm: '김민준', given: '민준', family: '김' });

    // Path-less replace with a name object (Entra): a latin name is "Given Family", parts come back as sent.
    const latin = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { name: { givenName: 'Rylan', familyName: 'Oswaldo' } } }],
    });
    expect(latin.status).toBe(200);
    expect(latin.body?.name).toEqual({
      formatted: 'Rylan Oswaldo',
      givenName: 'Rylan',
      familyName: 'Oswaldo',
    });
    expect(await nameRow(id)).toEqual({ userNm: 'Rylan Oswaldo', given: 'Rylan', family: 'Oswaldo' });

    // One part by its path: merged with the kept other part.
    const given = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'name.givenName', value: 'Ryland' }],
    });
    expect(given.body?.name).toEqual({
      formatted: 'Ryland Oswaldo',
      givenName: 'Ryland',
      familyName: 'Oswaldo',
    });
    const family = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'add', path: 'urn:ietf:params:scim:schemas:core:2.0:User:name.familyName', value: 'Reyes' },
      ],
    });
    expect(family.body?.name).toEqual({
      formatted: 'Ryland Reyes',
      givenName: 'Ryland',
      familyName: 'Reyes',
    });

    // A screen renames the person: the kept parts no longer make the name, so they are read from it.
    await t.database.db.update(appUser).set({ userNm: '박서준' }).where(eq(appUser.unqUserId, id));
    expect((await scim('GET', `/Users/${id}`, tokenA)).body?.name).toEqual({
      formatted: '박서준',
      familyName: '박',
      givenName: '서준',
    });

    // A whole name alone (displayName) clears the kept parts.
    const whole = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Mary Ann Smith' }],
    });
    expect(whole.body?.name).toEqual({
      formatted: 'Mary Ann Smith',
      givenName: 'Mary Ann',
      familyName: 'Smith',
    });
    expect(await nameRow(id)).toEqual({ userNm: 'Mary Ann Smith', given: null, family: null });
  });

  it('reads the parts of a name the screens saved (compound Korean family names included)', async () => {
    for (const [userNm, name] of [
      ['남궁민수', { familyName: '남궁', givenName: '민수' }],
      ['이서', { familyName: '이', givenName: '서' }],
      ['Jane Doe', { givenName: 'Jane', familyName: 'Doe' }],
      ['Cher', { givenName: 'Cher' }],
    ] as const) {
      const user = await createUser(t.database.db, '20', { cmpyCd: cmpyA, userNm });
      const res = await scim('GET', `/Users/${user.unqUserId}`, tokenA);
      expect(res.body?.name).toEqual({ formatted: userNm, ...name });
    }
  });

  it('refuses parts that together exceed the name column instead of cutting them', async () => {
    const res = await scim('POST', '/Users', tokenA, {
      userName: 'long.name@contoso.com',
      name: { givenName: 'G'.repeat(25), familyName: 'F'.repeat(25) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });
});

describe('SCIM protocol details (decision 043)', () => {
  it('sends Location with a created User and Group, equal to meta.location', async () => {
    const user = await scim('POST', '/Users', tokenA, {
      userName: 'located@contoso.com',
      emails: [{ value: 'located@contoso.com' }],
    });
    expect(user.status).toBe(201);
    expect(user.location).toBe(user.body?.meta.location);
    expect(user.location).toMatch(/\/scim\/v2\/Users\/.+/);
    const group = await scim('POST', '/Groups', tokenA, { displayName: '위치팀' });
    expect(group.status).toBe(201);
    expect(group.location).toBe(group.body?.meta.location);
  });

  it('serves each schema and resource type where its meta.location points', async () => {
    for (const list of ['/Schemas', '/ResourceTypes']) {
      const all = await scim('GET', list, tokenA);
      for (const resource of (all.body?.Resources ?? []) as { id: string; meta: { location: string } }[]) {
        const path = new URL(resource.meta.location).pathname.replace('/scim/v2', '');
        const one = await scim('GET', path, tokenA);
        expect(one.status, path).toBe(200);
        expect(one.type).toContain('application/scim+json');
        expect(one.body).toEqual(resource);
      }
    }
    expect((await scim('GET', '/ResourceTypes/User', tokenA)).body?.endpoint).toBe('/Users');
    expect((await scim('GET', '/ResourceTypes/Group', tokenA)).body?.schema).toBe(
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    );
    expect((await scim('GET', `/Schemas/${ENTERPRISE}`, tokenA)).body?.name).toBe('EnterpriseUser');
    const missing = await scim('GET', '/ResourceTypes/Device', tokenA);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '404',
    });
    expect((await scim('GET', '/Schemas/User', 'pcs_scim_000000000000_nope')).status).toBe(401);
  });

  it('DELETE deactivates the account, keeps it for the screens, and the resource answers 404 to SCIM', async () => {
    const created = await scim('POST', '/Users', tokenA, {
      userName: 'leaver@contoso.com',
      externalId: 'leaver-ext',
      name: { givenName: '하늘', familyName: '최' },
      emails: [{ value: 'leaver@contoso.com' }],
    });
    const id = created.body?.id as string;
    expect((await scim('DELETE', `/Users/${id}`, tokenA)).status).toBe(204);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row).toMatchObject({ useYn: 'N', userId: 'leaver@contoso.com' });
    expect(row?.scimDeletedAt).toBeInstanceOf(Date);
    const gone = await scim('GET', `/Users/${id}`, tokenA);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ status: '404' });
    for (const filter of ['userName eq "leaver@contoso.com"', 'externalId eq "leaver-ext"', `id eq "${id}"`])
      expect(
        (await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`, tokenA)).body?.totalResults,
      ).toBe(0);
    const all = await scim('GET', '/Users?count=200', tokenA);
    expect(((all.body?.Resources ?? []) as { id: string }[]).map((u) => u.id)).not.toContain(id);
    expect((await scim('PUT', `/Users/${id}`, tokenA, { userName: 'leaver@contoso.com' })).status).toBe(404);
    expect(
      (
        await scim('PATCH', `/Users/${id}`, tokenA, {
          Operations: [{ op: 'replace', value: { active: true } }],
        })
      ).status,
    ).toBe(404);
    expect((await scim('DELETE', `/Users/${id}`, tokenA)).status).toBe(404);
    // Not a group member either.
    const group = await scim('POST', '/Groups', tokenA, {
      displayName: '퇴사자팀',
      members: [{ value: id }],
    });
    expect(group.status).toBe(400);
    // The same userName posted again brings the account back (the login id is unique across the product).
    const back = await scim('POST', '/Users', tokenA, {
      userName: 'Leaver@contoso.com',
      name: { givenName: '하늘', familyName: '최' },
      emails: [{ value: 'leaver@contoso.com' }],
    });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ id, active: true, userName: 'Leaver@contoso.com' });
    expect(back.body?.externalId).toBeUndefined();
    expect(back.location).toBe(back.body?.meta.location);
    // Another company's client cannot bring it back or see it.
    const foreign = await scim('POST', '/Users', tokenB, {
      userName: 'leaver@contoso.com',
      emails: [{ value: 'leaver@contoso.com' }],
    });
    expect(foreign.status).toBe(409);
  });

  it('answers a path parameter over maxParamLength (414) in the SCIM Error shape', async () => {
    const res = await scim('PATCH', `/Users/${'x'.repeat(120)}`, tokenA, {
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(res.status).toBe(414);
    expect(res.type).toContain('application/scim+json');
    expect(res.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '414',
      detail: 'The URI is too long',
    });
  });

  it('answers headers too large (431) and a request line too long (414) on SCIM paths in the SCIM Error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<{ status: number; type: string; body: unknown }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('end', () => {
          const head = data.slice(0, data.indexOf('\r\n\r\n'));
          resolve({
            status: Number(head.split(' ')[1]),
            type: /content-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
            body: JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4)),
          });
        });
        socket.on('error', reject);
      });
    const headers = await raw(
      `GET /scim/v2/Users HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(headers).toEqual({
      status: 431,
      type: 'application/scim+json; charset=utf-8',
      body: {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '431',
        detail: 'Request Header Fields Too Large',
      },
    });
    const filter = encodeURIComponent(`userName eq "${'a'.repeat(20_000)}"`);
    const uri = await raw(`GET /scim/v2/Users?filter=${filter} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(uri).toMatchObject({ status: 414, type: 'application/scim+json; charset=utf-8' });
    expect(uri.body).toMatchObject({ status: '414', detail: 'URI Too Long' });
    // Other paths keep the envelope.
    const screens = await raw(
      `GET /v1/ebmp/code/url.json?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(screens).toMatchObject({ status: 414, type: 'application/json; charset=utf-8' });
    expect(screens.body).toMatchObject({ resultStatus: { messageCode: '4000' } });
  });
});

describe('SCIM Groups: one group per person', () => {
  it('saves a group request in one transaction: a refused member leaves no group, so the retry succeeds', async () => {
    const member = await scim('POST', '/Users', tokenA, {
      userName: 'tx.member@contoso.com',
      emails: [{ primary: true, value: 'tx.member@contoso.com' }],
    });
    const memberId = member.body?.id as string;
    const body = (members: string[]) => ({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      externalId: 'tx-group-ext',
      displayName: '재무팀',
      members: members.map((value) => ({ value })),
    });
    const refused = await scim('POST', '/Groups', tokenA, body([memberId, 'no-such-user']));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ scimType: 'invalidValue' });
    const none = await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "재무팀"')}`, tokenA);
    expect(none.body?.totalResults).toBe(0);
    const retried = await scim('POST', '/Groups', tokenA, body([memberId]));
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ externalId: 'tx-group-ext', members: [{ value: memberId }] });
    // A patch refused half-way keeps nothing of its earlier operations either.
    const gid = retried.body?.id as string;
    const patch = await scim('PATCH', `/Groups/${gid}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', path: 'displayName', value: '재무회계팀' },
        { op: 'add', path: 'members', value: [{ value: 'no-such-user' }] },
      ],
    });
    expect(patch.status).toBe(400);
    expect((await scim('GET', `/Groups/${gid}`, tokenA)).body?.displayName).toBe('재무팀');
  });

  it('creates a group, adds members (Entra), removes them (both styles) and follows grup_cd', async () => {
    const users: string[] = [];
    for (const n of [1, 2, 3]) {
      const u = await scim('POST', '/Users', tokenA, {
        userName: `member${n}@contoso.com`,
        emails: [{ primary: true, value: `member${n}@contoso.com` }],
      });
      users.push(u.body?.id as string);
    }
    const group = await scim('POST', '/Groups', tokenA, {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:Group',
        'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group',
      ],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: '인사팀',
      meta: { resourceType: 'Group' },
    });
    expect(group.status).toBe(201);
    const gid = group.body?.id as string;
    const lookup = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "인사팀"')}`,
      tokenA,
    );
    expect(lookup.body?.totalResults).toBe(1);
    expect(lookup.body?.Resources[0].members).toBeUndefined();

    const add = await scim('PATCH', `/Groups/${gid}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: users.map((value) => ({ $ref: null, value })) }],
    });
    expect(add.status).toBe(204);
    const grupOf = async (u: string) =>
      (await t.database.db.select({ g: appUser.grupCd }).from(appUser).where(eq(appUser.unqUserId, u)))[0]?.g;
    expect(await grupOf(users[0] as string)).toBe(gid);
    expect((await scim('GET', `/Groups/${gid}`, tokenA)).body?.members).toHaveLength(3);

    await scim('PATCH', `/Groups/${gid}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: users[0] }] }],
    });
    expect(await grupOf(users[0] as string)).toBeNull();
    // Okta mixes a filtered remove and an add in one request.
    await scim('PATCH', `/Groups/${gid}`, tokenA, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'remove', path: `members[value eq "${users[1]}"]` },
        { op: 'replace', value: { id: gid, displayName: '인사관리팀' } },
      ],
    });
    expect(await grupOf(users[1] as string)).toBeNull();
    expect(await grupOf(users[2] as string)).toBe(gid);
    expect((await scim('GET', `/Groups/${gid}`, tokenA)).body?.displayName).toBe('인사관리팀');
    // A person moved to another group is not taken out of it by a late remove from the first.
    const other = await scim('POST', '/Groups', tokenA, {
      displayName: '총무팀',
      members: [{ value: users[2] }],
    });
    expect(await grupOf(users[2] as string)).toBe(other.body?.id);
    await scim('PATCH', `/Groups/${gid}`, tokenA, {
      Operations: [{ op: 'remove', path: `members[value eq "${users[2]}"]` }],
    });
    expect(await grupOf(users[2] as string)).toBe(other.body?.id);
    const user = await scim('GET', `/Users/${users[2]}`, tokenA);
    expect(user.body?.groups[0].value).toBe(other.body?.id);
    expect((await scim('DELETE', `/Groups/${other.body?.id}`, tokenA)).status).toBe(204);
    expect(await grupOf(users[2] as string)).toBeNull();
    expect((await scim('GET', `/Groups/${other.body?.id}`, tokenA)).status).toBe(404);
  });

  it('serves the metadata endpoints', async () => {
    const spc = await scim('GET', '/ServiceProviderConfig', tokenA);
    expect(spc.body?.patch.supported).toBe(true);
    expect(spc.body?.bulk.supported).toBe(false);
    expect((await scim('GET', '/Schemas', tokenA)).body?.totalResults).toBe(3);
    expect((await scim('GET', '/ResourceTypes', tokenA)).body?.Resources[0].id).toBe('User');
  });
});
