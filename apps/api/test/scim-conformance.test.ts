import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { appUser } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

/**
 * The request sequences two identity providers' own conformance checks send, replayed in order (decision 043):
 * Okta's "SCIM 2.0 SPEC Test" (the Runscope suite Okta asks app builders to pass) and the request shapes of
 * Microsoft Entra ID's SCIM validator and provisioning service. Each `it` is one step and depends on the ones
 * before it, as in the originals.
 */
const t = setupTestApp();
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
let token: string;
let cmpyCd: string;

type Reply = {
  status: number;
  type: string;
  location: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: SCIM replies are read field by field in the assertions
  body: Record<string, any> | null;
};

async function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Reply> {
  const res = await t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/scim+json',
      ...(body ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    location: res.headers.location as string | undefined,
    body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null,
  };
}

const filter = (expression: string) => `filter=${encodeURIComponent(expression)}`;
const random = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** The checks every error reply gets: the Error schema, status as a string, a detail. */
function expectScimError(reply: Reply, status: number) {
  expect(reply.status).toBe(status);
  expect(reply.type).toMatch(/^application\/scim\+json/);
  expect(reply.body?.schemas).toEqual([ERROR]);
  expect(reply.body?.status).toBe(String(status));
  expect(typeof reply.body?.detail).toBe('string');
}

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  cmpyCd = (await createCompany(t.database.db)).cmpyCd;
  const manager = await createUser(t.database.db, '25', { cmpyCd, userNm: '관리자' });
  // One employee the screens made before provisioning started: Okta's first step reads "a user" from the list.
  await createUser(t.database.db, '20', {
    cmpyCd,
    userId: 'existing.employee',
    userNm: '김철수',
    email: 'existing.employee@example.com',
  });
  const created = await post(
    t.app,
    '/v1/ebmp/pcs/integration/scimToken/create.json',
    {},
    await loginAs(t.app, manager.userId),
  );
  token = (created.body.resultData as { token: string }).token;
});

describe("Okta's SCIM 2.0 SPEC test, in order", () => {
  const suffix = random();
  const userName = `okta.spec.${suffix}@example.com`;
  const givenName = `Given${suffix}`;
  const familyName = `Family${suffix}`;
  let firstId: string;
  let id: string;

  it('1. Users endpoint: GET /Users?count=1&startIndex=1 is a ListResponse with one user', async () => {
    const res = await scim('GET', '/Users?count=1&startIndex=1');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/scim\+json/);
    expect(res.body?.schemas).toEqual([LIST]);
    expect(res.body).toMatchObject({ itemsPerPage: 1, startIndex: 1 });
    expect(res.body?.totalResults).toBeTypeOf('number');
    // Employees only: the client manager of the company is not SCIM's (decision 038).
    expect(res.body?.totalResults).toBe(1);
    expect(res.body?.Resources).toHaveLength(1);
    const [user] = (res.body?.Resources ?? []) as Record<string, unknown>[];
    expect(user).toMatchObject({
      userName: 'existing.employee',
      active: true,
      name: { familyName: '김', givenName: '철수' },
      emails: [{ value: 'existing.employee@example.com' }],
    });
    firstId = user?.id as string;
    expect(firstId).toBeTruthy();
  });

  it('2. Get user by id: GET /Users/{id} of the first user', async () => {
    const res = await scim('GET', `/Users/${firstId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: firstId,
      userName: 'existing.employee',
      schemas: expect.arrayContaining([USER]),
      name: { familyName: '김', givenName: '철수' },
      active: true,
    });
  });

  it('3. Unknown userName: the filter answers totalResults 0', async () => {
    const res = await scim('GET', `/Users?${filter(`userName eq "${random()}"`)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ schemas: [LIST], totalResults: 0, Resources: [] });
  });

  it('4. Unknown id: GET /Users/{random uuid} answers 404 in the Error shape', async () => {
    expectScimError(await scim('GET', `/Users/${randomUUID()}`), 404);
  });

  it('5. The random user does not exist yet', async () => {
    const res = await scim('GET', `/Users?${filter(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(res.body?.totalResults).toBe(0);
  });

  it('6. Create the user with realistic values: 201 with the values sent', async () => {
    const res = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName, familyName },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: `${givenName} ${familyName}`,
      locale: 'en-US',
      externalId: `00u${suffix}`,
      groups: [],
      password: `Pw-${randomUUID()}`,
      active: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      active: true,
      userName,
      name: { givenName, familyName },
      emails: [{ value: userName, primary: true }],
      externalId: `00u${suffix}`,
    });
    id = res.body?.id as string;
    expect(id).toBeTruthy();
    expect(res.location).toBe(res.body?.meta.location);
  });

  it('7. Verify the user was created: GET /Users/{id} returns userName and the name parts', async () => {
    const res = await scim('GET', `/Users/${id}`);
    expect(res.status).toBe(200);
    expect(res.body?.userName).toBe(userName);
    expect(res.body?.name.givenName).toBe(givenName);
    expect(res.body?.name.familyName).toBe(familyName);
  });

  it('8. Find the user by userName (Okta looks it up before every push)', async () => {
    const res = await scim('GET', `/Users?${filter(`userName eq "${userName}"`)}&startIndex=1&count=100`);
    expect(res.body?.totalResults).toBe(1);
    expect(res.body?.Resources[0]).toMatchObject({ id, userName, name: { givenName, familyName } });
  });

  it('9. Creating the same user again answers 409', async () => {
    const res = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName, familyName },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expectScimError(res, 409);
    expect(res.body?.scimType).toBe('uniqueness');
  });

  it('10. userName is matched without regard to case', async () => {
    const res = await scim('GET', `/Users?${filter(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(res.body?.totalResults).toBe(1);
    expect(res.body?.Resources[0].id).toBe(id);
  });

  it('11. Groups endpoint answers a ListResponse', async () => {
    const res = await scim('GET', '/Groups?startIndex=1&count=100');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ schemas: [LIST], startIndex: 1 });
  });

  it('12. Profile update: PUT of the whole user changes the name and keeps the rest', async () => {
    const res = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: `${givenName}x`, familyName },
      emails: [{ primary: true, value: userName, type: 'work' }],
      externalId: `00u${suffix}`,
      active: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      userName,
      name: { givenName: `${givenName}x`, familyName, formatted: `${givenName}x ${familyName}` },
    });
  });

  it('13. Deactivate with PATCH {"op":"replace","value":{"active":false}}: 200 and active false on GET', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(res.status).toBe(200);
    expect(res.body?.active).toBe(false);
    const read = await scim('GET', `/Users/${id}`);
    expect(read.body).toMatchObject({ active: false, name: { givenName: `${givenName}x`, familyName } });
    // A deactivated user is still found, so Okta can reactivate it.
    expect((await scim('GET', `/Users?${filter(`userName eq "${userName}"`)}`)).body?.totalResults).toBe(1);
  });

  it('14. Reactivate with PUT active true (Okta AIW apps)', async () => {
    const res = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: `${givenName}x`, familyName },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expect(res.body?.active).toBe(true);
  });

  it('15. Pages are stable: startIndex past the end answers no Resources with the same total', async () => {
    const all = await scim('GET', '/Users?startIndex=1&count=100');
    const total = all.body?.totalResults as number;
    expect(total).toBe(2);
    const second = await scim('GET', '/Users?startIndex=2&count=1');
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 1 });
    expect(second.body?.Resources[0].id).toBe(all.body?.Resources[1].id);
    const past = await scim('GET', `/Users?startIndex=${total + 1}&count=1`);
    expect(past.body).toMatchObject({ totalResults: total, Resources: [], itemsPerPage: 0 });
  });
});

describe("Entra ID's SCIM validator and provisioning requests, in order", () => {
  const suffix = random();
  const userName = `Test_User_${suffix}@contoso.com`;
  const externalId = randomUUID();
  let id: string;
  let groupId: string;

  it('Test Connection: GET /Users with a filter on a random attribute value answers a ListResponse', async () => {
    const res = await scim('GET', `/Users?${filter(`userName eq "${randomUUID()}"`)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schemas: [LIST],
      totalResults: 0,
      Resources: [],
      startIndex: 1,
      itemsPerPage: 0,
    });
  });

  it('Create user: POST with the enterprise extension, roles, addresses and typed phone numbers', async () => {
    const res = await scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId,
      userName,
      active: true,
      addresses: [{ primary: true, type: 'work', formatted: '1 Main St', country: 'KR' }],
      displayName: 'Rylan Oswaldo',
      emails: [{ primary: true, type: 'work', value: `work_${suffix}@contoso.com` }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Rylan Oswaldo', familyName: 'Oswaldo', givenName: 'Rylan' },
      phoneNumbers: [
        { primary: true, type: 'work', value: '02-1234-5678' },
        { type: 'mobile', value: '+82 10-5555-1212' },
        { type: 'fax', value: '02-1234-5679' },
      ],
      roles: [{ primary: 'False', type: 'WindowsAzureActiveDirectoryRole', value: 'User' }],
      title: 'Engineer',
      preferredLanguage: 'ko-KR',
      [ENTERPRISE]: {
        employeeNumber: `E${suffix}`,
        department: 'Finance',
        manager: { value: 'd0c6e1a7' },
      },
    });
    expect(res.status).toBe(201);
    id = res.body?.id as string;
    expect(res.body).toMatchObject({
      externalId,
      userName,
      active: true,
      displayName: 'Rylan Oswaldo',
      name: { formatted: 'Rylan Oswaldo', familyName: 'Oswaldo', givenName: 'Rylan' },
      emails: [{ value: `work_${suffix}@contoso.com`, type: 'work', primary: true }],
      phoneNumbers: [{ value: '01055551212', type: 'mobile' }],
      [ENTERPRISE]: { employeeNumber: `E${suffix}` },
      meta: { resourceType: 'User' },
    });
    expect(res.location).toBe(res.body?.meta.location);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row).toMatchObject({ cmpyCd, authCd: '20', userNm: 'Rylan Oswaldo' });
  });

  it('Get user by filter: externalId eq, userName eq, and both joined by and', async () => {
    for (const expression of [
      `externalId eq "${externalId}"`,
      `userName eq "${userName}"`,
      `userName eq "${userName}" and externalId eq "${externalId}"`,
      `${ENTERPRISE}:employeeNumber eq "E${suffix}"`,
    ]) {
      const res = await scim('GET', `/Users?${filter(expression)}`);
      expect(res.body?.totalResults, expression).toBe(1);
      expect(res.body?.Resources[0].id, expression).toBe(id);
    }
  });

  it('Update attributes: one PATCH with capitalised ops, value-filtered paths and the enterprise URN', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Kamren' },
        { op: 'Replace', path: 'name.familyName', value: 'Larkin' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: `kamren_${suffix}@contoso.com` },
        { op: 'Add', path: `${ENTERPRISE}:employeeNumber`, value: `F${suffix}` },
        { op: 'Replace', path: 'title', value: 'Lead' },
        { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Seoul' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Sales' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: 'a1b2c3' },
        { op: 'Replace', path: 'preferredLanguage', value: 'en-US' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: { givenName: 'Kamren', familyName: 'Larkin', formatted: 'Kamren Larkin' },
      displayName: 'Kamren Larkin',
      emails: [{ value: `kamren_${suffix}@contoso.com` }],
      [ENTERPRISE]: { employeeNumber: `F${suffix}` },
    });
    const read = await scim('GET', `/Users/${id}`);
    expect(read.body?.name).toEqual({
      formatted: 'Kamren Larkin',
      givenName: 'Kamren',
      familyName: 'Larkin',
    });
  });

  it('Update with a path-less value object holding a name object, dotted keys and a URN key', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'Replace',
          value: {
            name: { givenName: 'Rylan', familyName: 'Oswaldo' },
            'emails[type eq "work"].value': `rylan_${suffix}@contoso.com`,
            [`${ENTERPRISE}:employeeNumber`]: `G${suffix}`,
          },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: { givenName: 'Rylan', familyName: 'Oswaldo', formatted: 'Rylan Oswaldo' },
      emails: [{ value: `rylan_${suffix}@contoso.com` }],
      [ENTERPRISE]: { employeeNumber: `G${suffix}` },
    });
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row).toMatchObject({ userNm: 'Rylan Oswaldo', givenName: 'Rylan', familyName: 'Oswaldo' });
  });

  it('Update userName and externalId with Replace', async () => {
    const renamed = `Renamed_${suffix}@contoso.com`;
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'userName', value: renamed },
        { op: 'Replace', path: 'externalId', value: `${externalId}-2` },
      ],
    });
    expect(res.body).toMatchObject({ userName: renamed, externalId: `${externalId}-2` });
    const back = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'userName', value: userName },
        { op: 'Replace', path: 'externalId', value: externalId },
      ],
    });
    expect(back.body).toMatchObject({ userName, externalId });
  });

  it('Remove an attribute: Remove of the manager (not kept) and of the employeeNumber', async () => {
    const res = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Remove', path: `${ENTERPRISE}:manager`, value: [{ value: 'a1b2c3' }] },
        { op: 'Remove', path: `${ENTERPRISE}:employeeNumber` },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body?.[ENTERPRISE].employeeNumber).toBeUndefined();
  });

  it('Disable user: {"op":"Replace","path":"active","value":"False"}, then enable with "True"', async () => {
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body?.active).toBe(false);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row?.useYn).toBe('N');
    const on = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', value: { active: 'True' } }],
    });
    expect(on.body?.active).toBe(true);
    // A value that is no boolean is refused, not taken as false.
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Replace', path: 'active', value: 'maybe' }],
      }),
      400,
    );
  });

  it('Create group with externalId; find it by displayName with members excluded', async () => {
    const res = await scim('POST', '/Groups', {
      schemas: [GROUP, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: randomUUID(),
      displayName: `Group_${suffix}`,
      meta: { resourceType: 'Group' },
    });
    expect(res.status).toBe(201);
    expect(res.location).toBe(res.body?.meta.location);
    groupId = res.body?.id as string;
    const found = await scim(
      'GET',
      `/Groups?excludedAttributes=members&${filter(`displayName eq "Group_${suffix}"`)}`,
    );
    expect(found.body?.totalResults).toBe(1);
    expect(found.body?.Resources[0].members).toBeUndefined();
  });

  it('Add and remove a member with capitalised ops: 204, and the user shows the group', async () => {
    const add = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    expect(add.status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).body?.groups[0].value).toBe(groupId);
    const remove = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: id }] }],
    });
    expect(remove.status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).body?.groups).toEqual([]);
  });

  it('Delete user: 204; afterwards the user answers 404 and no filter finds it (RFC 7644 §3.6)', async () => {
    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expectScimError(await scim('GET', `/Users/${id}`), 404);
    expect((await scim('GET', `/Users?${filter(`externalId eq "${externalId}"`)}`)).body?.totalResults).toBe(
      0,
    );
    expect((await scim('GET', `/Users?${filter(`userName eq "${userName}"`)}`)).body?.totalResults).toBe(0);
    // The account stays for its orders, deactivated (decision 043).
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, id));
    expect(row?.useYn).toBe('N');
  });

  it('Delete group: 204, then 404', async () => {
    expect((await scim('DELETE', `/Groups/${groupId}`)).status).toBe(204);
    expectScimError(await scim('GET', `/Groups/${groupId}`), 404);
  });

  it('Discovery: ServiceProviderConfig, ResourceTypes and Schemas, each also by id', async () => {
    expect((await scim('GET', '/ServiceProviderConfig')).body?.patch.supported).toBe(true);
    const user = await scim('GET', '/ResourceTypes/User');
    expect(user.body).toMatchObject({ id: 'User', endpoint: '/Users', schema: USER });
    expect(user.body?.schemaExtensions).toEqual([{ schema: ENTERPRISE, required: false }]);
    const schema = await scim('GET', `/Schemas/${USER}`);
    const name = (
      (schema.body?.attributes ?? []) as { name: string; subAttributes?: { name: string }[] }[]
    ).find((a) => a.name === 'name');
    expect(name?.subAttributes?.map((a) => a.name)).toEqual(['formatted', 'familyName', 'givenName']);
  });
});
