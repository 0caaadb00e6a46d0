import { randomBytes } from 'node:crypto';
import {
  badHeadersText,
  EXCEL_MESSAGES,
  importErrorsText,
  LANGUAGE_MESSAGES,
  LIFE_EVENT_MESSAGES,
  USER_IMPORT_COLUMNS,
} from '@pcs/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUser,
  companyGroup,
  messageOutbox,
  personalDataAccessLog,
  userLifeEvent,
} from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import {
  dateCell,
  LIFE_EVENT_HEADERS,
  macroWorkbook,
  readWorkbook,
  smuggledMacroWorkbook,
  USER_HEADERS,
  userRow,
  wordDocument,
  workbookOf,
  xlsxOf,
  zipOf,
} from './helpers/xlsx';

const UPLOAD = '/v1/ebmp/pcs/manage/user/excelUpload.json';
const GROUP_UPLOAD = '/v1/ebmp/pcs/manage/group/excelUpload.json';
const TEMPLATE = '/v1/ebmp/pcs/manage/user/excelTemplate.json';
const GROUP_TEMPLATE = '/v1/ebmp/pcs/manage/group/excelTemplate.json';

const t = setupTestApp();
let cmpyCd: string;
let token: string;

const lifeEventsOf = (unqUserIds: string[]) =>
  t.database.db.select().from(userLifeEvent).where(inArray(userLifeEvent.unqUserId, unqUserIds));
const usersOf = async (code: string) =>
  (await t.database.db.select({ n: count() }).from(appUser).where(eq(appUser.cmpyCd, code)))[0]!.n;

beforeAll(async () => {
  const company = await createCompany(t.database.db, { cmpyNm: '엑셀상사' });
  cmpyCd = company.cmpyCd;
  await t.database.db.insert(companyGroup).values({ cmpyCd, grupCd: 'G01', grupNm: '영업팀' });
  const admin = await createUser(t.database.db, '99999');
  token = await loginAs(t.app, admin.userId);
});

describe('Excel import of employees: refusals (nothing imported, a clear message)', () => {
  const refused = async (file: Buffer, message: string) => {
    const before = await usersOf(cmpyCd);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(message);
    expect(await usersOf(cmpyCd)).toBe(before);
  };

  it('refuses what is not an xlsx by its content, whatever its name', async () => {
    await refused(Buffer.from('아이디,이름\nhong,홍길동\n'), '엑셀(xlsx) 파일만 업로드할 수 있습니다.');
    await refused(wordDocument(), EXCEL_MESSAGES.notXlsx);
    // An old .xls / encrypted workbook: an OLE compound file, not a zip.
    await refused(
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(600)]),
      EXCEL_MESSAGES.notXlsx,
    );
    await refused(zipOf([{ name: 'a.txt', data: 'x' }]), EXCEL_MESSAGES.notXlsx);
  });

  it('refuses a macro-enabled workbook, also under an xlsx name', async () => {
    await refused(macroWorkbook(), '매크로가 포함된 엑셀 파일은 업로드할 수 없습니다.');
    await refused(smuggledMacroWorkbook(), EXCEL_MESSAGES.macroEnabled);
  });

  it('refuses a zip that declares more unpacked bytes than will ever be read (a zip bomb)', async () => {
    const bomb = smuggledMacroWorkbook();
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x20000000, central + 24);
    await refused(bomb, '엑셀 파일의 내용이 너무 큽니다. 파일을 나누어 업로드해주세요.');
  });

  it('refuses a file over 20 MB while it streams in', async () => {
    await refused(Buffer.alloc(20 * 1024 * 1024 + 1, 1), '엑셀 파일은 20MB 이하만 업로드할 수 있습니다.');
  });

  it('refuses an empty sheet', async () => {
    await refused(await xlsxOf([USER_HEADERS]), '엑셀 파일에 등록할 데이터가 없습니다.');
    await refused(await xlsxOf([]), EXCEL_MESSAGES.emptySheet);
  });

  it('refuses headers that do not match the template, naming them', async () => {
    const headers: string[] = [...USER_HEADERS];
    headers[2] = '전화번호';
    await refused(await xlsxOf([headers, userRow(1)]), badHeadersText(USER_HEADERS));
    expect(badHeadersText(['아이디', '이름'])).toBe(
      '엑셀 양식이 올바르지 않습니다. 첫 행의 제목은 아이디, 이름 이어야 합니다.',
    );
  });

  it('refuses more than 50,000 rows', { timeout: 120_000 }, async () => {
    const rows = [USER_HEADERS, ...Array.from({ length: 50_001 }, (_, i) => userRow(i))];
    await refused(await xlsxOf(rows), '엑셀 파일은 50,000행 이하만 업로드할 수 있습니다.');
  });

  it('refuses a formula where a value belongs, naming its row and column', async () => {
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(1),
      userRow(2, { userNm: { formula: 'CONCATENATE("홍","길동")', result: '홍길동' } }),
    ]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultData).toEqual({
      errorCount: 1,
      errors: [
        { sheet: '사용자', row: 3, column: '이름', message: '수식은 입력할 수 없습니다. 값만 입력해주세요.' },
      ],
    });
  });

  it('asks for the file when the upload has none', async () => {
    const res = await post(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, {}, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe('업로드할 엑셀 파일을 선택해주세요.');
  });
});

describe('Excel import of employees: rows', () => {
  it('imports nothing when one row is bad, and names every error by row and column', async () => {
    const existing = await createUser(t.database.db, '20', {
      cmpyCd,
      telNo: '01099990001',
      userId: 'taken-id',
    });
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(1),
      userRow(2, { telNo: '010-1234' }),
      userRow(3, { userId: 'xlu1' }),
      userRow(4, { grupCd: 'NOPE' }),
      userRow(5, { userId: existing.userId, telNo: '01099990001' }),
      userRow(6, { authCd: '운영사 관리자', useYn: '예' }),
    ]);
    const before = await usersOf(cmpyCd);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(importErrorsText(7));
    expect(res.body.resultStatus.messageText).toBe(
      '엑셀 파일에 오류가 7건 있습니다. 수정 후 다시 업로드해주세요. 등록된 데이터는 없습니다.',
    );
    expect(res.body.resultData).toEqual({
      errorCount: 7,
      errors: [
        { sheet: '사용자', row: 3, column: '휴대폰번호', message: '휴대폰 번호 11자리를 입력해주세요.' },
        { sheet: '사용자', row: 4, column: '아이디', message: '파일 안에 중복된 값이 있습니다.' },
        { sheet: '사용자', row: 5, column: '그룹코드', message: '등록되지 않은 그룹코드입니다.' },
        { sheet: '사용자', row: 6, column: '아이디', message: '이미 등록된 값입니다.' },
        { sheet: '사용자', row: 6, column: '휴대폰번호', message: '이미 등록된 값입니다.' },
        { sheet: '사용자', row: 7, column: '권한', message: '목록에 없는 값입니다.' },
        { sheet: '사용자', row: 7, column: '사용여부', message: 'Y 또는 N 을 입력해주세요.' },
      ],
    });
    expect(await usersOf(cmpyCd)).toBe(before);
  });

  it('imports good rows in one go: accounts without a password, first login forced, a notice each', async () => {
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(101, { grupCd: 'G01', email: 'a@example.com', sabun: 'S1' }),
      userRow(102, { authCd: '25' }),
      // a phone typed as a number loses its leading 0 in Excel; the import puts it back
      userRow(103, { telNo: 1070000103 }),
    ]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 3, userCount: 3, lifeEventCount: 0 });
    const rows = await t.database.db.select().from(appUser).where(eq(appUser.cmpyCd, cmpyCd));
    const imported = rows.filter((u) => u.userId.startsWith('xlu10'));
    expect(
      imported.map((u) => [u.userId, u.authCd, u.grupCd, u.telNo, u.firstLoginYn, u.regStat]).sort(),
    ).toEqual([
      ['xlu101', '20', 'G01', '01070000101', 'Y', 'ACCEPT'],
      ['xlu102', '25', null, '01070000102', 'Y', 'ACCEPT'],
      ['xlu103', '20', null, '01070000103', 'Y', 'ACCEPT'],
    ]);
    const login = await post(t.app, '/v1/ebmp/login.json', { userId: 'xlu101', password: '!imported' });
    expect(login.statusCode).toBe(401);
    const notices = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, '01070000101'));
    expect(notices.map((n) => n.body)).toEqual([
      '[PCS] 엑셀상사 선물 플랫폼 계정(xlu101)이 등록되었습니다. 로그인 화면에서 휴대폰 인증으로 로그인한 뒤 비밀번호를 설정해주세요.\n로그인: http://localhost:3000/checkDevice',
    ]);
    const logged = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(and(eq(personalDataAccessLog.action, 'IMPORT'), eq(personalDataAccessLog.cmpyCd, cmpyCd)));
    expect(logged.map((l) => [l.target, l.rowCount])).toEqual([['USER_IMPORT', 3]]);
  });

  it('imports a 10,000-row file', { timeout: 180_000 }, async () => {
    const company = await createCompany(t.database.db, { cmpyNm: '만명상사' });
    const rows = [
      USER_HEADERS,
      ...Array.from({ length: 10_000 }, (_, i) =>
        userRow(i, { userId: `tenk${i}`, telNo: `010${String(30_000_000 + i)}`, sabun: `T${i}` }),
      ),
    ];
    const res = await upload(
      t.app,
      `${UPLOAD}?cmpyCd=${company.cmpyCd}&sendNoticeYn=N`,
      await xlsxOf(rows),
      token,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 10_000, userCount: 10_000, lifeEventCount: 0 });
    expect(await usersOf(company.cmpyCd)).toBe(10_000);
  });
});

describe('Excel import of employees: 선호 언어', () => {
  it('imports nothing when a language is not one of the six, naming its row and column', async () => {
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(301, { preferredLanguage: 'vi' }),
      userRow(302, { preferredLanguage: 'fr' }),
    ]);
    const before = await usersOf(cmpyCd);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultData).toEqual({
      errorCount: 1,
      errors: [{ sheet: '사용자', row: 3, column: '선호 언어', message: LANGUAGE_MESSAGES.unsupported }],
    });
    expect(await usersOf(cmpyCd)).toBe(before);
  });

  it('still takes a template saved before the column was added, and refuses one missing a required column', async () => {
    const older = await xlsxOf([USER_HEADERS.slice(0, -1), userRow(321).slice(0, -1)]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, older, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const [row] = await t.database.db
      .select({ lang: appUser.preferredLanguage })
      .from(appUser)
      .where(inArray(appUser.userId, ['xlu321']));
    expect(row).toEqual({ lang: null });
    const cut = await xlsxOf([USER_HEADERS.slice(0, 2), userRow(322).slice(0, 2)]);
    expect((await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, cut, token)).statusCode).toBe(400);
  });

  it('stores a tag as its supported language (vi-VN is vi) and an empty cell as none', async () => {
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(311, { preferredLanguage: 'vi' }),
      userRow(312, { preferredLanguage: 'vi-VN' }),
      userRow(313, { preferredLanguage: 'zh-CN' }),
      userRow(314),
    ]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const rows = await t.database.db
      .select({ userId: appUser.userId, lang: appUser.preferredLanguage })
      .from(appUser)
      .where(inArray(appUser.userId, ['xlu311', 'xlu312', 'xlu313', 'xlu314']));
    expect(rows.map((r) => [r.userId, r.lang]).sort()).toEqual([
      ['xlu311', 'vi'],
      ['xlu312', 'vi'],
      ['xlu313', 'zh-Hans'],
      ['xlu314', null],
    ]);
  });
});

describe('Excel import of employees: HR dates and the 경조사 sheet', () => {
  it('imports nothing when one cell is bad, naming the sheet, row and column of every error', async () => {
    const file = await workbookOf([
      {
        name: '사용자',
        rows: [
          USER_HEADERS,
          // 2024 has no leap month: lunar 윤3월 15일 does not exist that year.
          userRow(201, { birthDt: '2024-03-15', lunarYn: 'Y', leapMonthYn: 'Y' }),
          userRow(202, { birthDt: '1990-05-02', hireDt: '2020-03-02' }),
          userRow(203, {
            birthDt: '1990-05-02',
            leapMonthYn: 'Y',
            hireDt: '2020.3.2',
            leaveDt: '2019-12-31',
          }),
          userRow(204, { birthDt: '1990-05', lunarYn: '예' }),
        ],
      },
      {
        name: '경조사',
        rows: [
          LIFE_EVENT_HEADERS,
          ['xlu202', '결혼', '2026-05-16', null],
          ['xlu202', '조사', '2026-05-16', null],
          ['nobody.here', '출산', '2026-05-01', null],
          ['xlu202', '돌잔치', '2026/5/1', null],
          ['xlu202', '출산', '2026-13-01', null],
          ['xlu201', '승진', '2026-01-02', null],
          ['xlu202', '결혼', '2026-05-16', null],
        ],
      },
    ]);
    const before = await usersOf(cmpyCd);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(importErrorsText(10));
    expect(res.body.resultData).toEqual({
      errorCount: 10,
      errors: [
        {
          sheet: '사용자',
          row: 2,
          column: '생년월일',
          message: '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
        },
        { sheet: '사용자', row: 4, column: '윤달(Y/N)', message: '윤달은 음력 생일에만 지정할 수 있습니다.' },
        {
          sheet: '사용자',
          row: 4,
          column: '퇴사일',
          message: '퇴사일은 입사일과 같거나 그 이후여야 합니다.',
        },
        { sheet: '사용자', row: 5, column: '생년월일', message: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.' },
        { sheet: '사용자', row: 5, column: '음력(Y/N)', message: 'Y 또는 N 을 입력해주세요.' },
        { sheet: '경조사', row: 3, column: '고인과의 관계', message: '조사의 고인과의 관계를 선택해주세요.' },
        {
          sheet: '경조사',
          row: 4,
          column: '아이디',
          message: '사용자 시트에도, 이 회사의 임직원에도 없는 아이디입니다.',
        },
        { sheet: '경조사', row: 5, column: '경조사 유형', message: '목록에 없는 값입니다.' },
        { sheet: '경조사', row: 6, column: '일자', message: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.' },
        { sheet: '경조사', row: 8, column: '일자', message: '파일 안에 중복된 값이 있습니다.' },
      ],
    });
    expect(await usersOf(cmpyCd)).toBe(before);
    expect(await t.database.db.select().from(userLifeEvent).where(eq(userLifeEvent.cmpyCd, cmpyCd))).toEqual(
      [],
    );
  });

  it('imports the HR dates and the life events of new and existing employees in one go', async () => {
    const existing = await createUser(t.database.db, '20', {
      cmpyCd,
      userId: 'hr.existing',
      telNo: '01077770001',
    });
    const file = await workbookOf([
      {
        name: '사용자',
        rows: [
          USER_HEADERS,
          userRow(301, { birthDt: '2023-02-15', lunarYn: 'y', leapMonthYn: 'Y', hireDt: '2016-11-28' }),
          userRow(302, { birthDt: '19920229', hireDt: '2024.1.2', leaveDt: '2026-12-31' }),
        ],
      },
      {
        name: '경조사',
        rows: [
          LIFE_EVENT_HEADERS,
          ['XLU301', '결혼', '2026-12-05', null],
          ['hr.existing', '조사', '2026-11-25', '배우자의 부모'],
          ['hr.existing', 'CHILDBIRTH', '20261201', ''],
        ],
      },
    ]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}&sendNoticeYn=N`, file, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 5, userCount: 2, lifeEventCount: 3 });
    const users = await t.database.db
      .select()
      .from(appUser)
      .where(inArray(appUser.userId, ['xlu301', 'xlu302']));
    expect(
      users.map((u) => [u.userId, u.birthDt, u.lunarYn, u.leapMonthYn, u.hireDt, u.leaveDt]).sort(),
    ).toEqual([
      ['xlu301', '20230215', 'Y', 'Y', '20161128', null],
      ['xlu302', '19920229', 'N', 'N', '20240102', '20261231'],
    ]);
    const events = await lifeEventsOf([...users.map((u) => u.unqUserId), existing.unqUserId]);
    expect(
      events.map((e) => [e.unqUserId, e.occasionType, e.eventDt, e.relationCd, e.statCd, e.cmpyCd]).sort(),
    ).toEqual(
      [
        [
          users.find((u) => u.userId === 'xlu301')!.unqUserId,
          'WEDDING',
          '20261205',
          null,
          'APPROVED',
          cmpyCd,
        ],
        [existing.unqUserId, 'CONDOLENCE', '20261125', 'SPOUSE_PARENT', 'APPROVED', cmpyCd],
        [existing.unqUserId, 'CHILDBIRTH', '20261201', null, 'APPROVED', cmpyCd],
      ].sort(),
    );

    // The same life event again is already registered; another company's employee is not this company's.
    const stranger = await createUser(t.database.db, '20', {
      cmpyCd: (await createCompany(t.database.db)).cmpyCd,
      userId: 'hr.stranger',
    });
    const again = await upload(
      t.app,
      `${UPLOAD}?cmpyCd=${cmpyCd}`,
      await workbookOf([
        { name: '사용자', rows: [USER_HEADERS] },
        {
          name: '경조사',
          rows: [
            LIFE_EVENT_HEADERS,
            ['hr.existing', '출산', '2026-12-01', null],
            [stranger.userId, '결혼', '2026-12-01', null],
          ],
        },
      ]),
      token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.body.resultData).toMatchObject({
      errors: [
        { sheet: '경조사', row: 2, column: '일자', message: '이미 등록된 값입니다.' },
        { sheet: '경조사', row: 3, column: '아이디', message: LIFE_EVENT_MESSAGES.importUnknownUser },
      ],
    });
  });

  it("refuses a 경조사 sheet whose headers are not the template's, naming the sheet", async () => {
    const res = await upload(
      t.app,
      `${UPLOAD}?cmpyCd=${cmpyCd}`,
      await workbookOf([
        { name: '사용자', rows: [USER_HEADERS, userRow(401)] },
        { name: '경조사', rows: [['아이디', '유형', '날짜']] },
      ]),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(
      "'경조사' 시트의 양식이 올바르지 않습니다. 첫 행의 제목은 아이디, 경조사 유형, 일자, 고인과의 관계 이어야 합니다.",
    );
  });
});

describe('Excel import of employees: date cells as spreadsheets hold them', () => {
  const hrDatesOf = async (userIds: string[]) =>
    (await t.database.db.select().from(appUser).where(inArray(appUser.userId, userIds)))
      .map((u) => [u.userId, u.birthDt, u.hireDt, u.leaveDt])
      .sort();

  it('takes real date cells, the serial numbers a CSV export leaves and typed dates, on both sheets', async () => {
    const file = await workbookOf([
      {
        name: '사용자',
        rows: [
          USER_HEADERS,
          userRow(501, {
            birthDt: dateCell('1990-05-02'),
            hireDt: dateCell('2025-01-06'),
            leaveDt: dateCell('2026-12-31'),
          }),
          // A date-time cell late in the day is the day Excel shows, not the next day in Korean time.
          userRow(502, { birthDt: 33000, hireDt: dateCell('2025-01-06', '18:30') }),
          userRow(503, { birthDt: '1988.03.15', hireDt: '45663' }),
        ],
      },
      {
        name: '경조사',
        rows: [
          LIFE_EVENT_HEADERS,
          ['xlu501', '결혼', dateCell('2026-05-16'), null],
          ['xlu502', '출산', 46100, null],
          ['xlu503', '결혼', '2026/06/20', null],
        ],
      },
    ]);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}&sendNoticeYn=N`, file, token);
    expect(res.statusCode, JSON.stringify(res.body.resultData)).toBe(200);
    expect(res.body.resultData).toEqual({ importedCount: 6, userCount: 3, lifeEventCount: 3 });
    expect(await hrDatesOf(['xlu501', 'xlu502', 'xlu503'])).toEqual([
      ['xlu501', '19900502', '20250106', '20261231'],
      ['xlu502', '19900507', '20250106', null],
      ['xlu503', '19880315', '20250106', null],
    ]);
    const users = await t.database.db
      .select({ userId: appUser.userId, unqUserId: appUser.unqUserId })
      .from(appUser)
      .where(inArray(appUser.userId, ['xlu501', 'xlu502', 'xlu503']));
    const idOf = new Map(users.map((u) => [u.unqUserId, u.userId]));
    const events = await lifeEventsOf(users.map((u) => u.unqUserId));
    expect(events.map((e) => [idOf.get(e.unqUserId), e.occasionType, e.eventDt]).sort()).toEqual([
      ['xlu501', 'WEDDING', '20260516'],
      ['xlu502', 'CHILDBIRTH', '20260319'],
      ['xlu503', 'WEDDING', '20260620'],
    ]);
  });

  it('imports nothing when one date is bad, naming its sheet, row and column', async () => {
    const file = await workbookOf([
      {
        name: '사용자',
        rows: [
          USER_HEADERS,
          userRow(601, { birthDt: dateCell('1991-07-08'), hireDt: dateCell('2025-01-06') }),
          // A year typed alone is no day (not the serial of a day in 1905).
          userRow(602, { hireDt: 2024 }),
        ],
      },
      {
        name: '경조사',
        rows: [
          LIFE_EVENT_HEADERS,
          ['xlu601', '결혼', dateCell('2026-05-16'), null],
          ['xlu601', '출산', '2026-02-30', null],
        ],
      },
    ]);
    const before = await usersOf(cmpyCd);
    const res = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultData).toEqual({
      errorCount: 2,
      errors: [
        { sheet: '사용자', row: 3, column: '입사일', message: LIFE_EVENT_MESSAGES.dateCellInvalid },
        { sheet: '경조사', row: 3, column: '일자', message: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.' },
      ],
    });
    expect(await usersOf(cmpyCd)).toBe(before);
    expect(await hrDatesOf(['xlu601', 'xlu602'])).toEqual([]);
  });
});

describe('Excel templates', () => {
  it('gives the employee template with Korean headers, an example row and drop-downs for codes', async () => {
    const res = await post(t.app, TEMPLATE, { cmpyCd }, token);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('사용자_등록양식_'));
    const workbook = await readWorkbook(res.raw);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      '사용자',
      '경조사',
      '작성예시',
      '작성예시(경조사)',
      '코드목록',
    ]);
    const [data, events, example, eventExample, codes] = workbook.worksheets;
    if (!data || !events || !example || !eventExample) throw new Error('template sheets missing');
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(USER_HEADERS);
    expect((example.getRow(2).values as unknown[]).slice(1)).toEqual(
      USER_IMPORT_COLUMNS.map((c) => c.example),
    );
    expect(codes?.state).toBe('hidden');
    // The code sheet's headers are Korean like the data sheet's.
    expect((codes!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '그룹코드',
      '권한',
      '여부(Y/N)',
      '경조사 유형',
      '고인과의 관계',
    ]);
    // The HR dates follow the account columns; the second sheet takes life events by their Korean labels.
    expect(USER_HEADERS.slice(8)).toEqual([
      '생년월일',
      '음력(Y/N)',
      '윤달(Y/N)',
      '입사일',
      '퇴사일',
      '선호 언어',
    ]);
    expect((events.getRow(1).values as unknown[]).slice(1)).toEqual([
      '아이디',
      '경조사 유형',
      '일자',
      '고인과의 관계',
    ]);
    expect((eventExample.getRow(2).values as unknown[]).slice(1, 4)).toEqual([
      'hong.gildong',
      '결혼',
      '2026-05-16',
    ]);
    expect((codes!.getColumn(4).values as unknown[]).slice(2)).toEqual([
      '결혼',
      '출산',
      '자녀 입학',
      '승진',
      '조사',
      '복직',
      '퇴직',
    ]);
    expect((codes!.getColumn(5).values as unknown[]).slice(2)).toEqual([
      '배우자',
      '부모',
      '배우자의 부모',
      '자녀',
      '형제자매',
      '조부모',
      '배우자의 조부모',
    ]);
    expect(events.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'코드목록'!$D$2:$D$8"],
    });
    expect(data.getCell('E2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'코드목록'!$A$2:$A$2"],
    });
    expect(data.getCell('F2').dataValidation).toMatchObject({ type: 'list' });
  });

  it('imports the template itself once its example is copied in', async () => {
    const res = await post(t.app, TEMPLATE, { cmpyCd }, token);
    const workbook = await readWorkbook(res.raw);
    workbook.worksheets[0]?.addRow(userRow(900, { grupCd: 'G01', authCd: '고객사 직원' }));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await upload(t.app, `${UPLOAD}?cmpyCd=${cmpyCd}&sendNoticeYn=N`, file, token);
    expect(imported.statusCode, imported.body.resultStatus.messageText).toBe(200);
    expect(imported.body.resultData).toEqual({ importedCount: 1, userCount: 1, lifeEventCount: 0 });
  });

  it('gives the group template and imports groups whose parents come later in the file', async () => {
    const res = await post(t.app, GROUP_TEMPLATE, { cmpyCd }, token);
    expect(res.statusCode).toBe(200);
    const headers = ['그룹코드', '그룹명', '상위그룹코드', '그룹유형', '사용여부'];
    const file = await xlsxOf([
      headers,
      ['T10', '영업1팀', 'D10', '팀', 'Y'],
      ['D10', '영업본부', null, '부서', null],
      ['T11', '영업2팀', 'G01', '02', 'N'],
    ]);
    const imported = await upload(t.app, `${GROUP_UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(imported.statusCode, imported.body.resultStatus.messageText).toBe(200);
    expect(imported.body.resultData).toEqual({ importedCount: 3 });
    const groups = await t.database.db.select().from(companyGroup).where(eq(companyGroup.cmpyCd, cmpyCd));
    expect(groups.find((g) => g.grupCd === 'T10')).toMatchObject({ parentGrupCd: 'D10', grupTypeCd: '02' });
  });

  it('refuses a group file with a loop, a duplicate code and an unknown parent, and imports none of it', async () => {
    const headers = ['그룹코드', '그룹명', '상위그룹코드', '그룹유형', '사용여부'];
    const file = await xlsxOf([
      headers,
      ['L1', '고리1', 'L2', null, null],
      ['L2', '고리2', 'L1', null, null],
      ['G01', '중복', null, null, null],
      ['X1', '고아', 'NOWHERE', null, null],
    ]);
    const res = await upload(t.app, `${GROUP_UPLOAD}?cmpyCd=${cmpyCd}`, file, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.resultData).toEqual({
      errorCount: 4,
      errors: [
        { row: 2, column: '상위그룹코드', message: '하위 그룹을 상위 그룹으로 지정할 수 없습니다.' },
        { row: 3, column: '상위그룹코드', message: '하위 그룹을 상위 그룹으로 지정할 수 없습니다.' },
        { row: 4, column: '그룹코드', message: '이미 등록된 값입니다.' },
        { row: 5, column: '상위그룹코드', message: '등록되지 않은 그룹코드입니다.' },
      ],
    });
  });
});
