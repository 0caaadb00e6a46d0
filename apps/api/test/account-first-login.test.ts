import { ACCOUNT_MESSAGES, AUTH_CD, loginUserDataSchema } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, storedFile } from '../src/db/schema/index';
import { confirmedAuthToken, call as post } from './helpers/auth-numbers';
import { createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
const t = setupTestApp(clock);
const NEW_PASSWORD = 'FirstPass1!';
let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fe5f40' } })
    .png()
    .toBuffer();
});

let phoneSeq = 40000000;
const newPhone = () => `010${++phoneSeq}`;

function multipart(
  token: string,
  file: Buffer,
  filename = 'me.png',
  field = 'profileImage',
  type = 'image/png',
) {
  const boundary = '----pcs-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url: '/v1/ebmp/main/user/updateFirstUserInfo.json',
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() }));
}

async function firstLoginUser() {
  const u = await createUser(t.database.db, AUTH_CD.clientEmployee, {
    firstLoginYn: 'Y',
    telNo: '01099990000',
  });
  const login = await post(t.app, '/v1/ebmp/login.json', { userId: u.userId, password: TEST_PASSWORD });
  expect(login.body.resultData.firstLoginYn).toBe('Y');
  return { ...u, token: login.body.resultData.loginUserToken as string };
}

describe('first login', () => {
  it('a first-login session may only use the first-login calls', async () => {
    const u = await firstLoginUser();
    const info = await post(t.app, '/v1/ebmp/solution/user/firstAccessInfo.json', {
      loginUserToken: u.token,
      currentSolcd: '1020',
      currentWmGbn: '01',
    });
    expect(info.statusCode).toBe(200);
    expect(info.body.resultData).toMatchObject({
      userId: u.userId,
      firstLoginYn: 'Y',
      maskedTelNo: '010-9999-****',
    });
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, u.token)).statusCode).toBe(403);
    expect((await post(t.app, '/v1/ebmp/pcs/user/addr/list.json', {}, u.token)).statusCode).toBe(403);
    const badSol = await post(t.app, '/v1/ebmp/solution/user/firstAccessInfo.json', {
      loginUserToken: u.token,
      currentSolcd: '9999',
      currentWmGbn: '01',
    });
    expect(badSol.statusCode).toBe(400);
  });

  it('phone confirmed + new password ends the first-login state; other sessions end; the number is spent', async () => {
    const u = await firstLoginUser();
    const other = await loginAs(t.app, u.userId);
    const telNo = newPhone();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo },
      telNo,
      u.token,
    );
    const save = await post(t.app, '/v1/ebmp/pcs/user/saveFirstLogin.json', {
      loginUserToken: u.token,
      authToken,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(save.statusCode).toBe(200);
    const data = loginUserDataSchema.parse(save.body.resultData);
    expect(data).toMatchObject({ firstLoginYn: 'N', loginUserToken: u.token, pwdExpiredYn: 'N' });
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, u.token)).body.resultData.telNo).toBe(
      telNo,
    );
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, other)).statusCode).toBe(401);
    await loginAs(t.app, u.userId, NEW_PASSWORD);
    const again = await post(t.app, '/v1/ebmp/pcs/user/saveFirstLogin.json', {
      loginUserToken: u.token,
      authToken,
      newPassword: 'Another12!',
      newPasswordConfirm: 'Another12!',
    });
    // The session is a full one now: the first-login steps are closed to it.
    expect(again.statusCode).toBe(403);
  });

  it('a session opened by phone login needs no second number; a password session without one is refused', async () => {
    const telNo = newPhone();
    const u = await createUser(t.database.db, AUTH_CD.clientEmployee, { firstLoginYn: 'Y', telNo });
    const loginToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'LOGIN', channel: 'PHONE', telNo },
      telNo,
    );
    const login = await post(t.app, '/v1/ebmp/phoneLogin.json', { authToken: loginToken });
    expect(login.body.resultData.firstLoginYn).toBe('Y');
    const byPhone = login.body.resultData.loginUserToken as string;
    const info = (token: string) =>
      post(
        t.app,
        '/v1/ebmp/solution/user/firstAccessInfo.json',
        { currentSolcd: '1020', currentWmGbn: '02' },
        token,
      );
    expect((await info(byPhone)).body.resultData.phoneVerifiedYn).toBe('Y');

    // The same account signed in by password has confirmed nothing: the number is still required there.
    const byPassword = await post(t.app, '/v1/ebmp/login.json', {
      userId: u.userId,
      password: TEST_PASSWORD,
    });
    const passwordToken = byPassword.body.resultData.loginUserToken as string;
    expect((await info(passwordToken)).body.resultData.phoneVerifiedYn).toBe('N');
    const refused = await post(
      t.app,
      '/v1/ebmp/pcs/user/saveFirstLogin.json',
      { newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      passwordToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authRequired);

    const save = await post(
      t.app,
      '/v1/ebmp/pcs/user/saveFirstLogin.json',
      { newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      byPhone,
    );
    expect(save.statusCode, save.body.resultStatus.messageText).toBe(200);
    expect(save.body.resultData).toMatchObject({ firstLoginYn: 'N', loginUserToken: byPhone });
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, byPhone)).body.resultData.telNo).toBe(
      telNo,
    );
    // Ending the first login revoked the password session too.
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, passwordToken)).statusCode).toBe(401);
  });

  it("refuses another user's confirmed number and the current password as the new one", async () => {
    const a = await firstLoginUser();
    const b = await firstLoginUser();
    const telNo = newPhone();
    const aToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo },
      telNo,
      a.token,
    );
    const stolen = await post(
      t.app,
      '/v1/ebmp/pcs/user/saveFirstLogin.json',
      { authToken: aToken, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      b.token,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authRequired);
    const telNo2 = newPhone();
    const bToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo: telNo2 },
      telNo2,
      b.token,
    );
    const same = await post(
      t.app,
      '/v1/ebmp/pcs/user/saveFirstLogin.json',
      { authToken: bToken, newPassword: TEST_PASSWORD, newPasswordConfirm: TEST_PASSWORD },
      b.token,
    );
    expect(same.statusCode).toBe(400);
  });

  it('stores a profile image checked by content and re-encoded, under our own key', async () => {
    const u = await firstLoginUser();
    const res = await multipart(u.token, PNG, '../../evil name.png');
    expect(res.statusCode).toBe(200);
    const fileId = res.body.resultData.profileFileId as string;
    const [file] = await t.database.db.select().from(storedFile).where(eq(storedFile.fileId, fileId));
    expect(file).toMatchObject({
      contentType: 'image/png',
      originalName: 'profile.png',
      storageKey: `profile/${fileId}.png`,
    });
    const stored = await t.storage.read(`profile/${fileId}.png`);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.userId, u.userId));
    expect(user?.profileFileId).toBe(fileId);
  });

  it('a profile image is readable by its owner and operator admins only; other files stay public', async () => {
    const owner = await firstLoginUser();
    const fileId = (await multipart(owner.token, PNG)).body.resultData.profileFileId as string;
    const get = (headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ method: 'GET', url: `/files/${fileId}${query}`, headers });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    const mine = await get(bearer(owner.token));
    expect(mine.statusCode).toBe(200);
    expect((await sharp(mine.rawPayload).metadata()).format).toBe('png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // A token in the query string is not a caller: URLs end up in histories and logs.
    expect((await get({}, `?loginUserToken=${owner.token}`)).statusCode).toBe(404);
    for (const authCd of [AUTH_CD.operatorManager, AUTH_CD.operatorAdmin]) {
      const operator = await createUser(t.database.db, authCd);
      expect((await get(bearer(await loginAs(t.app, operator.userId)))).statusCode).toBe(200);
    }
    // Anyone else: the same 404 as a file that does not exist (and no fallback image).
    expect((await get()).statusCode).toBe(404);
    expect((await get(bearer('not-a-real-token-0123456789'))).statusCode).toBe(404);
    for (const authCd of [AUTH_CD.clientEmployee, AUTH_CD.clientManager, AUTH_CD.operatorEmployee]) {
      const other = await createUser(t.database.db, authCd);
      const res = await get(bearer(await loginAs(t.app, other.userId)));
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/png');
    }

    // A product image (no owner) needs no token.
    await t.storage.put('products/p1.png', PNG);
    await t.database.db.insert(storedFile).values({
      fileId: '700000000001',
      originalName: 'p1.png',
      contentType: 'image/png',
      byteSize: PNG.length,
      storageKey: 'products/p1.png',
    });
    const product = await t.app.inject({ method: 'GET', url: '/files/700000000001' });
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses a non-image declared as an image, an oversized image and a missing file', async () => {
    const u = await firstLoginUser();
    const html = await multipart(u.token, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(html.statusCode).toBe(400);
    expect(html.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.profileImageType);
    // A PNG signature followed by HTML passes a header check but does not decode.
    const disguised = Buffer.concat([
      PNG.subarray(0, 8),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const polyglot = await multipart(u.token, disguised, 'x.png');
    expect(polyglot.statusCode).toBe(400);
    expect(polyglot.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.profileImageType);
    const big = await multipart(u.token, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.profileImageSize);
    const wrongField = await multipart(u.token, PNG, 'me.png', 'other');
    expect(wrongField.statusCode).toBe(400);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/main/user/updateFirstUserInfo.json',
      payload: {},
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('POST {sso}/v1/ebmp/loginUserInfo.json', () => {
  it('returns the login user data of a handed-over token with a session of its own, and 401 for an unknown one', async () => {
    const u = await createUser(t.database.db);
    const token = await loginAs(t.app, u.userId);
    const res = await post(t.app, '/v1/ebmp/loginUserInfo.json', { loginUserToken: token });
    const data = loginUserDataSchema.parse(res.body.resultData);
    expect(data.userId).toBe(u.userId);
    expect(data.loginUserToken).not.toBe(token);
    expect(
      (await post(t.app, '/v1/ebmp/loginUserInfo.json', { loginUserToken: 'x'.repeat(43) })).statusCode,
    ).toBe(401);
  });
});
