import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATH, AUTH_CD, type AuthCd, CONTROL_CHARACTER_TEXT } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { buildApp } from '../src/app';
import { createCompany, createUser } from './helpers/factories';
import { buildTestApp, loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; enum?: unknown[] };
type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};

/** Every operation of the OpenAPI document the server itself publishes: the fuzz covers routes added later too. */
function operations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ url, method: method.toUpperCase(), op })),
  );
}

const typeOf = (s: JsonSchema | undefined) => (Array.isArray(s?.type) ? s.type[0] : s?.type);

/** A body of the operation's shape where every string is `text` and every number is `number`. */
function hostileBody(op: Operation, text: string, number: number): Record<string, unknown> | undefined {
  const props = op.requestBody?.content?.['application/json']?.schema?.properties;
  if (!props) return undefined;
  return Object.fromEntries(
    Object.entries(props).map(([key, s]) => {
      const type = typeOf(s);
      if (type === 'string') return [key, text];
      if (type === 'integer' || type === 'number') return [key, number];
      if (type === 'boolean') return [key, true];
      if (type === 'array') return [key, []];
      return [key, s.enum?.[0] ?? null];
    }),
  );
}

const INT4_OVERFLOW = 2_147_483_648;
const roles: AuthCd[] = [
  AUTH_CD.operatorAdmin,
  AUTH_CD.clientManager,
  AUTH_CD.clientEmployee,
  AUTH_CD.vendor,
];
const tokens: (string | undefined)[] = [undefined];

beforeAll(async () => {
  const cmpy = await createCompany(t.database.db);
  for (const role of roles) {
    const user = await createUser(t.database.db, role, { cmpyCd: cmpy.cmpyCd });
    tokens.push(await loginAs(t.app, user.userId));
  }
});

/**
 * Sends every operation of the document, once per role token, with the hostile body and path parameter; returns
 * what `judge` finds wrong with each reply. Logout goes without a token: with one it would end the roles' sessions,
 * and every operation after it would only be checked as a stranger (a 401 before the handler). A role whose token
 * stops working anyway is a failure too, for the same reason.
 */
async function fuzzEveryOperation(
  text: string,
  number: number,
  pathParam: string,
  judge: (status: number, hostile: { body: boolean; path: boolean }) => string | null,
): Promise<string[]> {
  const failures: string[] = [];
  for (const { url, method, op } of operations()) {
    const body = hostileBody(op, text, number);
    const target = url.replace(/\{(\w+)\}/g, pathParam);
    const hostile = { body: !!body && Object.values(body).some((v) => v === text), path: target !== url };
    for (const token of url === API_PATH.logout ? [undefined] : tokens) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: target,
        ...(body ? { payload: body } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const wrong = res.statusCode >= 500 ? 'a server error' : judge(res.statusCode, hostile);
      if (wrong) failures.push(`${method} ${url}: ${res.statusCode}, ${wrong}`);
    }
  }
  for (const [i, token] of tokens.entries()) {
    if (token && (await post(t.app, API_PATH.loginUserInfo, {}, token)).statusCode !== 200)
      failures.push(`the session of ${roles[i - 1]} ended during the run`);
  }
  return failures;
}

describe('input at the edge', () => {
  it('answers 400, never 500, to a NUL in any string of any operation, for every role', async () => {
    const failures = await fuzzEveryOperation('a\u0000b', 1, '%00', (status, hostile) =>
      (hostile.body || hostile.path) && status !== 400 && status !== 404 ? 'not a 400' : null,
    );
    expect(failures).toEqual([]);
  });

  it('answers 400, never 500, to an id above 2,147,483,647 in any operation, for every role', async () => {
    const failures = await fuzzEveryOperation('x', INT4_OVERFLOW, String(INT4_OVERFLOW), () => null);
    expect(failures).toEqual([]);
  });

  it('names the field that holds a control character', async () => {
    const res = await post(t.app, '/v1/ebmp/login.json', { userId: 'kim\u0000', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus).toEqual({
      messageCode: '4000',
      messageText: `${CONTROL_CHARACTER_TEXT} (userId)`,
    });
  });

  it('names the id field that does not fit its column', async () => {
    // A token of its own: the fuzz above logs every token out, and a caller is authenticated before validation.
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftDetail.json',
      { eventSn: INT4_OVERFLOW, prodSn: 1 },
      await loginAs(t.app, employee.userId),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe('번호를 확인해주세요.');
    expect(res.body.resultData).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'eventSn' })]),
    });
  });

  it('keeps line breaks and tabs in free text', async () => {
    const res = await post(t.app, '/v1/eth/qna/question/questionInsert.json', {
      solCd: '05',
      faqCategoryCd: '01',
      companyNmTx: '한빛전자',
      managerNmTx: '김담당',
      emailTx: 'kim@hanbit.co.kr',
      phoneNoTx: '010-1234-5678',
      qnaContentsTx: '첫 줄\n둘째 줄\r\n\t들여쓴 줄',
      personalInfoAgreeYn: 'Y',
      marketingAgreeYn: 'N',
    });
    expect(res.statusCode).toBe(200);
  });
});

/** A body of the operation's shape where every field has the wrong type (and one unknown field). */
function wrongTypedBody(op: Operation): Record<string, unknown> {
  const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  return Object.fromEntries([
    ...Object.entries(props).map(([key, s]) => [key, typeOf(s) === 'string' ? { not: 'a string' } : 'x']),
    ['noSuchField', 1],
  ]);
}

describe('authentication before validation', () => {
  it('answers an anonymous call with a bad body to a protected call 401, never naming a field', async () => {
    const protectedOps = operations().filter(({ op }) => op.security?.some((s) => 'loginUserToken' in s));
    // Every guarded route is marked in the document (about 180 today).
    expect(protectedOps.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const { url, method, op } of protectedOps) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: url.replace(/\{(\w+)\}/g, 'x'),
        ...(method === 'POST' ? { payload: wrongTypedBody(op) } : {}),
        query: { page: 'x', eventSn: 'x' },
      });
      const status = res.json().resultStatus as { messageCode: string; messageText: string };
      if (res.statusCode !== 401 || status.messageCode !== '4010' || status.messageText.includes('('))
        failures.push(`${method} ${url}: ${res.statusCode} ${status.messageText}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses anonymous bad input to protected calls the same way as good input', async () => {
    for (const [url, body] of [
      ['/v1/ebmp/pcs/gift/giftDetail.json', { eventSn: 'x', prodSn: [] }],
      ['/v1/ebmp/main/user/changePassword.json', { currentPassword: 1 }],
      ['/v1/ebmp/pcs/manage/user/lock.json', {}],
      ['/v1/ebmp/pcs/cart/cartList.json', { eventSn: 'x' }],
    ] as const) {
      const res = await post(t.app, url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.body.resultStatus, url).toEqual({
        messageCode: '4010',
        messageText: '로그인이 필요합니다.',
      });
    }
  });

  it('still validates the body of a signed-in caller', async () => {
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const token = await loginAs(t.app, employee.userId);
    const res = await post(t.app, '/v1/ebmp/pcs/gift/giftDetail.json', { eventSn: 'x', prodSn: 1 }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultData).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'eventSn' })]),
    });
  });
});

describe('logs', () => {
  it('keeps no SQL parameters, request bodies or query tokens, even on a 500', async () => {
    const lines: string[] = [];
    const base = await buildTestApp(t.database);
    await base.app.close();
    const app = await buildApp({
      db: t.database.db,
      config: base.config,
      now: () => new Date(),
      storage: memoryFileStorage(),
      logStream: { write: (line) => lines.push(line) },
    });
    // A real database error whose parameters are personal data (a value too long for its column).
    app.post('/v1/test/boom.json', async () => {
      await t.database.db.execute(
        sql`insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, tel_no)
            values (${'U'.repeat(200)}, ${'leak-test'}, ${'x'}, ${'김개인정보'}, ${'20'}, ${'01099998888'})`,
      );
      return null;
    });
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test/boom.json?loginUserToken=secret-token-value',
      payload: { receiverNm: '박수령인', addr: '서울특별시 비밀구 1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().resultStatus.messageCode).toBe('5000');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"sqlState":"22001"');
    for (const secret of [
      '김개인정보',
      '01099998888',
      '박수령인',
      '비밀구',
      'secret-token-value',
      'UUUUUUUU',
    ])
      expect(log).not.toContain(secret);
  });
});

describe('smaller hardening', () => {
  it('marks login and personal-data replies Cache-Control: no-store', async () => {
    const user = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/login.json',
      payload: { userId: user.userId, password: 'Test1234!' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().resultData.loginUserToken as string;
    const me = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/pcs/user/myInfo.json',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('allows exactly the postcode service in the CSP: its script host and its search frames', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ebmp/code/url.json' });
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://t1.daumcdn.net']);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://postcode.map.kakao.com',
      'https://postcode.map.daum.net',
    ]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('sends the security headers on calls, pages and unknown paths alike', async () => {
    for (const url of ['/v1/ebmp/code/url.json', '/intro/main', '/no/such/path']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('serves /docs unless turned off, and off by default in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    const prod = await buildTestApp(t.database, undefined, { NODE_ENV: 'production' });
    expect((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    await prod.app.close();
    const forced = await buildTestApp(t.database, undefined, { NODE_ENV: 'production', API_DOCS: 'true' });
    expect((await forced.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
    await forced.app.close();
  });

  describe('static files', () => {
    let root: string;
    let web: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'pcs-static-'));
      mkdirSync(path.join(root, 'dist'));
      writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>PCS</title>');
      writeFileSync(path.join(root, 'dist', 'app.js'), 'console.log(1)');
      writeFileSync(path.join(root, 'outside.txt'), 'not for the web');
      web = await buildTestApp(t.database, undefined, { WEB_DIST_DIR: path.join(root, 'dist') });
    });
    afterAll(async () => {
      await web.app.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('answers 404 to a path with .. whether or not the file exists', async () => {
      expect((await web.app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
      for (const url of [
        '/../outside.txt',
        '/../missing.txt',
        '/%2e%2e/outside.txt',
        '/a/..%2f..%2foutside.txt',
      ]) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().resultStatus.messageCode, url).toBe('4040');
      }
    });

    it("answers an unknown GET under /api/v1 and /scim/v2 in that surface's own error shape, not the page's", async () => {
      const api = await web.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(api.json()).toMatchObject({ status: 404, title: 'Not Found' });
      const scim = await web.app.inject({ method: 'GET', url: '/scim/v2/Nothing' });
      expect(scim.statusCode).toBe(404);
      expect(scim.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(scim.json()).toMatchObject({ status: '404' });
      // The web app's own paths still get the page.
      expect((await web.app.inject({ method: 'GET', url: '/integration/apiKey/list' })).statusCode).toBe(200);
    });
  });

  it('answers headers too large (431) in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /v1/ebmp/code/url.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 431 ')).toBe(true);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      resultStatus: { messageCode: '4000', messageText: '입력값을 확인해주세요.' },
      resultData: null,
    });
  });
});
