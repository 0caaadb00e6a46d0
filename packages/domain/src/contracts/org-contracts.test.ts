import { describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '../languages';
import { EXCEL_MESSAGES } from '../org-messages';
import { companyCreateRequestSchema, companyExcelRequestSchema, companyListRequestSchema } from './company';
import {
  groupImportRowSchema,
  newRecipientAccount,
  RECIPIENT_IMPORT_COLUMNS,
  recipientImportRowSchema,
  USER_IMPORT_ROLE_NAMES,
  userImportRowSchema,
} from './excel';

const company = {
  cmpyNm: '테스트',
  cmpyTypeCd: '02',
  corporateRegNo: '123-45-67890',
  managerNm: '홍길동',
  managerEmail: 'Manager@Example.com',
  managerTelNo: '010-1234-5678',
};

describe('organisation contracts', () => {
  it('keeps the corporate number as digits when 10 remain after stripping (spec §5)', () => {
    const parsed = companyCreateRequestSchema.parse(company);
    expect(parsed.corporateRegNo).toBe('1234567890');
    expect(parsed.managerEmail).toBe('manager@example.com');
    expect(parsed.managerTelNo).toBe('01012345678');
    const bad = companyCreateRequestSchema.safeParse({ ...company, corporateRegNo: '123-45-6789' });
    expect(bad.error?.issues[0]?.message).toBe('사업자등록번호 10자리를 입력해주세요.');
    const phone = companyCreateRequestSchema.safeParse({ ...company, managerTelNo: '02-123-4567' });
    expect(phone.error?.issues[0]?.message).toBe('담당자 휴대폰 번호 11자리를 입력해주세요.');
    const mail = companyCreateRequestSchema.safeParse({ ...company, managerEmail: 'no-at-sign' });
    expect(mail.error?.issues[0]?.message).toBe('이메일 형식을 맞춰주세요.');
  });

  it('reads list filters as the screens send them: empty use status is all, dates in order', () => {
    expect(companyListRequestSchema.parse({ useYn: '', signStatCd: '' })).toMatchObject({
      useYn: null,
      signStatCd: null,
      page: 0,
      pageSize: 15,
    });
    const reversed = companyListRequestSchema.safeParse({
      frstRgstDtStart: '20260102',
      frstRgstDtEnd: '20260101',
    });
    expect(reversed.error?.issues[0]?.message).toBe('조회 시작일이 종료일보다 늦습니다.');
    expect(companyListRequestSchema.safeParse({ signStatCd: '01' }).success).toBe(false);
  });

  it('asks for a download reason on an Excel download', () => {
    const missing = companyExcelRequestSchema.safeParse({ requestType: 'EXPORT' });
    expect(missing.error?.issues[0]?.message).toBe(
      '개인정보가 포함된 파일입니다. 다운로드 사유를 5자 이상 입력해주세요.',
    );
    expect(
      companyExcelRequestSchema.safeParse({ requestType: 'EXPORT', downloadReason: '정산 확인용' }).success,
    ).toBe(true);
  });

  const NO_HR_DATES = {
    birthDt: null,
    lunarYn: null,
    leapMonthYn: null,
    hireDt: null,
    leaveDt: null,
    preferredLanguage: null,
  };
  it('maps an employee row: role by name or code, Y by default, phone digits', () => {
    const row = userImportRowSchema.parse({
      userId: 'hong1',
      userNm: '홍길동',
      telNo: '010-1234-5678',
      email: null,
      grupCd: null,
      authCd: '고객사 관리자',
      sabun: null,
      useYn: null,
      ...NO_HR_DATES,
    });
    expect(row).toMatchObject({ telNo: '01012345678', authCd: '25', useYn: 'Y' });
    const bad = userImportRowSchema.safeParse({
      userId: null,
      userNm: '홍',
      telNo: '010',
      email: null,
      grupCd: null,
      authCd: '운영사 관리자',
      sabun: null,
      useYn: 'X',
      ...NO_HR_DATES,
    });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['userId', EXCEL_MESSAGES.required],
      ['telNo', '휴대폰 번호 11자리를 입력해주세요.'],
      ['authCd', '목록에 없는 값입니다.'],
      ['useYn', 'Y 또는 N 을 입력해주세요.'],
    ]);
  });

  it('reads the 선호 언어 cell as a supported language: a tag matched, empty none, anything else refused', () => {
    const cells = (preferredLanguage: string | null) =>
      userImportRowSchema.safeParse({
        userId: 'hong1',
        userNm: '홍길동',
        telNo: '010-1234-5678',
        email: null,
        grupCd: null,
        authCd: null,
        sabun: null,
        useYn: null,
        ...NO_HR_DATES,
        preferredLanguage,
      });
    expect(cells('vi').data?.preferredLanguage).toBe('vi');
    expect(cells('vi-VN').data?.preferredLanguage).toBe('vi');
    expect(cells('  ').data?.preferredLanguage).toBeNull();
    expect(cells(null).data?.preferredLanguage).toBeNull();
    expect(cells('fr').error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['preferredLanguage', LANGUAGE_MESSAGES.unsupported],
    ]);
  });

  it('asks a recipient row for a name and a phone only when its ID makes a new account', () => {
    const row = (userNm: string | null, telNo: string | null) =>
      recipientImportRowSchema.parse({ userId: 'hong1', userNm, telNo, grupCd: null });
    // An existing person's row holds their ID alone; whatever else it holds is not read.
    expect(row(null, null)).toEqual({ userId: 'hong1', userNm: null, telNo: null, grupCd: null });
    expect(row('  ', '010')).toMatchObject({ userNm: null, telNo: '010' });
    expect(newRecipientAccount(row('홍길동', '010-1234-5678'))).toEqual({
      ok: true,
      userNm: '홍길동',
      telNo: '01012345678',
    });
    expect(newRecipientAccount(row(null, null))).toEqual({
      ok: false,
      problems: [
        { key: 'userNm', message: '없는 아이디입니다. 새 계정을 만들려면 이름을 입력해주세요.' },
        { key: 'telNo', message: '없는 아이디입니다. 새 계정을 만들려면 휴대폰번호를 입력해주세요.' },
      ],
    });
    expect(newRecipientAccount(row('가'.repeat(51), '010'))).toEqual({
      ok: false,
      problems: [
        { key: 'userNm', message: EXCEL_MESSAGES.tooLong },
        { key: 'telNo', message: '휴대폰 번호 11자리를 입력해주세요.' },
      ],
    });
    expect(RECIPIENT_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.header)).toEqual(['아이디']);
  });

  it('offers in the template exactly the role names an employee row takes', () => {
    expect(USER_IMPORT_ROLE_NAMES).toEqual(['고객사 직원', '고객사 관리자']);
  });

  it('maps a group row: type by label or code, unknown type refused', () => {
    const base = { grupCd: 'G10', grupNm: '인사팀', parentGrupCd: null, useYn: null };
    expect(groupImportRowSchema.parse({ ...base, grupTypeCd: '팀' }).grupTypeCd).toBe('02');
    expect(groupImportRowSchema.parse({ ...base, grupTypeCd: '03' }).grupTypeCd).toBe('03');
    expect(groupImportRowSchema.parse({ ...base, grupTypeCd: null }).grupTypeCd).toBe(null);
    expect(groupImportRowSchema.safeParse({ ...base, grupTypeCd: '본부' }).success).toBe(false);
  });
});
