import { ACCOUNT_MESSAGES, AUTH_CD, loginUserDataSchema, PASSWORD_MESSAGES } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, messageOutbox } from '../src/db/schema/index';
import { confirmedAuthToken, call as post } from './helpers/auth-numbers';
import { createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
const t = setupTestApp(clock);
const NEW_PASSWORD = 'NewPass123!';

let phoneSeq = 30000000;
const newPhone = () => `010${++phoneSeq}`;
const makeUser = async (overrides: Record<string, unknown> = {}) => {
  const telNo = newPhone();
  const user = await createUser(t.database.db, AUTH_CD.clientEmployee, {
    telNo,
    email: `${telNo}@mail.test`,
    ...overrides,
  });
  return { ...user, telNo };
};
const alive = async (token: string) =>
  (await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', { password: 'x' }, token)).statusCode !==
  401;

describe('find ID', () => {
  it('by phone: the masked IDs of the accounts with that name and phone', async () => {
    const u = await makeUser({ userId: 'findme-phone' });
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_ID', channel: 'PHONE', userNm: u.userNm, telNo: u.telNo },
      u.telNo,
    );
    const res = await post(t.app, '/v1/ebmp/pcs/user/findId.json', { authToken });
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual({
      userIdList: [{ maskedUserId: 'fi*********e', joinDt: expect.stringMatching(/^\d{8}$/) }],
    });
    // One use.
    expect((await post(t.app, '/v1/ebmp/pcs/user/findId.json', { authToken })).statusCode).toBe(400);
  });

  it('by e-mail through {sso}/v1/ebmp/findId.json; a phone token does not open the e-mail lookup', async () => {
    const u = await makeUser({ userId: 'findme-mail' });
    const email = `${u.telNo}@mail.test`;
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_ID', channel: 'EMAIL', userNm: u.userNm, email },
      email,
    );
    expect((await post(t.app, '/v1/ebmp/pcs/user/findId.json', { authToken })).statusCode).toBe(400);
    const u2 = await makeUser({ userId: 'findme-mail2' });
    const email2 = `${u2.telNo}@mail.test`;
    const token2 = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_ID', channel: 'EMAIL', userNm: u2.userNm, email: email2 },
      email2,
    );
    const res = await post(t.app, '/v1/ebmp/findId.json', { authToken: token2 });
    expect(res.body.resultData.userIdList[0].maskedUserId).toBe('fi*********2');
  });
});

describe('find password and updateUserPassword.json', () => {
  it('resets with a confirmed number, revokes every session and tells the user', async () => {
    const u = await makeUser();
    const session = await loginAs(t.app, u.userId);
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_PWD', channel: 'PHONE', userId: u.userId, userNm: u.userNm, telNo: u.telNo },
      u.telNo,
    );
    const res = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await alive(session)).toBe(false);
    await loginAs(t.app, u.userId, NEW_PASSWORD);
    const notices = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, u.telNo));
    expect(notices.some((m) => m.body.includes('비밀번호가 변경되었습니다'))).toBe(true);
    // The token is spent.
    const again = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: 'Other123!x',
      newPasswordConfirm: 'Other123!x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authRequired);
  });

  it('does not say whether the ID, name or phone matched', async () => {
    const u = await makeUser();
    const known = await post(t.app, '/v1/ebmp/pcs/user/sendAuthNumber.json', {
      purpose: 'FIND_PWD',
      channel: 'PHONE',
      userId: u.userId,
      userNm: '다른이름',
      telNo: u.telNo,
    });
    const unknown = await post(t.app, '/v1/ebmp/pcs/user/sendAuthNumber.json', {
      purpose: 'FIND_PWD',
      channel: 'PHONE',
      userId: 'nobody-here',
      userNm: '다른이름',
      telNo: newPhone(),
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body.resultStatus).toEqual(unknown.body.resultStatus);
    expect(Object.keys(known.body.resultData)).toEqual(Object.keys(unknown.body.resultData));
  });

  it('enforces the policy, the confirmation and "not the current password"; a spent token stays unspent on refusal', async () => {
    const u = await makeUser();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_PWD', channel: 'PHONE', userId: u.userId, userNm: u.userNm, telNo: u.telNo },
      u.telNo,
    );
    const weak = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: 'abc',
      newPasswordConfirm: 'abc',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.resultStatus.messageText).toContain(PASSWORD_MESSAGES.policy);
    const mismatch = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: 'Other123!',
    });
    expect(mismatch.body.resultStatus.messageText).toContain(PASSWORD_MESSAGES.mismatch);
    const same = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: TEST_PASSWORD,
      newPasswordConfirm: TEST_PASSWORD,
    });
    expect(same.body.resultStatus.messageText).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    const ok = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a confirmed token after 10 minutes', async () => {
    const u = await makeUser();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIND_PWD', channel: 'PHONE', userId: u.userId, userNm: u.userNm, telNo: u.telNo },
      u.telNo,
    );
    clock.advanceMinutes(11);
    const res = await post(t.app, '/v1/ebmp/main/user/updateUserPassword.json', {
      authToken,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('signed-in password calls', () => {
  it('confirmExistPassword.json answers exactly valid or not valid', async () => {
    const u = await makeUser();
    const token = await loginAs(t.app, u.userId);
    const good = await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', {
      loginUserToken: token,
      password: TEST_PASSWORD,
    });
    expect(good.body.resultData).toBe('valid');
    const bad = await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', {
      loginUserToken: token,
      password: 'nope',
    });
    expect(bad.body.resultData).toBe('not valid');
    expect(
      (await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', { password: 'x' })).statusCode,
    ).toBe(401);
  });

  it('confirmExistPassword.json counts wrong answers toward the account lock', async () => {
    const u = await makeUser();
    const token = await loginAs(t.app, u.userId);
    for (let i = 0; i < 5; i++)
      await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', {
        loginUserToken: token,
        password: 'nope',
      });
    const locked = await post(t.app, '/v1/ebmp/main/user/confirmExistPassword.json', {
      loginUserToken: token,
      password: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
  });

  it('an expired password sets pwdExpiredYn; changePassword keeps this session, ends the others and clears the flag', async () => {
    const u = await makeUser({ pwdChangedAt: new Date('2026-08-01T00:00:00Z') });
    const login = await post(t.app, '/v1/ebmp/login.json', { userId: u.userId, password: TEST_PASSWORD });
    expect(loginUserDataSchema.parse(login.body.resultData).pwdExpiredYn).toBe('Y');
    const token = login.body.resultData.loginUserToken as string;
    const other = await loginAs(t.app, u.userId);
    const wrong = await post(
      t.app,
      '/v1/ebmp/main/user/changePassword.json',
      { currentPassword: 'wrong', newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      token,
    );
    expect(wrong.body.resultStatus.messageText).toBe(PASSWORD_MESSAGES.currentWrong);
    const same = await post(
      t.app,
      '/v1/ebmp/main/user/changePassword.json',
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, newPasswordConfirm: TEST_PASSWORD },
      token,
    );
    expect(same.body.resultStatus.messageText).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    const res = await post(
      t.app,
      '/v1/ebmp/main/user/changePassword.json',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(await alive(token)).toBe(true);
    expect(await alive(other)).toBe(false);
    const again = await post(t.app, '/v1/ebmp/login.json', { userId: u.userId, password: NEW_PASSWORD });
    expect(again.body.resultData.pwdExpiredYn).toBe('N');
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.userId, u.userId));
    expect(row?.pwdChangedAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('changePassword refuses going back to the previous password, and allows it two changes later', async () => {
    const u = await makeUser();
    const token = await loginAs(t.app, u.userId);
    const change = (currentPassword: string, newPassword: string) =>
      post(
        t.app,
        '/v1/ebmp/main/user/changePassword.json',
        { currentPassword, newPassword, newPasswordConfirm: newPassword },
        token,
      );
    expect((await change(TEST_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    const back = await change(NEW_PASSWORD, TEST_PASSWORD);
    expect(back.statusCode).toBe(400);
    expect(back.body.resultStatus.messageText).toBe(PASSWORD_MESSAGES.sameAsPrevious);
    expect((await change(NEW_PASSWORD, 'Third123!')).statusCode).toBe(200);
    expect((await change('Third123!', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('phone login (desktop /login variant)', () => {
  it('a confirmed LOGIN number opens a new session of the one account with that phone', async () => {
    const u = await makeUser();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'LOGIN', channel: 'PHONE', telNo: u.telNo },
      u.telNo,
    );
    const res = await post(t.app, '/v1/ebmp/phoneLogin.json', { authToken });
    expect(res.statusCode).toBe(200);
    const data = loginUserDataSchema.parse(res.body.resultData);
    expect(data.userId).toBe(u.userId);
    expect(await alive(data.loginUserToken)).toBe(true);
    expect((await post(t.app, '/v1/ebmp/phoneLogin.json', { authToken })).statusCode).toBe(400);
  });

  it('sends nothing for a phone shared by two accounts or unknown, with the same reply', async () => {
    const a = await makeUser();
    await makeUser({ telNo: a.telNo });
    const shared = await post(t.app, '/v1/ebmp/pcs/user/sendAuthNumber.json', {
      purpose: 'LOGIN',
      channel: 'PHONE',
      telNo: a.telNo,
    });
    expect(shared.statusCode).toBe(200);
    const rows = await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, a.telNo));
    expect(rows).toHaveLength(0);
    const wrong = await post(t.app, '/v1/ebmp/main/user/confirmAuthNumber.json', {
      authId: shared.body.resultData.authId,
      authNumber: '000000',
    });
    expect(wrong.statusCode).toBe(400);
  });
});
