import { ACCOUNT_MESSAGES, AUTH_CD } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, company, vendorInvitation } from '../src/db/schema/index';
import { confirmedAuthToken, call as post } from './helpers/auth-numbers';
import { ADDRESS_INPUT, createUser } from './helpers/factories';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
const t = setupTestApp(clock);
const PASSWORD = 'SignUp123!';

let phoneSeq = 50000000;
const newPhone = () => `010${++phoneSeq}`;

describe('sign-up and vendor application', () => {
  it('confirmId.json tells whether an ID is free', async () => {
    const u = await createUser(t.database.db);
    expect(
      (await post(t.app, '/v1/ebmp/confirmId.json', { userId: u.userId.toUpperCase() })).body.resultData,
    ).toEqual({ available: false });
    expect(
      (await post(t.app, '/v1/ebmp/confirmId.json', { userId: 'brand-new-id' })).body.resultData,
    ).toEqual({ available: true });
    expect((await post(t.app, '/v1/ebmp/confirmId.json', { userId: 'a' })).statusCode).toBe(400);
  });

  it('signs up in READY with a confirmed phone; the applicant sees the state at login', async () => {
    const telNo = newPhone();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'SIGN_UP', channel: 'PHONE', telNo },
      telNo,
    );
    const body = {
      userId: 'new-member',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      userNm: '김가입',
      email: 'member@mail.test',
      cmpyNm: '한빛전자',
      authToken,
      agreeTermsYn: 'Y',
      agreePrivacyYn: 'Y',
    };
    const res = await post(t.app, '/v1/ebmp/pcs/user/signUp.json', body);
    expect(res.statusCode).toBe(200);
    // The applicant is shown the state and what was applied for.
    expect(res.body.resultData).toEqual({
      regStat: 'READY',
      regStatNm: '등록신청',
      approvalId: expect.stringMatching(/^A\d{12}$/),
      userId: 'new-member',
      applyCmpyNm: '한빛전자',
      applyDt: '20261120',
    });
    // The company name is kept with the READY account for the operator who approves it (not only in the audit log).
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.userId, 'new-member'));
    expect(row).toMatchObject({
      unqUserId: res.body.resultData.approvalId,
      regStat: 'READY',
      authCd: '20',
      telNo,
      applyCmpyNm: '한빛전자',
      cmpyCd: null,
    });
    const login = await post(t.app, '/v1/ebmp/login.json', { userId: 'new-member', password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.accountReady);
    const wrong = await post(t.app, '/v1/ebmp/login.json', { userId: 'new-member', password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(401);
    // The number was spent; a taken ID is refused.
    expect(
      (await post(t.app, '/v1/ebmp/pcs/user/signUp.json', { ...body, userId: 'other-member' })).statusCode,
    ).toBe(400);
    const telNo2 = newPhone();
    const token2 = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'SIGN_UP', channel: 'PHONE', telNo: telNo2 },
      telNo2,
    );
    const taken = await post(t.app, '/v1/ebmp/pcs/user/signUp.json', { ...body, authToken: token2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.userIdTaken);
  });

  it('refuses a sign-up without consent, with a weak password or without a confirmed phone', async () => {
    const base = {
      userId: 'someone-new',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      userNm: '김가입',
      email: 'x@mail.test',
      cmpyNm: '회사',
      authToken: 'x'.repeat(43),
      agreeTermsYn: 'Y',
      agreePrivacyYn: 'Y',
    };
    expect(
      (await post(t.app, '/v1/ebmp/pcs/user/signUp.json', { ...base, agreePrivacyYn: 'N' })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(t.app, '/v1/ebmp/pcs/user/signUp.json', {
          ...base,
          password: 'short',
          passwordConfirm: 'short',
        })
      ).statusCode,
    ).toBe(400);
    const noAuth = await post(t.app, '/v1/ebmp/pcs/user/signUp.json', base);
    expect(noAuth.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authRequired);
  });

  it('a vendor application creates a READY vendor company and manager login', async () => {
    const { approvalId } = await newInvitation();
    const res = await post(t.app, '/v1/ebmp/pcs/user/vendorApply.json', {
      approvalId,
      cmpyNm: '좋은상품',
      corporateRegNo: '123-45-67890',
      managerNm: '박공급',
      managerTelNo: '010-1234-5678',
      managerEmail: 'vendor@mail.test',
      userId: 'good-vendor',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      agreePrivacyYn: 'Y',
    });
    expect(res.statusCode).toBe(200);
    const [cmpy] = await t.database.db
      .select()
      .from(company)
      .where(eq(company.cmpyCd, res.body.resultData.approvalId));
    expect(cmpy).toMatchObject({ regStat: 'READY', cmpyTypeCd: '03', corporateRegNo: '1234567890' });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.userId, 'good-vendor'));
    expect(user).toMatchObject({
      regStat: 'READY',
      authCd: '30',
      cmpyCd: cmpy?.cmpyCd,
      telNo: '01012345678',
    });
  });
});

const INVITE = '/v1/ebmp/pcs/user/vendorInvitation/create.json';
const CHECK = '/v1/ebmp/pcs/user/vendorInvitation.json';
const APPLY = '/v1/ebmp/pcs/user/vendorApply.json';
let adminToken: string | null = null;
async function newInvitation(body: Record<string, unknown> = {}) {
  if (!adminToken)
    adminToken = await loginAs(t.app, (await createUser(t.database.db, AUTH_CD.operatorManager)).userId);
  const res = await post(t.app, INVITE, body, adminToken);
  expect(res.statusCode).toBe(200);
  return res.body.resultData as {
    approvalId: string;
    cmpyNm: string | null;
    expiresDt: string;
    applyPath: string;
  };
}
let vendorSeq = 0;
const vendorBody = (approvalId: string) => ({
  approvalId,
  cmpyNm: '공급회사',
  corporateRegNo: '2208123456',
  managerNm: '이공급',
  managerTelNo: '01023456789',
  managerEmail: `v${++vendorSeq}@mail.test`,
  userId: `vendor-apply-${vendorSeq}`,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  agreePrivacyYn: 'Y',
});

describe('vendor invitations (/vendorApplyForm/{approvalId})', () => {
  it('operator admins create a link; the form checks it; it works once', async () => {
    const inv = await newInvitation({ cmpyNm: '초대상사', validDays: 7 });
    expect(inv.approvalId).toMatch(/^VA[\w-]{22}$/);
    expect(inv.applyPath).toBe(`/vendorApplyForm/${inv.approvalId}`);
    expect(inv.expiresDt).toBe('20261127');
    const check = await post(t.app, CHECK, { approvalId: inv.approvalId });
    expect(check.statusCode).toBe(200);
    expect(check.body.resultData).toEqual({
      approvalId: inv.approvalId,
      cmpyNm: '초대상사',
      expiresDt: '20261127',
    });

    expect((await post(t.app, APPLY, vendorBody(inv.approvalId))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(vendorInvitation)
      .where(eq(vendorInvitation.approvalId, inv.approvalId));
    expect(row?.usedAt).not.toBeNull();
    expect(row?.usedCmpyCd).toMatch(/^V\d+$/);

    // Used: the check and a second application are refused, and the second left nothing behind.
    const again = await post(t.app, CHECK, { approvalId: inv.approvalId });
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.vendorInvitationUsed);
    const second = vendorBody(inv.approvalId);
    const twice = await post(t.app, APPLY, second);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.vendorInvitationUsed);
    expect(await t.database.db.select().from(appUser).where(eq(appUser.userId, second.userId))).toEqual([]);
  });

  it('refuses an unknown, a malformed and an expired approvalId with a Korean reason', async () => {
    for (const url of [CHECK, APPLY]) {
      const unknown = await post(t.app, url, vendorBody('VAnot-an-invitation-at-all'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.vendorInvitationInvalid);
      const malformed = await post(t.app, url, vendorBody('../x'));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body.resultStatus.messageText).toContain(ACCOUNT_MESSAGES.vendorInvitationInvalid);
    }
    const missing = await post(t.app, APPLY, { ...vendorBody('x'), approvalId: undefined });
    expect(missing.statusCode).toBe(400);

    const inv = await newInvitation({ validDays: 1 });
    clock.advanceMinutes(24 * 60);
    try {
      const expired = await post(t.app, CHECK, { approvalId: inv.approvalId });
      expect(expired.statusCode).toBe(409);
      expect(expired.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.vendorInvitationExpired);
      expect((await post(t.app, APPLY, vendorBody(inv.approvalId))).statusCode).toBe(409);
    } finally {
      clock.advanceMinutes(-24 * 60);
    }
  });

  it('only operator admins (15, 99999) create invitations', async () => {
    for (const authCd of [AUTH_CD.operatorEmployee, AUTH_CD.clientManager, AUTH_CD.vendor]) {
      const token = await loginAs(t.app, (await createUser(t.database.db, authCd)).userId);
      expect((await post(t.app, INVITE, {}, token)).statusCode).toBe(403);
    }
    expect((await post(t.app, INVITE, {})).statusCode).toBe(401);
  });
});

describe('my page', () => {
  it('reads and updates the own account, and changes the phone with a confirmed number', async () => {
    const u = await createUser(t.database.db, AUTH_CD.clientEmployee, { email: 'me@mail.test' });
    const token = await loginAs(t.app, u.userId);
    const info = await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, token);
    expect(info.body.resultData).toMatchObject({
      userId: u.userId,
      email: 'me@mail.test',
      authNm: '고객사 직원',
      pwdChangedDt: expect.any(String),
    });
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/user/updateUserInfo.json',
          { userNm: '새이름', email: 'New@Mail.test' },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, token)).body.resultData).toMatchObject({
      userNm: '새이름',
      email: 'new@mail.test',
    });
    const telNo = newPhone();
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'TEL_NO', channel: 'PHONE', telNo },
      telNo,
      token,
    );
    expect((await post(t.app, '/v1/ebmp/pcs/user/updateTelNo.json', { authToken }, token)).statusCode).toBe(
      200,
    );
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, token)).body.resultData.telNo).toBe(telNo);
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {})).statusCode).toBe(401);
  });

  it('address book: add, list with one default, detail, update, delete - only the own rows', async () => {
    const u = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const token = await loginAs(t.app, u.userId);
    const otherToken = await loginAs(t.app, other.userId);
    const first = await post(t.app, '/v1/ebmp/pcs/user/addr/save.json', ADDRESS_INPUT, token);
    expect(first.statusCode).toBe(200);
    const second = await post(
      t.app,
      '/v1/ebmp/pcs/user/addr/save.json',
      { ...ADDRESS_INPUT, addrNm: '회사' },
      token,
    );
    const list = await post(t.app, '/v1/ebmp/pcs/user/addr/list.json', {}, token);
    expect(
      list.body.resultData.addrList.map((a: { addrNm: string; defaultYn: string }) => [
        a.addrNm,
        a.defaultYn,
      ]),
    ).toEqual([
      ['회사', 'Y'],
      ['집', 'N'],
    ]);
    expect(list.body.resultData.addrList[0].receiverTelNo).toBe('01022223333');
    const deleSn = first.body.resultData.deleSn as number;
    expect(
      (await post(t.app, '/v1/ebmp/pcs/user/addr/detail.json', { deleSn }, token)).body.resultData.addrNm,
    ).toBe('집');
    expect((await post(t.app, '/v1/ebmp/pcs/user/addr/detail.json', { deleSn }, otherToken)).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/user/addr/save.json',
          { ...ADDRESS_INPUT, deleSn, addrNm: '남의집' },
          otherToken,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(t.app, '/v1/ebmp/pcs/user/addr/delete.json', { deleSn }, otherToken)).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/user/addr/save.json',
          { ...ADDRESS_INPUT, deleSn, addrNm: '본가', defaultYn: 'N' },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/v1/ebmp/pcs/user/addr/detail.json', { deleSn }, token)).body.resultData.addrNm,
    ).toBe('본가');
    expect(
      (
        await post(
          t.app,
          '/v1/ebmp/pcs/user/addr/delete.json',
          { deleSn: second.body.resultData.deleSn },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/v1/ebmp/pcs/user/addr/list.json', {}, token)).body.resultData.addrList,
    ).toHaveLength(1);
    const bad = await post(
      t.app,
      '/v1/ebmp/pcs/user/addr/save.json',
      { ...ADDRESS_INPUT, zipCd: '123' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.resultStatus.messageText).toContain('우편번호');
  });
});
