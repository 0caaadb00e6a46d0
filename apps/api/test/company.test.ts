import {
  APPROVAL_MESSAGES,
  COMPANY_MESSAGES,
  duplicateCorporateRegNoText,
  EXCEL_MESSAGES,
} from '@pcs/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import {
  approvalHistory,
  appUser,
  company,
  companyGroup,
  messageOutbox,
  personalDataAccessLog,
  storedFile,
  vendor,
} from '../src/db/schema/index';
import { call } from './helpers/auth-numbers';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';
import { readWorkbook } from './helpers/xlsx';

const M = '/v1/ebmp/pcs/manage/company';
const t = setupTestApp();
let admin: { unqUserId: string };
let token: string;
let clientToken: string;
let client: string;
let pending: string;

const form = (overrides: Record<string, unknown> = {}) => ({
  cmpyNm: '새회사(주)',
  cmpyTypeCd: '02',
  corporateRegNo: '555-55-55555',
  managerNm: '김담당',
  managerEmail: 'boss@new.example',
  managerTelNo: '010-5555-1234',
  cmpyMainTelNo: '02-555-5555',
  accountBankCd: '004',
  sabunUseYn: 'Y',
  ...overrides,
});

beforeAll(async () => {
  await seedReferenceData(t.database.db, t.storage);
  client = (
    await createCompany(t.database.db, {
      cmpyNm: '가나다상사',
      corporateRegNo: '1234567890',
      managerNm: '홍길동',
      managerTelNo: '01011112222',
      managerEmail: 'hong@gnd.example',
    })
  ).cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd: client, grupCd: 'G01', grupNm: '인사팀' });
  await createUser(t.database.db, '20', { cmpyCd: client, grupCd: 'G01' });
  pending = (
    await createCompany(t.database.db, {
      cmpyNm: '대기상사',
      regStat: 'READY',
      managerEmail: 'ready@wait.example',
      managerTelNo: '01033334444',
    })
  ).cmpyCd;
  // People of other companies, so a count that forgot its company would show.
  await createUser(t.database.db, '20', { cmpyCd: pending });
  await createCompany(t.database.db, { cmpyNm: '반려상사', regStat: 'REJECT', useYn: 'N' });
  const user = await createUser(t.database.db, '99999');
  admin = user;
  token = await loginAs(t.app, user.userId);
  const manager = await createUser(t.database.db, '25', { cmpyCd: client });
  clientToken = await loginAs(t.app, manager.userId);
});

describe('company list (/company/list)', () => {
  it('filters by name or code, registration status, use status and type; masks the manager', async () => {
    const byName = await call(t.app, `${M}/list.json`, { searchText: '가나다' }, token);
    expect(byName.statusCode).toBe(200);
    expect(byName.body.resultData.list).toEqual([
      expect.objectContaining({
        cmpyCd: client,
        cmpyNm: '가나다상사',
        managerNm: '홍*동',
        managerTelNo: '010-1111-****',
        regStat: null,
        regStatNm: '승인(등록완료)',
        userCount: 2,
        groupCount: 1,
        solCdList: ['1020'],
      }),
    ]);
    const ready = await call(t.app, `${M}/list.json`, { signStatCd: '02' }, token);
    expect(ready.body.resultData.list.map((r: { cmpyNm: string }) => r.cmpyNm)).toEqual(['대기상사']);
    expect(ready.body.resultData.list[0].regStatNm).toBe('등록신청');
    const rejected = await call(t.app, `${M}/list.json`, { signStatCd: '04', useYn: 'N' }, token);
    expect(rejected.body.resultData.list.map((r: { regStatNm: string }) => r.regStatNm)).toEqual(['반려']);
    const accepted = await call(t.app, `${M}/list.json`, { signStatCd: '03', useYn: '' }, token);
    expect(accepted.body.resultData.list.map((r: { cmpyNm: string }) => r.cmpyNm)).toContain('가나다상사');
    const vendors = await call(t.app, `${M}/list.json`, { cmpyTypeCd: '03' }, token);
    expect(vendors.body.resultData.totalCount).toBe(0);
  });

  it('filters by registration date (KST days), pages, clamps a page past the end and sorts', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const dated = await call(
      t.app,
      `${M}/list.json`,
      { frstRgstDtStart: today, frstRgstDtEnd: today },
      token,
    );
    expect(dated.body.resultData.totalCount).toBeGreaterThanOrEqual(3);
    const none = await call(t.app, `${M}/list.json`, { frstRgstDtEnd: '20000101' }, token);
    expect(none.body.resultData.totalCount).toBe(0);
    const page = await call(
      t.app,
      `${M}/list.json`,
      { pageSize: 2, page: 99, sortField: 'cmpyNm', sortOrder: 'asc' },
      token,
    );
    const total = page.body.resultData.totalCount as number;
    expect(page.body.resultData.page).toBe(Math.ceil(total / 2) - 1);
    const all = await call(
      t.app,
      `${M}/list.json`,
      { pageSize: 100, sortField: 'cmpyNm', sortOrder: 'asc' },
      token,
    );
    const names = all.body.resultData.list.map((r: { cmpyNm: string }) => r.cmpyNm);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('downloads the filtered list as xlsx with Korean headers, recording who and why', async () => {
    const missing = await post(t.app, `${M}/excel.json`, { requestType: 'EXPORT' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.resultStatus.messageText).toContain(EXCEL_MESSAGES.downloadReasonRequired);
    const res = await post(
      t.app,
      `${M}/excel.json`,
      { requestType: 'EXPORT', downloadReason: '분기 정산 확인', searchText: '가나다' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('회사목록_'));
    const sheet = (await readWorkbook(res.raw)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      '회사코드',
      '회사명',
      '회사유형',
      '사업자등록번호',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual([
      client,
      '가나다상사',
      '고객사',
      '123-45-67890',
    ]);
    expect(sheet.rowCount).toBe(2);
    const [log] = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(eq(personalDataAccessLog.action, 'DOWNLOAD'), eq(personalDataAccessLog.target, 'COMPANY_LIST')),
      );
    expect(log).toMatchObject({ actorUnqUserId: admin.unqUserId, rowCount: 1, reason: '분기 정산 확인' });
  });
});

describe('company detail', () => {
  it('shows every §3 field in full with solutions, groups and user counts, and records the read', async () => {
    const res = await call(t.app, `${M}/detail.json`, { cmpyCd: client }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toMatchObject({
      cmpyCd: client,
      corporateRegNo: '1234567890',
      managerNm: '홍길동',
      managerTelNo: '01011112222',
      managerEmail: 'hong@gnd.example',
      sabunUseYn: 'N',
      regStatNm: '승인(등록완료)',
      solutions: [{ solCd: '1020', solNm: 'PCS' }],
      groups: [{ grupCd: 'G01', grupNm: '인사팀', memberCount: 1 }],
      userCounts: { total: 2, ready: 0 },
    });
    const logs = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(eq(personalDataAccessLog.target, 'COMPANY_DETAIL'), eq(personalDataAccessLog.targetId, client)),
      );
    expect(logs).toHaveLength(1);
  });
});

describe('company create and edit (/company/save)', () => {
  it('registers a company with the next code of its type, digits only, approved', async () => {
    const res = await call(t.app, `${M}/create.json`, form(), token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const cmpyCd = res.body.resultData.cmpyCd as string;
    expect(cmpyCd).toMatch(/^CLI\d{3}$/);
    const [row] = await t.database.db.select().from(company).where(eq(company.cmpyCd, cmpyCd));
    expect(row).toMatchObject({
      corporateRegNo: '5555555555',
      managerTelNo: '01055551234',
      cmpyMainTelNo: '025555555',
      regStat: 'ACCEPT',
    });
  });

  it('refuses a corporate number another company has, naming that company', async () => {
    const res = await call(t.app, `${M}/create.json`, form({ corporateRegNo: '1234567890' }), token);
    expect(res.statusCode).toBe(409);
    expect(res.body.resultStatus.messageText).toBe(duplicateCorporateRegNoText('가나다상사', client));
    expect(res.body.resultStatus.messageText).toBe(
      `이미 등록된 사업자등록번호입니다. (가나다상사, ${client})`,
    );
  });

  it('refuses the operator type, the ALL bank, bad numbers and e-mails with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cmpyTypeCd: '01' }, '선택할 수 없는 회사 유형입니다.'],
      [{ accountBankCd: 'ALL' }, '선택할 수 없는 은행입니다.'],
      [{ corporateRegNo: '123-45-678' }, '사업자등록번호 10자리를 입력해주세요.'],
      [{ managerTelNo: '010-123-456' }, '담당자 휴대폰 번호 11자리를 입력해주세요.'],
      [{ managerEmail: 'boss.example' }, COMPANY_MESSAGES.emailInvalid],
      [{ cmpyMainTelNo: '12345' }, '전화번호를 정확히 입력해주세요.'],
      [{ cmpyNm: ' ' }, '회사명을 입력해주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(
        t.app,
        `${M}/create.json`,
        form({ corporateRegNo: '9999999999', ...overrides }),
        token,
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.body.resultStatus.messageText).toContain(message);
    }
  });

  it('edits a company, keeping its own corporate number and refusing another one', async () => {
    const ok = await call(
      t.app,
      `${M}/update.json`,
      {
        cmpyCd: client,
        ...form({ cmpyNm: '가나다상사', corporateRegNo: '1234567890', managerNm: '홍길순' }),
      },
      token,
    );
    expect(ok.statusCode, ok.body.resultStatus.messageText).toBe(200);
    const [row] = await t.database.db.select().from(company).where(eq(company.cmpyCd, client));
    expect(row?.managerNm).toBe('홍길순');
    const taken = await call(t.app, `${M}/update.json`, { cmpyCd: client, ...form() }, token);
    expect(taken.statusCode).toBe(409);
    const missing = await call(t.app, `${M}/update.json`, { cmpyCd: 'NOPE', ...form() }, token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.resultStatus.messageText).toBe('회사 정보를 찾을 수 없습니다.');
  });

  it('keeps a CI image only when it is an uploaded public image, and shows it on the detail', async () => {
    const file = (fileId: string, extra: Partial<typeof storedFile.$inferInsert> = {}) => ({
      fileId,
      originalName: `${fileId}.png`,
      contentType: 'image/png',
      byteSize: 10,
      storageKey: `test/${fileId}`,
      ...extra,
    });
    await t.database.db
      .insert(storedFile)
      .values([
        file('77000000000001'),
        file('77000000000002', { ownerUnqUserId: admin.unqUserId }),
        file('77000000000003', { contentType: 'application/pdf' }),
      ]);
    const edit = (ciFileId: unknown) =>
      call(
        t.app,
        `${M}/update.json`,
        { cmpyCd: client, ...form({ cmpyNm: '가나다상사', corporateRegNo: '1234567890', ciFileId }) },
        token,
      );
    for (const refused of ['77000000000002', '77000000000003', '99999999999999', '../etc']) {
      const res = await edit(refused);
      expect(res.statusCode, refused).toBe(400);
      // The malformed id is the schema's refusal, which names the field.
      expect(res.body.resultStatus.messageText.replace(' (ciFileId)', '')).toBe(
        'CI 이미지를 다시 등록해주세요.',
      );
    }
    expect((await edit('77000000000001')).statusCode).toBe(200);
    const detail = await call(t.app, `${M}/detail.json`, { cmpyCd: client }, token);
    expect(detail.body.resultData.ciFileId).toBe('77000000000001');
    expect((await edit(null)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(company).where(eq(company.cmpyCd, client));
    expect(row?.ciFileId).toBeNull();
  });
});

describe('company approvals', () => {
  it('approves a request in READY once, records it and tells the manager by mail and SMS', async () => {
    const res = await call(t.app, `${M}/approve.json`, { cmpyCd: pending }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual({ cmpyCd: pending, regStat: 'ACCEPT', regStatNm: '승인(등록완료)' });
    const again = await call(t.app, `${M}/approve.json`, { cmpyCd: pending }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('이미 처리된 신청입니다.');
    const history = await t.database.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.cmpyCd, pending));
    expect(history.map((h) => [h.kind, h.fromStat, h.toStat, h.decidedBy])).toEqual([
      ['COMPANY', 'READY', 'ACCEPT', admin.unqUserId],
    ]);
    const sent = await t.database.db.select().from(messageOutbox);
    const toManager = sent.filter(
      (m) => m.recipient === 'ready@wait.example' || m.recipient === '01033334444',
    );
    expect(toManager.map((m) => m.channel).sort()).toEqual(['MAIL', 'SMS']);
    expect(toManager[0]?.body).toBe('[PCS] 대기상사 등록 신청이 승인되었습니다. 로그인하여 이용해주세요.');
    const detail = await call(t.app, `${M}/detail.json`, { cmpyCd: pending }, token);
    expect(detail.body.resultData.approvals).toEqual([
      expect.objectContaining({
        fromStat: 'READY',
        toStat: 'ACCEPT',
        toStatNm: '승인(등록완료)',
        reason: null,
      }),
    ]);
  });

  it('needs a reason to reject, then tells it', async () => {
    const cmpyCd = (await createCompany(t.database.db, { regStat: 'READY', managerTelNo: '01077778888' }))
      .cmpyCd;
    const noReason = await call(t.app, `${M}/reject.json`, { cmpyCd, reason: '  ' }, token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.resultStatus.messageText).toContain(APPROVAL_MESSAGES.reasonRequired);
    const res = await call(t.app, `${M}/reject.json`, { cmpyCd, reason: '사업자등록증 확인 불가' }, token);
    expect(res.body.resultData.regStat).toBe('REJECT');
    const [sms] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, '01077778888'));
    expect(sms?.body).toContain('반려되었습니다. 사유: 사업자등록증 확인 불가');
  });

  it('lets only one of two operators deciding at once succeed', async () => {
    const cmpyCd = (await createCompany(t.database.db, { regStat: 'READY' })).cmpyCd;
    const other = await createUser(t.database.db, '15');
    const otherToken = await loginAs(t.app, other.userId);
    const results = await Promise.all([
      post(t.app, `${M}/approve.json`, { cmpyCd }, token),
      post(t.app, `${M}/reject.json`, { cmpyCd, reason: '중복' }, otherToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await t.database.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.cmpyCd, cmpyCd));
    expect(history).toHaveLength(1);
  });

  it('approves a vendor application: the company, its waiting login and a vendor record together', async () => {
    const cmpyCd = (
      await createCompany(t.database.db, { cmpyTypeCd: '03', cmpyNm: '신규공급', regStat: 'READY' })
    ).cmpyCd;
    const login = await createUser(t.database.db, '30', { cmpyCd, regStat: 'READY' });
    const res = await call(t.app, `${M}/approve.json`, { cmpyCd }, token);
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.unqUserId, login.unqUserId));
    const [record] = await t.database.db.select().from(vendor).where(eq(vendor.cmpyCd, cmpyCd));
    expect(record).toMatchObject({ vendorNm: '신규공급', regStat: 'ACCEPT' });
    expect(user).toMatchObject({ regStat: 'ACCEPT', vendorSn: record?.vendorSn });
    const [history] = await t.database.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.cmpyCd, cmpyCd));
    expect(history).toMatchObject({ kind: 'VENDOR', unqUserId: login.unqUserId });
  });
});

describe('another solution (/company/saveForAnotherSol)', () => {
  it('registers the same company record for another solution once', async () => {
    const res = await call(t.app, `${M}/saveForAnotherSol.json`, { cmpyCd: client, solCd: '1010' }, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(res.body.resultData).toEqual({ cmpyCd: client, solCdList: ['1020', '1010'] });
    const again = await call(t.app, `${M}/saveForAnotherSol.json`, { cmpyCd: client, solCd: '1010' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe('이미 해당 솔루션을 사용 중인 회사입니다.');
    const unknown = await call(
      t.app,
      `${M}/saveForAnotherSol.json`,
      { cmpyCd: client, solCd: '7777' },
      token,
    );
    expect(unknown.body.resultStatus.messageText).toBe('등록할 수 없는 솔루션입니다.');
    const list = await call(t.app, `${M}/list.json`, { searchText: client }, token);
    expect(list.body.resultData.list[0].solCdList).toEqual(['1020', '1010']);
  });
});

describe('company multi-select (spec §5/§7)', () => {
  it('lists { cmpyCd, cmpyNm } for requestType EXPORT and the search, all companies for operators', async () => {
    const res = await call(
      t.app,
      '/v1/ebmp/pcs/drop-down/companyList.json',
      { requestType: 'EXPORT', searchText: '상사' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual(
      expect.arrayContaining([
        { cmpyCd: client, cmpyNm: '가나다상사' },
        { cmpyCd: pending, cmpyNm: '대기상사' },
      ]),
    );
    const noType = await post(
      t.app,
      '/v1/ebmp/pcs/drop-down/companyList.json',
      { searchText: '상사' },
      token,
    );
    expect(noType.statusCode).toBe(400);
  });

  it('gives a client manager their own company only', async () => {
    const res = await call(
      t.app,
      '/v1/ebmp/pcs/drop-down/companyList.json',
      { requestType: 'EXPORT' },
      clientToken,
    );
    expect(res.body.resultData).toEqual([{ cmpyCd: client, cmpyNm: '가나다상사' }]);
  });
});
