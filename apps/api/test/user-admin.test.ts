import { API_PATH, LANGUAGE_MESSAGES, PASSWORD_MESSAGES, USER_ADMIN_MESSAGES } from '@pcs/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import {
  approvalHistory,
  appUser,
  auditLog,
  companyGroup,
  messageOutbox,
  personalDataAccessLog,
} from '../src/db/schema/index';
import { call, confirmedAuthToken } from './helpers/auth-numbers';
import { createCompany, createUser, TEST_PASSWORD } from './helpers/factories';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import { readWorkbook, USER_HEADERS, userRow, xlsxOf } from './helpers/xlsx';

const M = '/v1/ebmp/pcs/manage/user';
const t = setupTestApp();
let own: string;
let other: string;
let adminToken: string;
let clientToken: string;
let employee: { unqUserId: string; userId: string };
let otherEmployee: { unqUserId: string; userId: string };

/** The newest outbox row for a recipient: its stored body and its secret, as the transport would see them. */
const lastMessage = async (recipient: string) =>
  (
    await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, recipient))
      .orderBy(desc(messageOutbox.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  own = (await createCompany(t.database.db, { cmpyNm: '우리회사' })).cmpyCd;
  other = (await createCompany(t.database.db, { cmpyNm: '남의회사' })).cmpyCd;
  await t.database.db.insert(companyGroup).values([
    { cmpyCd: own, grupCd: 'D1', grupNm: '본부' },
    { cmpyCd: own, grupCd: 'T1', grupNm: '팀', parentGrupCd: 'D1' },
  ]);
  employee = await createUser(t.database.db, '20', {
    cmpyCd: own,
    grupCd: 'T1',
    userNm: '김철수',
    telNo: '01020000001',
    email: 'chulsoo@our.example',
  });
  otherEmployee = await createUser(t.database.db, '20', {
    cmpyCd: other,
    userNm: '이영희',
    telNo: '01020000002',
  });
  await createUser(t.database.db, '30', { cmpyCd: own, userNm: '공급자' });
  adminToken = await loginAs(t.app, (await createUser(t.database.db, '99999')).userId);
  clientToken = await loginAs(t.app, (await createUser(t.database.db, '25', { cmpyCd: own })).userId);
});

describe('user list (/user/list, /user/clientManage/list)', () => {
  it('shows operators every company, names and phones masked; the read is recorded', async () => {
    const res = await call(t.app, `${M}/list.json`, { searchText: '철수' }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData.list).toEqual([
      expect.objectContaining({
        unqUserId: employee.unqUserId,
        userNm: '김*수',
        telNo: '010-2000-****',
        email: 'ch****o@our.example',
        cmpyNm: '우리회사',
        grupNm: '팀',
        regStatNm: '승인(등록완료)',
        applicationType: null,
      }),
    ]);
    const byPhone = await call(t.app, `${M}/list.json`, { searchText: '2000-0002' }, adminToken);
    expect(byPhone.body.resultData.list.map((u: { unqUserId: string }) => u.unqUserId)).toEqual([
      otherEmployee.unqUserId,
    ]);
    const logs = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, 'USER_LIST'));
    expect(logs.map((l) => [l.action, l.rowCount])).toEqual([
      ['READ', 1],
      ['READ', 1],
    ]);
  });

  it('shows a client manager their own company and roles 20/25 only, names in full', async () => {
    const res = await call(t.app, `${M}/list.json`, { pageSize: 100 }, clientToken);
    const rows = res.body.resultData.list as { cmpyCd: string; authCd: string; userNm: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cmpyCd === own && (r.authCd === '20' || r.authCd === '25'))).toBe(true);
    expect(rows.map((r) => r.userNm)).toContain('김철수');
    const foreign = await call(t.app, `${M}/list.json`, { cmpyCdList: [other] }, clientToken);
    expect(foreign.statusCode).toBe(403);
  });

  it('filters by group with its sub-groups, by role and by sign status', async () => {
    const byGroup = await call(t.app, `${M}/list.json`, { cmpyCdList: [own], grupCd: 'D1' }, adminToken);
    expect(byGroup.body.resultData.list.map((u: { unqUserId: string }) => u.unqUserId)).toEqual([
      employee.unqUserId,
    ]);
    const twoCompanies = await call(
      t.app,
      `${M}/list.json`,
      { cmpyCdList: [own, other], grupCd: 'D1' },
      adminToken,
    );
    expect(twoCompanies.body.resultStatus.messageText).toBe(
      '그룹으로 조회하려면 회사를 하나만 선택해주세요.',
    );
    const vendors = await call(t.app, `${M}/list.json`, { cmpyCdList: [own], authCd: '30' }, adminToken);
    expect(vendors.body.resultData.totalCount).toBe(1);
    const ready = await call(t.app, `${M}/list.json`, { cmpyCdList: [own], signStatCd: '02' }, adminToken);
    expect(ready.body.resultData.totalCount).toBe(0);
  });

  it('downloads the list as xlsx with a reason', async () => {
    const res = await post(
      t.app,
      `${M}/excel.json`,
      { requestType: 'EXPORT', downloadReason: '인사 명단 확인', cmpyCdList: [own] },
      clientToken,
    );
    expect(res.statusCode).toBe(200);
    const sheet = (await readWorkbook(res.raw)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['아이디', '이름', '권한']);
    const [log] = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(eq(personalDataAccessLog.action, 'DOWNLOAD'), eq(personalDataAccessLog.target, 'USER_LIST')),
      );
    expect(log).toMatchObject({ reason: '인사 명단 확인', cmpyCd: own, rowCount: sheet.rowCount - 1 });
  });
});

describe('user detail and edit', () => {
  it('shows the account in full and records the read', async () => {
    const res = await call(t.app, `${M}/detail.json`, { unqUserId: employee.unqUserId }, clientToken);
    expect(res.body.resultData).toMatchObject({
      userNm: '김철수',
      telNo: '01020000001',
      email: 'chulsoo@our.example',
    });
    const logs = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.targetId, employee.unqUserId));
    expect(logs.map((l) => l.action)).toEqual(['DETAIL']);
  });

  it('lets a client manager edit their employee but never another company’s, which stays as it was', async () => {
    const body = { userNm: '김철순', authCd: '25', grupCd: 'D1', telNo: '010-2000-0001', email: null };
    const res = await call(
      t.app,
      `${M}/update.json`,
      { unqUserId: employee.unqUserId, ...body },
      clientToken,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, employee.unqUserId));
    expect(row).toMatchObject({ userNm: '김철순', authCd: '25', grupCd: 'D1', cmpyCd: own });
    const moveAway = await call(
      t.app,
      `${M}/update.json`,
      { unqUserId: employee.unqUserId, ...body, cmpyCd: other },
      clientToken,
    );
    expect(moveAway.statusCode).toBe(403);
    const foreign = await call(
      t.app,
      `${M}/update.json`,
      { unqUserId: otherEmployee.unqUserId, ...body },
      clientToken,
    );
    expect(foreign.statusCode).toBe(403);
    const [untouched] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.unqUserId, otherEmployee.unqUserId));
    expect(untouched).toMatchObject({ userNm: '이영희', cmpyCd: other, authCd: '20' });
    const unknownGroup = await call(
      t.app,
      `${M}/update.json`,
      { unqUserId: employee.unqUserId, ...body, grupCd: 'NOPE' },
      clientToken,
    );
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.body.resultStatus.messageText).toBe(USER_ADMIN_MESSAGES.groupNotFound);
  });
});

describe("선호 언어 (preferredLanguage): the form, the detail, and the person's own my-page call", () => {
  const languageOf = async (unqUserId: string) =>
    (
      await t.database.db
        .select({ lang: appUser.preferredLanguage })
        .from(appUser)
        .where(eq(appUser.unqUserId, unqUserId))
    )[0]?.lang;

  it('saves a matched tag on create, shows it in the detail, keeps it when left out and clears it with null', async () => {
    const created = await call(
      t.app,
      `${M}/create.json`,
      {
        userId: 'lang.hire',
        userNm: '응우옌',
        authCd: '20',
        cmpyCd: own,
        telNo: '010-3100-0001',
        preferredLanguage: 'vi-VN',
      },
      adminToken,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const { unqUserId } = created.body.resultData as { unqUserId: string };
    expect(await languageOf(unqUserId)).toBe('vi');
    const detail = await call(t.app, `${M}/detail.json`, { unqUserId }, clientToken);
    expect(detail.body.resultData.preferredLanguage).toBe('vi');

    const body = { unqUserId, userNm: '응우옌', authCd: '20', telNo: '010-3100-0001' };
    expect((await call(t.app, `${M}/update.json`, body, clientToken)).statusCode).toBe(200);
    expect(await languageOf(unqUserId)).toBe('vi');
    const zh = await call(t.app, `${M}/update.json`, { ...body, preferredLanguage: 'zh-CN' }, clientToken);
    expect(zh.statusCode).toBe(200);
    expect(await languageOf(unqUserId)).toBe('zh-Hans');
    expect(
      (await call(t.app, `${M}/update.json`, { ...body, preferredLanguage: null }, clientToken)).statusCode,
    ).toBe(200);
    expect(await languageOf(unqUserId)).toBeNull();
    const detailAfter = await call(t.app, `${M}/detail.json`, { unqUserId }, clientToken);
    expect(detailAfter.body.resultData.preferredLanguage).toBeNull();
  });

  it('refuses a language the journey is not in, and saves nothing', async () => {
    const res = await call(
      t.app,
      `${M}/update.json`,
      {
        unqUserId: otherEmployee.unqUserId,
        userNm: '이영희',
        authCd: '20',
        telNo: '010-2000-0002',
        preferredLanguage: 'fr',
      },
      adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toContain(LANGUAGE_MESSAGES.unsupported);
    expect(await languageOf(otherEmployee.unqUserId)).toBeNull();
  });

  it('lets the signed-in person set their own language only; audited, and the login data carries it', async () => {
    const me = await createUser(t.database.db, '20', { cmpyCd: own, telNo: '01031000002' });
    const token = await loginAs(t.app, me.userId);
    const before = await call(t.app, '/v1/ebmp/login.json', { userId: me.userId, password: TEST_PASSWORD });
    expect(before.body.resultData.preferredLanguage).toBeNull();

    const res = await call(t.app, API_PATH.myPageLanguage, { preferredLanguage: 'km' }, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(res.body.resultStatus.messageCode).toBe('2000');
    expect(res.body.resultData).toBeNull();
    expect(await languageOf(me.unqUserId)).toBe('km');
    // The body names no one: a unqUserId sent along changes nothing of anyone else's.
    const sneaky = await call(
      t.app,
      API_PATH.myPageLanguage,
      { preferredLanguage: 'ne', unqUserId: otherEmployee.unqUserId },
      token,
    );
    expect(sneaky.statusCode).toBe(200);
    expect(await languageOf(me.unqUserId)).toBe('ne');
    expect(await languageOf(otherEmployee.unqUserId)).toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, me.unqUserId), eq(auditLog.action, 'MY_LANGUAGE_UPDATE')));
    expect(audits.map((a) => a.target)).toEqual([me.unqUserId, me.unqUserId]);

    const login = await call(t.app, '/v1/ebmp/login.json', { userId: me.userId, password: TEST_PASSWORD });
    expect(login.body.resultData.preferredLanguage).toBe('ne');
    const info = await call(t.app, API_PATH.myInfo, {}, token);
    expect(info.body.resultData.preferredLanguage).toBe('ne');

    const bad = await call(t.app, API_PATH.myPageLanguage, { preferredLanguage: 'xx' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.resultStatus.messageText).toContain(LANGUAGE_MESSAGES.unsupported);
    expect((await call(t.app, API_PATH.myPageLanguage, { preferredLanguage: null }, token)).statusCode).toBe(
      200,
    );
    expect(await languageOf(me.unqUserId)).toBeNull();
    expect((await call(t.app, API_PATH.myPageLanguage, { preferredLanguage: 'vi' })).statusCode).toBe(401);
  });
});

describe('create, reset password, lock', () => {
  it('creates an account whose temporary password travels only as an outbox secret; first login forced', async () => {
    const res = await call(
      t.app,
      `${M}/create.json`,
      { userId: 'new.hire', userNm: '신입', authCd: '20', cmpyCd: own, grupCd: 'T1', telNo: '010-3000-0001' },
      adminToken,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/비밀번호는 [^{]/);
    const message = await lastMessage('01030000001');
    // The text says where to sign in: the login link of the configured public address.
    expect(message?.body).toBe(
      '[PCS] new.hire 계정의 임시 비밀번호는 {{secret}} 입니다. 로그인 후 비밀번호를 변경해주세요.\n로그인: http://localhost:3000/checkDevice',
    );
    expect(message?.secret).toMatch(/^\S{12}$/);
    const login = await call(t.app, '/v1/ebmp/login.json', { userId: 'new.hire', password: message?.secret });
    expect(login.statusCode).toBe(200);
    expect(login.body.resultData.firstLoginYn).toBe('Y');
    const taken = await call(
      t.app,
      `${M}/create.json`,
      { userId: 'NEW.HIRE', userNm: '신입', authCd: '20', cmpyCd: own, telNo: '010-3000-0002' },
      adminToken,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.body.resultStatus.messageText).toBe('이미 사용 중인 아이디입니다.');
  });

  it('refuses roles above the caller and client roles without a company', async () => {
    const manager = await loginAs(t.app, (await createUser(t.database.db, '15')).userId);
    const above = await call(
      t.app,
      `${M}/create.json`,
      { userId: 'boss.new', userNm: '대표', authCd: '99999', telNo: '010-3000-0003' },
      manager,
    );
    expect(above.statusCode).toBe(403);
    expect(above.body.resultStatus.messageText).toBe('지정할 수 없는 권한입니다.');
    const noCompany = await call(
      t.app,
      `${M}/create.json`,
      { userId: 'lost.one', userNm: '소속없음', authCd: '20', telNo: '010-3000-0004' },
      adminToken,
    );
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.body.resultStatus.messageText).toBe('회사를 선택해주세요.');
  });

  it('resets a password: a new secret, every session ended, first login forced, the reply masked', async () => {
    const user = await createUser(t.database.db, '20', { cmpyCd: own, telNo: '01030000009' });
    const session = await loginAs(t.app, user.userId);
    const res = await call(t.app, `${M}/resetPassword.json`, { unqUserId: user.unqUserId }, clientToken);
    expect(res.body.resultData).toEqual({
      unqUserId: user.unqUserId,
      channel: 'SMS',
      sentTo: '010-3000-****',
    });
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, session)).statusCode).toBe(401);
    const secret = (await lastMessage('01030000009'))?.secret;
    const login = await call(t.app, '/v1/ebmp/login.json', { userId: user.userId, password: secret });
    expect(login.body.resultData.firstLoginYn).toBe('Y');
  });

  it("sends a temporary password in the owner's language by SMS; a Korean owner's text stays as it was", async () => {
    const created = await call(
      t.app,
      `${M}/create.json`,
      {
        userId: 'nva.hire',
        userNm: 'Nguyen Van An',
        authCd: '20',
        cmpyCd: own,
        telNo: '010-3000-0021',
        preferredLanguage: 'vi',
      },
      adminToken,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    expect(await lastMessage('01030000021')).toMatchObject({
      channel: 'SMS',
      body: '[PCS] Mật khẩu tạm thời của tài khoản nva.hire là {{secret}}. Vui lòng đổi mật khẩu sau khi đăng nhập.\nĐăng nhập: http://localhost:3000/checkDevice',
    });
    // A reset reads the owner's language from the account.
    const vi = await createUser(t.database.db, '20', {
      cmpyCd: own,
      telNo: '01030000022',
      preferredLanguage: 'vi',
    });
    const ko = await createUser(t.database.db, '20', { cmpyCd: own, telNo: '01030000023' });
    for (const user of [vi, ko])
      expect(
        (await call(t.app, `${M}/resetPassword.json`, { unqUserId: user.unqUserId }, clientToken)).statusCode,
      ).toBe(200);
    const toVi = await lastMessage('01030000022');
    expect(toVi).toMatchObject({ channel: 'SMS', templateCode: null });
    expect(toVi?.body).toBe(
      `[PCS] Mật khẩu tạm thời của tài khoản ${vi.userId} là {{secret}}. Vui lòng đổi mật khẩu sau khi đăng nhập.\nĐăng nhập: http://localhost:3000/checkDevice`,
    );
    expect(toVi?.secret).toMatch(/^\S{12}$/);
    expect((await lastMessage('01030000023'))?.body).toBe(
      `[PCS] ${ko.userId} 계정의 임시 비밀번호는 {{secret}} 입니다. 로그인 후 비밀번호를 변경해주세요.\n로그인: http://localhost:3000/checkDevice`,
    );
  });

  it("after a reset the first login may not set the owner's own password again", async () => {
    const user = await createUser(t.database.db, '20', { cmpyCd: own, telNo: '01030000019' });
    await call(t.app, `${M}/resetPassword.json`, { unqUserId: user.unqUserId }, clientToken);
    const secret = (await lastMessage('01030000019'))?.secret;
    const login = await call(t.app, '/v1/ebmp/login.json', { userId: user.userId, password: secret });
    const token = login.body.resultData.loginUserToken as string;
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo: '01030000019' },
      '01030000019',
      token,
    );
    const save = (newPassword: string) =>
      call(
        t.app,
        '/v1/ebmp/pcs/user/saveFirstLogin.json',
        { authToken, newPassword, newPasswordConfirm: newPassword },
        token,
      );
    const reuse = await save(TEST_PASSWORD);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body.resultStatus.messageText).toBe(PASSWORD_MESSAGES.sameAsPrevious);
    expect((await save('Fresh1234!x')).statusCode).toBe(200);
  });

  it('locks an account (sessions end, login refused) and unlocks it', async () => {
    const user = await createUser(t.database.db, '20', { cmpyCd: own });
    const session = await loginAs(t.app, user.userId);
    expect(
      (await call(t.app, `${M}/lock.json`, { unqUserId: user.unqUserId }, clientToken)).body.resultData,
    ).toEqual({
      unqUserId: user.unqUserId,
      lockYn: 'Y',
    });
    expect((await post(t.app, '/v1/ebmp/pcs/user/myInfo.json', {}, session)).statusCode).toBe(401);
    const refused = await call(t.app, '/v1/ebmp/login.json', { userId: user.userId, password: 'Test1234!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.resultStatus.messageText).toBe('잠긴 계정입니다. 관리자에게 문의해주세요.');
    const twice = await call(t.app, `${M}/lock.json`, { unqUserId: user.unqUserId }, adminToken);
    expect(twice.body.resultStatus.messageText).toBe('이미 잠긴 계정입니다.');
    await call(t.app, `${M}/unlock.json`, { unqUserId: user.unqUserId }, adminToken);
    await loginAs(t.app, user.userId);
    const notLocked = await call(t.app, `${M}/unlock.json`, { unqUserId: user.unqUserId }, adminToken);
    expect(notLocked.body.resultStatus.messageText).toBe('잠기지 않은 계정입니다.');
  });
});

describe('sign-up and vendor application approvals', () => {
  it('approves a sign-up into the company the operator picks, records it and tells the applicant', async () => {
    const applicant = await createUser(t.database.db, '20', {
      regStat: 'READY',
      applyCmpyNm: '우리 회사',
      telNo: '01040000001',
      email: 'apply@our.example',
    });
    const listed = await call(
      t.app,
      `${M}/list.json`,
      { signStatCd: '02', searchText: applicant.userId },
      adminToken,
    );
    expect(listed.body.resultData.list[0]).toMatchObject({
      applicationType: 'SIGN_UP',
      applyCmpyNm: '우리 회사',
    });
    const noCompany = await call(t.app, `${M}/approve.json`, { unqUserId: applicant.unqUserId }, adminToken);
    expect(noCompany.body.resultStatus.messageText).toBe('승인하려면 소속 회사를 선택해주세요.');
    const res = await call(
      t.app,
      `${M}/approve.json`,
      { unqUserId: applicant.unqUserId, cmpyCd: own, grupCd: 'T1' },
      adminToken,
    );
    expect(res.body.resultData).toEqual({
      unqUserId: applicant.unqUserId,
      regStat: 'ACCEPT',
      regStatNm: '승인(등록완료)',
    });
    const [row] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.unqUserId, applicant.unqUserId));
    expect(row).toMatchObject({ cmpyCd: own, grupCd: 'T1', regStat: 'ACCEPT' });
    await loginAs(t.app, applicant.userId);
    const [history] = await t.database.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.unqUserId, applicant.unqUserId));
    expect(history).toMatchObject({ kind: 'SIGN_UP', fromStat: 'READY', toStat: 'ACCEPT', cmpyCd: own });
    expect((await lastMessage('apply@our.example'))?.subject).toBe('[PCS] 가입 승인 안내');
    expect((await lastMessage('01040000001'))?.body).toBe(
      `[PCS] ${applicant.userId} 등록 신청이 승인되었습니다. 로그인하여 이용해주세요.`,
    );
  });

  it('rejects a sign-up with its reason; the applicant is told and cannot log in', async () => {
    const applicant = await createUser(t.database.db, '20', { regStat: 'READY', telNo: '01040000002' });
    const res = await call(
      t.app,
      `${M}/reject.json`,
      { unqUserId: applicant.unqUserId, reason: '재직 확인 불가' },
      adminToken,
    );
    expect(res.body.resultData.regStat).toBe('REJECT');
    const login = await call(t.app, '/v1/ebmp/login.json', {
      userId: applicant.userId,
      password: 'Test1234!',
    });
    expect(login.body.resultStatus.messageText).toBe('가입 신청이 반려되었습니다. 관리자에게 문의해주세요.');
    const again = await call(
      t.app,
      `${M}/reject.json`,
      { unqUserId: applicant.unqUserId, reason: '중복' },
      adminToken,
    );
    expect(again.statusCode).toBe(409);
  });

  it('approves a vendor application from its login: company, login and vendor record together', async () => {
    const vendorCompany = (await createCompany(t.database.db, { cmpyTypeCd: '03', regStat: 'READY' })).cmpyCd;
    const login = await createUser(t.database.db, '30', { cmpyCd: vendorCompany, regStat: 'READY' });
    const listed = await call(t.app, `${M}/list.json`, { cmpyCdList: [vendorCompany] }, adminToken);
    expect(listed.body.resultData.list[0].applicationType).toBe('VENDOR');
    const res = await call(t.app, `${M}/approve.json`, { unqUserId: login.unqUserId }, adminToken);
    expect(res.body.resultData.regStat).toBe('ACCEPT');
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, login.unqUserId));
    expect(row?.vendorSn).toBeGreaterThan(0);
    await loginAs(t.app, login.userId);
  });
});

describe('an imported employee signs in by phone and sets a password on the first-login form', () => {
  it('goes from the Excel row to a password of their own', async () => {
    const file = await xlsxOf([USER_HEADERS, userRow(1, { userId: 'phone.first', telNo: '01050000001' })]);
    const imported = await upload(t.app, `${M}/excelUpload.json?cmpyCd=${own}`, file, adminToken);
    expect(imported.statusCode, imported.body.resultStatus.messageText).toBe(200);
    const loginToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'LOGIN', channel: 'PHONE', telNo: '01050000001' },
      '01050000001',
    );
    const session = await call(t.app, '/v1/ebmp/phoneLogin.json', { authToken: loginToken });
    expect(session.body.resultData.firstLoginYn).toBe('Y');
    const token = session.body.resultData.loginUserToken as string;
    const authToken = await confirmedAuthToken(
      t.app,
      t.database.db,
      { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo: '01050000001' },
      '01050000001',
      token,
    );
    const saved = await call(
      t.app,
      '/v1/ebmp/pcs/user/saveFirstLogin.json',
      { authToken, newPassword: 'Mine1234!x', newPasswordConfirm: 'Mine1234!x' },
      token,
    );
    expect(saved.statusCode, saved.body.resultStatus.messageText).toBe(200);
    await loginAs(t.app, 'phone.first', 'Mine1234!x');
  });
});
