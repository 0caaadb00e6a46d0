import { IDENTITY_MESSAGES } from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from '../../../scripts/oidc-test-provider';
import { seedReferenceData } from '../src/db/demo-data/index';
import { auditLog, ssoConfig, ssoLoginState } from '../src/db/schema/index';
import { createCompany, createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://127.0.0.1:39123';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const t = setupTestApp(undefined, {
  PUBLIC_URL,
  OUTBOUND_ALLOW_PRIVATE: 'true',
  SSO_SECRET_KEY: 'test-sso-key',
});
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let cmpyCd: string;
let manager: string;
let otherManager: string;

beforeAll(async () => {
  op = await startOidcProvider([CALLBACK]);
  await seedReferenceData(t.database.db, t.storage);
  cmpyCd = (await createCompany(t.database.db)).cmpyCd;
  manager = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd })).userId);
  await createUser(t.database.db, '20', { cmpyCd, sabun: 'E1001', userId: 'sso.kim' });
  await createUser(t.database.db, '20', { cmpyCd, sabun: 'E1002', useYn: 'N' });
  await createUser(t.database.db, '20', { cmpyCd, sabun: 'E1003', lockYn: 'Y' });
  // Provisioned with a temporary password not yet replaced, which is also past its age.
  await createUser(t.database.db, '20', {
    cmpyCd,
    sabun: 'E1004',
    userId: 'sso.new',
    firstLoginYn: 'Y',
    pwdChangedAt: new Date('2000-01-01T00:00:00Z'),
  });
  const other = (await createCompany(t.database.db)).cmpyCd;
  await createUser(t.database.db, '20', { cmpyCd: other, sabun: 'E9001' });
  otherManager = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: other })).userId);
  const saved = await post(
    t.app,
    '/v1/ebmp/pcs/integration/sso/save.json',
    {
      issuer: op.issuer,
      clientId: OIDC_CLIENT.clientId,
      clientSecret: OIDC_CLIENT.clientSecret,
      emailDomains: ['corp.test'],
      enabledYn: 'Y',
    },
    manager,
  );
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => op?.close());

/** The test's browser: the pcs_sso cookie the start sets, sent back on the callback and the exchange. */
const jar: { cookie: string | null } = { cookie: null };
const cookieHeader = (cookie: string | null) => (cookie ? { cookie: `pcs_sso=${cookie}` } : {});

/** Starts come from a fresh address each (the per-address limit has a test of its own). */
let addresses = 0;
const nextAddress = () => `10.20.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function start(company = cmpyCd, channel = 'pc', remoteAddress = nextAddress()) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/sso/start?company=${encodeURIComponent(company)}&channel=${channel}`,
    remoteAddress,
  });
  expect(res.statusCode).toBe(302);
  const set = /^pcs_sso=([^;]*);/.exec(String(res.headers['set-cookie'] ?? ''));
  if (set) jar.cookie = set[1] as string;
  return String(res.headers.location);
}

async function callback(url: string, cookie = jar.cookie) {
  const res = await t.app.inject({
    method: 'GET',
    url: url.slice(PUBLIC_URL.length),
    headers: cookieHeader(cookie),
  });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

async function exchange(code: string, cookie = jar.cookie) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ebmp/pcs/auth/sso/exchange.json',
    headers: { 'content-type': 'application/json', ...cookieHeader(cookie) },
    payload: JSON.stringify({ code }),
  });
  return {
    statusCode: res.statusCode,
    setCookie: String(res.headers['set-cookie'] ?? ''),
    body: res.json() as { resultData: unknown },
  };
}

/** The whole round trip: start, the provider's forms, our callback; returns where the browser lands. */
async function roundTrip(login: string, company = cmpyCd, channel = 'pc') {
  const authorize = await start(company, channel);
  expect(authorize.startsWith(op.issuer)).toBe(true);
  return callback(await signInAtProvider(authorize, login, CALLBACK));
}

describe('OIDC sign-in (oidc-provider in-process)', () => {
  it('signs an employee in: one-time code, then a session that works on an authenticated call', async () => {
    const landed = await roundTrip('E1001');
    expect(landed.startsWith(`${PUBLIC_URL}/sso/complete?code=`)).toBe(true);
    const code = new URL(landed).searchParams.get('code') as string;
    const cookie = jar.cookie;
    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    // The cookie is cleared once the code is traded.
    expect(session.setCookie).toMatch(/^pcs_sso=; .*Max-Age=0/);
    const data = session.body.resultData as { userId: string; loginUserToken: string; cmpyCd: string };
    expect(data.userId).toBe('sso.kim');
    expect(data.cmpyCd).toBe(cmpyCd);
    const me = await post(t.app, '/v1/ebmp/loginUserInfo.json', {}, data.loginUserToken);
    expect(me.statusCode).toBe(200);
    // The code works once.
    expect((await exchange(code, cookie)).statusCode).toBe(401);
  });

  it('opens a full session for a person whose first login or password change is pending (never to those forms)', async () => {
    const landed = await roundTrip('E1004');
    const code = new URL(landed).searchParams.get('code') as string;
    const session = await exchange(code);
    const data = session.body.resultData as {
      loginUserToken: string;
      firstLoginYn: string;
      pwdExpiredYn: string;
    };
    expect(data).toMatchObject({ firstLoginYn: 'N', pwdExpiredYn: 'N' });
    const business = await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, data.loginUserToken);
    expect(business.statusCode).not.toBe(403);
    // Handed to another tab (/sLogin), it stays a company sign-in's session.
    const handed = await post(t.app, '/v1/ebmp/loginUserInfo.json', {}, data.loginUserToken);
    const second = handed.body.resultData as { loginUserToken: string; firstLoginYn: string };
    expect(second.firstLoginYn).toBe('N');
    expect(
      (await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, second.loginUserToken)).statusCode,
    ).not.toBe(403);
    // The account keeps its first-login state: a password login still goes through the first-login form.
    const byPassword = await post(t.app, '/v1/ebmp/login.json', {
      userId: 'sso.new',
      password: TEST_PASSWORD,
    });
    expect(byPassword.body.resultData).toMatchObject({ firstLoginYn: 'Y' });
    const held = (byPassword.body.resultData as { loginUserToken: string }).loginUserToken;
    expect((await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, held)).statusCode).toBe(403);
    // The prefix is part of what is hashed: added to a password session's token it names no session.
    expect((await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, `sso.${held}`)).statusCode).toBe(401);
  });

  it('finds the company by an e-mail of a listed domain, and returns mobile sign-ins to /m/login on refusal', async () => {
    const landed = await roundTrip('E1001', 'someone@corp.test', 'm');
    expect(landed).toContain('/sso/complete?code=');
    expect(await roundTrip('E1002', cmpyCd, 'm')).toBe(`${PUBLIC_URL}/m/login?ssoError=inactive`);
  });

  it("refuses unknown, inactive, locked and other companies' employees", async () => {
    expect(await roundTrip('NOPE')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);
    expect(await roundTrip('E1002')).toBe(`${PUBLIC_URL}/login?ssoError=inactive`);
    expect(await roundTrip('E1003')).toBe(`${PUBLIC_URL}/login?ssoError=locked`);
    expect(await roundTrip('E9001')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);
  });

  it('refuses a state used twice, an unknown state and a wrong nonce', async () => {
    const authorize = await start();
    const back = await signInAtProvider(authorize, 'E1001', CALLBACK);
    expect(await callback(back)).toContain('/sso/complete?code=');
    expect(await callback(back)).toBe(`${PUBLIC_URL}/login?ssoError=expired`);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(await callback(forged.href)).toBe(`${PUBLIC_URL}/login?ssoError=expired`);

    const second = await start();
    const state = new URL(second).searchParams.get('state') as string;
    await t.database.db
      .update(ssoLoginState)
      .set({ nonce: 'not-the-nonce' })
      .where(eq(ssoLoginState.state, state));
    const returned = await signInAtProvider(second, 'E1001', CALLBACK);
    expect(await callback(returned)).toBe(`${PUBLIC_URL}/login?ssoError=provider`);
  });

  it('binds a sign-in to the browser that started it (login CSRF)', async () => {
    const authorize = await start();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/start?company=${encodeURIComponent(cmpyCd)}&channel=pc`,
    });
    expect(String(res.headers['set-cookie'])).toMatch(
      /^pcs_sso=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
    // The attacker's own callback URL, opened in a browser without the cookie or with its own sign-in's cookie.
    const back = await signInAtProvider(authorize, 'E1001', CALLBACK);
    const victim = new URL(String(res.headers.location)).searchParams.get('state');
    expect(await callback(back, null)).toBe(`${PUBLIC_URL}/login?ssoError=browser`);
    const again = await start();
    expect(await callback(await signInAtProvider(again, 'E1001', CALLBACK), victim)).toBe(
      `${PUBLIC_URL}/login?ssoError=browser`,
    );

    // The attacker's hand-off code, sent to another browser (which started a sign-in of its own, or none).
    const attacker = await roundTrip('E1001');
    const attackerCookie = jar.cookie;
    const code = new URL(attacker).searchParams.get('code') as string;
    await start();
    expect(jar.cookie).not.toBe(attackerCookie);
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange(code, null)).statusCode).toBe(401);
    // The right browser still can (the failed tries did not spend the code).
    expect((await exchange(code, attackerCookie)).statusCode).toBe(200);
  });

  it('refuses companies without SSO or with it off, and unknown companies', async () => {
    expect(await start('NO-SUCH')).toBe(`${PUBLIC_URL}/login?ssoError=company`);
    expect(await start('x@unknown.test', 'm')).toBe(`${PUBLIC_URL}/m/login?ssoError=company`);
    const authorize = await start();
    await post(
      t.app,
      '/v1/ebmp/pcs/integration/sso/save.json',
      { issuer: op.issuer, clientId: OIDC_CLIENT.clientId, enabledYn: 'N' },
      manager,
    );
    expect(await start()).toBe(`${PUBLIC_URL}/login?ssoError=company`);
    // A sign-in already under way when SSO was turned off is refused at the callback.
    expect(await callback(await signInAtProvider(authorize, 'E1001', CALLBACK))).toBe(
      `${PUBLIC_URL}/login?ssoError=company`,
    );
    await post(
      t.app,
      '/v1/ebmp/pcs/integration/sso/save.json',
      { issuer: op.issuer, clientId: OIDC_CLIENT.clientId, enabledYn: 'Y' },
      manager,
    );
  });

  it('refuses a domain another company listed, and normalises domains (lower case, no leading @)', async () => {
    const claim = (emailDomains: string[]) =>
      post(
        t.app,
        '/v1/ebmp/pcs/integration/sso/save.json',
        {
          issuer: op.issuer,
          clientId: OIDC_CLIENT.clientId,
          clientSecret: 'other-secret',
          emailDomains,
          enabledYn: 'Y',
        },
        otherManager,
      );
    const own = () =>
      post(
        t.app,
        '/v1/ebmp/pcs/integration/sso/save.json',
        { issuer: op.issuer, clientId: OIDC_CLIENT.clientId, emailDomains: ['corp.test'], enabledYn: 'Y' },
        manager,
      );
    expect((await own()).statusCode).toBe(200);
    for (const domains of [['corp.test'], ['other.test', '@CORP.Test']]) {
      const refused = await claim(domains);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.resultStatus.messageText).toContain('corp.test');
      expect(refused.body.resultStatus.messageText).toContain('다른 회사');
    }
    // Nothing of the refused save was kept, and the owner's people still find their company by e-mail.
    const detail = await post(t.app, '/v1/ebmp/pcs/integration/sso/detail.json', {}, otherManager);
    expect(detail.body.resultData).toMatchObject({ configured: false });
    expect(await roundTrip('E1001', 'someone@corp.test')).toContain('/sso/complete?code=');

    const saved = await claim(['@Other.TEST']);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.resultData).toMatchObject({ emailDomains: ['other.test'] });
    // The owner can save its own domain again.
    expect((await own()).statusCode).toBe(200);
  });

  it('limits starts per address (a redirect, not JSON) and drops sign-ins soon after they expire', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < 30; i++) expect(await start(cmpyCd, 'pc', from)).toContain(op.issuer);
    expect(await start(cmpyCd, 'pc', from)).toBe(`${PUBLIC_URL}/login?ssoError=busy`);
    expect(await start(cmpyCd, 'm', from)).toBe(`${PUBLIC_URL}/m/login?ssoError=busy`);
    // Another address is not held up.
    expect(await start(cmpyCd, 'pc', '198.51.100.8')).toContain(op.issuer);

    const old = new URL(await start()).searchParams.get('state') as string;
    const stateRow = () => t.database.db.select().from(ssoLoginState).where(eq(ssoLoginState.state, old));
    t.clock.advanceMinutes(10 + 2);
    await start();
    expect(await stateRow()).toHaveLength(0);
    // The address's minute is over: it may start again.
    expect(await start(cmpyCd, 'pc', from)).toContain(op.issuer);
  });

  it('keeps the client secret encrypted and never shows it; checks the connection', async () => {
    const [row] = await t.database.db.select().from(ssoConfig).where(eq(ssoConfig.cmpyCd, cmpyCd));
    expect(row?.clientSecretEnc).toMatch(/^v1:/);
    expect(row?.clientSecretEnc).not.toContain(OIDC_CLIENT.clientSecret);
    const detail = await post(t.app, '/v1/ebmp/pcs/integration/sso/detail.json', {}, manager);
    expect(JSON.stringify(detail.body)).not.toContain(OIDC_CLIENT.clientSecret);
    expect(detail.body.resultData).toMatchObject({ clientSecretSet: true, callbackUrl: CALLBACK });
    const check = await post(t.app, '/v1/ebmp/pcs/integration/sso/test.json', {}, manager);
    expect(check.body.resultData).toMatchObject({ ok: true });
    const employee = await loginAs(t.app, 'sso.kim');
    expect((await post(t.app, '/v1/ebmp/pcs/integration/sso/detail.json', {}, employee)).statusCode).toBe(
      403,
    );
  });
});

describe('who a company sign-in reaches', () => {
  const save = (token: string, body: Record<string, unknown>) =>
    post(t.app, '/v1/ebmp/pcs/integration/sso/save.json', body, token);
  const own = (extra: Record<string, unknown> = {}) =>
    save(manager, {
      issuer: op.issuer,
      clientId: OIDC_CLIENT.clientId,
      emailDomains: ['corp.test'],
      enabledYn: 'Y',
      ...extra,
    });

  it("signs in employees only; a manager when the company allows it; an operator's number never", async () => {
    await createUser(t.database.db, '25', { cmpyCd, sabun: 'M2001', userId: 'sso.manager' });
    await createUser(t.database.db, '99999', { cmpyCd, sabun: 'A0001' });
    await createUser(t.database.db, '15', { cmpyCd, sabun: 'A0002' });
    expect((await own()).statusCode).toBe(200);
    expect(await roundTrip('M2001')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);
    expect(await roundTrip('A0001')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);

    const allowed = await own({ managerSignInYn: 'Y' });
    expect(allowed.body.resultData).toMatchObject({ managerSignInYn: 'Y' });
    const landed = await roundTrip('M2001');
    const session = await exchange(new URL(landed).searchParams.get('code') as string);
    expect(session.body.resultData).toMatchObject({ userId: 'sso.manager', authCd: '25' });
    // Allowing managers never lets the operator's roles in.
    expect(await roundTrip('A0001')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);
    expect(await roundTrip('A0002')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);

    // The save is audited with what it changed (never the secret).
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSO_CONFIG_SAVE'), eq(auditLog.target, cmpyCd)));
    const last = JSON.parse(audits.at(-1)?.detail ?? '{}') as Record<string, unknown>;
    expect(last).toMatchObject({ managerSignInYn: 'Y', previous: { managerSignInYn: 'N' } });
    expect(audits.at(-1)?.detail).not.toContain(OIDC_CLIENT.clientSecret);
    expect((await own()).statusCode).toBe(200);
    expect(await roundTrip('M2001')).toBe(`${PUBLIC_URL}/login?ssoError=employee`);
  });

  it("an operator's own company SSO, pointed at a provider of its own, cannot sign in the administrator", async () => {
    const operatorCompany = (await createCompany(t.database.db, { cmpyTypeCd: '01' })).cmpyCd;
    await createUser(t.database.db, '99999', { cmpyCd: operatorCompany, sabun: '99999' });
    const operatorManager = await loginAs(
      t.app,
      (await createUser(t.database.db, '15', { cmpyCd: operatorCompany })).userId,
    );
    const saved = await save(operatorManager, {
      cmpyCd: operatorCompany,
      issuer: op.issuer,
      clientId: OIDC_CLIENT.clientId,
      clientSecret: OIDC_CLIENT.clientSecret,
      emailDomains: ['operator.test'],
      enabledYn: 'Y',
      managerSignInYn: 'Y',
    });
    expect(saved.statusCode).toBe(200);
    expect(await roundTrip('99999@operator.test', 'x@operator.test')).toBe(
      `${PUBLIC_URL}/login?ssoError=employee`,
    );
    await save(operatorManager, {
      cmpyCd: operatorCompany,
      issuer: op.issuer,
      clientId: OIDC_CLIENT.clientId,
      emailDomains: ['operator.test'],
      enabledYn: 'N',
    });
  });

  it('takes the company from the token, not from what the person typed', async () => {
    const third = (await createCompany(t.database.db)).cmpyCd;
    await createUser(t.database.db, '20', { cmpyCd, sabun: 'E7000', userId: 'sso.corp.e7000' });
    await createUser(t.database.db, '20', { cmpyCd: third, sabun: 'E7000', userId: 'sso.third.e7000' });
    const thirdManager = await loginAs(
      t.app,
      (await createUser(t.database.db, '25', { cmpyCd: third })).userId,
    );
    const thirdSave = (emailDomains: string[]) =>
      save(thirdManager, {
        issuer: op.issuer,
        clientId: OIDC_CLIENT.clientId,
        clientSecret: OIDC_CLIENT.clientSecret,
        emailDomains,
        enabledYn: 'Y',
      });
    // One provider client for two companies: the second must name its domains.
    const refused = await thirdSave([]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(IDENTITY_MESSAGES.sharedIssuerNeedsDomains);
    expect((await thirdSave(['third.test'])).statusCode).toBe(200);

    // corp.test's E7000, typing the third company's domain, is not the third company's E7000.
    expect(await roundTrip('E7000', 'me@third.test')).toBe(`${PUBLIC_URL}/login?ssoError=domain`);
    // The third company's own E7000 signs in as that company's employee; and the corp one as its own.
    const thirdLanded = await roundTrip('E7000@third.test', 'me@third.test');
    const thirdSession = await exchange(new URL(thirdLanded).searchParams.get('code') as string);
    expect(thirdSession.body.resultData).toMatchObject({ userId: 'sso.third.e7000', cmpyCd: third });
    const corpLanded = await roundTrip('E7000', cmpyCd);
    const corpSession = await exchange(new URL(corpLanded).searchParams.get('code') as string);
    expect(corpSession.body.resultData).toMatchObject({ userId: 'sso.corp.e7000', cmpyCd });
    expect(await roundTrip('E7000@third.test', cmpyCd)).toBe(`${PUBLIC_URL}/login?ssoError=domain`);
    await thirdSave(['third.test']).then(() =>
      save(thirdManager, { issuer: op.issuer, clientId: 'another-client', emailDomains: [], enabledYn: 'N' }),
    );
  });
});
