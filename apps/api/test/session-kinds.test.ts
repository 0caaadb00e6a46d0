import { ACCOUNT_MESSAGES, AUTH_CD } from '@pcs/domain';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

type Operation = { url: string; method: 'GET' | 'POST' };

/** The guarded operations (without path parameters): the guard runs before the schema, so without a token they answer 401. */
async function guardedOperations(): Promise<Operation[]> {
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const all = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((m) => ({ url, method: m.toUpperCase() as Operation['method'] })),
  );
  const guarded: Operation[] = [];
  // SCIM answers 401 too, but to its own bearer token, never a session (decision 038).
  for (const op of all.filter((o) => !o.url.includes('{') && !o.url.startsWith('/scim/'))) {
    const res = await t.app.inject({
      method: op.method,
      url: op.url,
      ...(op.method === 'POST' ? { payload: {} } : {}),
    });
    if (res.statusCode === 401) guarded.push(op);
  }
  return guarded;
}

const send = (op: Operation, token: string, where: 'header' | 'body' | 'query' | 'lowercase') =>
  t.app.inject({
    method: op.method,
    url: where === 'query' ? `${op.url}?loginUserToken=${token}` : op.url,
    headers:
      where === 'header'
        ? { authorization: `Bearer ${token}` }
        : where === 'lowercase'
          ? { authorization: `bearer ${token}` }
          : {},
    ...(op.method === 'POST' ? { payload: where === 'body' ? { loginUserToken: token } : {} } : {}),
  });

/** The guarded operations (but logout) that answer `token` with anything but a 403 carrying `refusal`. */
async function answeredBesides403(token: string, refusal: string): Promise<string[]> {
  const answered: string[] = [];
  for (const op of operations.filter((o) => !o.url.endsWith('/logout.json'))) {
    const res = await send(op, token, 'header');
    if (res.statusCode !== 403) answered.push(op.url);
    else expect(res.json().resultStatus.messageText, op.url).toBe(refusal);
  }
  return answered.sort();
}

let operations: Operation[];
let cmpyCd: string;
beforeAll(async () => {
  operations = await guardedOperations();
  cmpyCd = (await createCompany(t.database.db)).cmpyCd;
});

describe('session kinds', () => {
  // What the session may call answers something else than the refusal (an empty body is then a 400).
  const FIRST_LOGIN_STEPS = [
    '/v1/ebmp/main/user/updateFirstUserInfo.json',
    '/v1/ebmp/loginUserInfo.json',
    '/v1/ebmp/pcs/user/saveFirstLogin.json',
    '/v1/ebmp/solution/user/firstAccessInfo.json',
  ];
  const PASSWORD_STEPS = [
    '/v1/ebmp/loginUserInfo.json',
    '/v1/ebmp/main/user/changePassword.json',
    '/v1/ebmp/main/user/confirmExistPassword.json',
  ];

  it('finds the guarded operations to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
    expect(operations.map((o) => o.url)).toContain('/v1/ebmp/pcs/gift/eventList.json');
    expect(operations.map((o) => o.url)).toContain('/v1/ebmp/pcs/category/list.json');
  });

  it('lets a first-login session reach only the first-login steps and logout', async () => {
    const user = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd, firstLoginYn: 'Y' });
    const token = await loginAs(t.app, user.userId);
    expect(await answeredBesides403(token, ACCOUNT_MESSAGES.firstLoginRequired)).toEqual(
      [...FIRST_LOGIN_STEPS].sort(),
    );
    const phoneChange = await post(
      t.app,
      '/v1/ebmp/pcs/user/sendAuthNumber.json',
      { purpose: 'TEL_NO', channel: 'PHONE', telNo: '01012341234' },
      token,
    );
    expect(phoneChange.statusCode).toBe(403);
    const steps = await post(
      t.app,
      '/v1/ebmp/solution/user/firstAccessInfo.json',
      { currentSolcd: '1020', currentWmGbn: '01' },
      token,
    );
    expect(steps.statusCode).toBe(200);
    expect(
      (await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', { password: 'x' }, token))
        .statusCode,
    ).toBe(403);
    expect((await post(t.app, '/v1/ebmp/logout.json', {}, token)).statusCode).toBe(200);
  });

  it('lets a session whose password expired reach only the password change and logout', async () => {
    const user = await createUser(t.database.db, AUTH_CD.clientEmployee, {
      cmpyCd,
      pwdChangedAt: dayjs().subtract(91, 'day').toDate(),
    });
    const token = await loginAs(t.app, user.userId);
    expect(await answeredBesides403(token, ACCOUNT_MESSAGES.passwordChangeRequired)).toEqual(
      [...PASSWORD_STEPS].sort(),
    );
    const first = await post(
      t.app,
      '/v1/ebmp/solution/user/firstAccessInfo.json',
      { currentSolcd: '1020', currentWmGbn: '01' },
      token,
    );
    expect(first.statusCode).toBe(403);
    const check = await post(
      t.app,
      '/v1/ebmp/main/user/confirmExistPassword.json',
      { password: 'Test1234!' },
      token,
    );
    expect(check.statusCode).toBe(200);
    expect(check.body.resultData).toBe('valid');
  });
});

describe('where the token may travel', () => {
  let token: string;
  beforeAll(async () => {
    const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin, { cmpyCd });
    token = await loginAs(t.app, admin.userId);
  });

  it('accepts the token in the JSON body and as a bearer header of any case, on every guarded operation', async () => {
    const refused: string[] = [];
    for (const op of operations.filter((o) => o.method === 'POST' && !o.url.endsWith('/logout.json'))) {
      for (const where of ['body', 'lowercase'] as const) {
        const res = await send(op, token, where);
        if (res.statusCode === 401) refused.push(`${op.url} (${where})`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses the token in the query string everywhere but the hand-off', async () => {
    const accepted: string[] = [];
    for (const op of operations.filter((o) => !o.url.endsWith('/logout.json'))) {
      const res = await send(op, token, 'query');
      if (res.statusCode !== 401) accepted.push(op.url);
    }
    expect(accepted).toEqual(['/v1/ebmp/loginUserInfo.json']);
  });

  it('exchanges a handed-over token for a session of its own; the handing session goes on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/ebmp/loginUserInfo.json?loginUserToken=${token}`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().resultData.loginUserToken as string;
    expect(fresh).toMatch(/^[\w-]{43,}$/);
    expect(fresh).not.toBe(token);
    expect((await post(t.app, '/v1/ebmp/pcs/category/list.json', {}, fresh)).statusCode).toBe(200);
    expect((await post(t.app, '/v1/ebmp/pcs/category/list.json', {}, token)).statusCode).toBe(200);
  });
});
