import { randomBytes } from 'node:crypto';
import { badHeadersText, EXCEL_MESSAGES, importErrorsText, USER_IMPORT_COLUMNS } from '@pcs/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, companyGroup, messageOutbox, personalDataAccessLog } from '../src/db/schema/index';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import {
  macroWorkbook,
  readWorkbook,
  smuggledMacroWorkbook,
  USER_HEADERS,
  userRow,
  wordDocument,
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
      errors: [{ row: 3, column: '이름', message: '수식은 입력할 수 없습니다. 값만 입력해주세요.' }],
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
        { row: 3, column: '휴대폰번호', message: '휴대폰 번호 11자리를 입력해주세요.' },
        { row: 4, column: '아이디', message: '파일 안에 중복된 값이 있습니다.' },
        { row: 5, column: '그룹코드', message: '등록되지 않은 그룹코드입니다.' },
        { row: 6, column: '아이디', message: '이미 등록된 값입니다.' },
        { row: 6, column: '휴대폰번호', message: '이미 등록된 값입니다.' },
        { row: 7, column: '권한', message: '목록에 없는 값입니다.' },
        { row: 7, column: '사용여부', message: 'Y 또는 N 을 입력해주세요.' },
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
    expect(res.body.resultData).toEqual({ importedCount: 3 });
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
      '[PCS] 엑셀상사 선물 플랫폼 계정(xlu101)이 등록되었습니다. 로그인 화면에서 휴대폰 인증으로 로그인한 뒤 비밀번호를 설정해주세요.',
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
    expect(res.body.resultData).toEqual({ importedCount: 10_000 });
    expect(await usersOf(company.cmpyCd)).toBe(10_000);
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
    const [data, example, codes] = workbook.worksheets;
    if (!data || !example) throw new Error('template sheets missing');
    expect(data.name).toBe('사용자');
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(USER_HEADERS);
    expect((example.getRow(2).values as unknown[]).slice(1)).toEqual(
      USER_IMPORT_COLUMNS.map((c) => c.example),
    );
    expect(codes?.state).toBe('hidden');
    // The code sheet's headers are Korean like the data sheet's.
    expect((codes!.getRow(1).values as unknown[]).slice(1)).toEqual(['그룹코드', '권한', '여부(Y/N)']);
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
    expect(imported.body.resultData).toEqual({ importedCount: 1 });
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
