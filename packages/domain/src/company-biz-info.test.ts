import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BIZ_INFO_MESSAGES,
  bizInfoShape,
  corporateRegNoCheckDigit,
  corporateRegNoForInvoiceSchema,
  isValidCorporateRegNo,
  missingBizInfoFields,
} from './company-biz-info';
import { companyCreateRequestSchema } from './contracts/company';

const COMPLETE = {
  corporateRegNo: '2208162517',
  ceoNm: '김한빛',
  bizType: '제조업',
  bizItem: '전자부품',
  bizAddr: '경기도 수원시 영통구 삼성로 129',
  taxEmail: 'tax@hanbit.example',
};

describe('사업자등록번호 check digit', () => {
  it('accepts numbers whose tenth digit is the check digit, with or without hyphens', () => {
    expect(isValidCorporateRegNo('2208162517')).toBe(true);
    expect(isValidCorporateRegNo('124-81-00998')).toBe(true);
    // The ninth digit's tens count: 8 * 5 = 40 adds 4.
    expect(corporateRegNoCheckDigit([1, 2, 4, 8, 1, 0, 0, 9, 9])).toBe(8);
  });

  it('refuses a wrong check digit, another length and no number', () => {
    expect(isValidCorporateRegNo('2208162518')).toBe(false);
    expect(isValidCorporateRegNo('1234567890')).toBe(false);
    expect(isValidCorporateRegNo('220816251')).toBe(false);
    expect(isValidCorporateRegNo('')).toBe(false);
    expect(isValidCorporateRegNo(null)).toBe(false);
  });

  it('the form warns only about a full 10-digit number without its check digit', () => {
    expect(corporateRegNoForInvoiceSchema.safeParse('220-81-62517').success).toBe(true);
    expect(corporateRegNoForInvoiceSchema.safeParse('').success).toBe(true);
    expect(corporateRegNoForInvoiceSchema.safeParse('12345').success).toBe(true);
    const wrong = corporateRegNoForInvoiceSchema.safeParse('123-45-67890');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(
      '유효하지 않은 사업자등록번호입니다. 세금계산서를 발행하려면 번호를 확인해주세요.',
    );
  });
});

describe('bizInfoShape', () => {
  const schema = z.object(bizInfoShape);
  const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('keeps every field optional: absent, null and blank are null', () => {
    expect(schema.parse({})).toEqual({
      ceoNm: null,
      bizType: null,
      bizItem: null,
      bizAddr: null,
      taxEmail: null,
    });
    expect(schema.parse({ ceoNm: '  ', bizAddr: null, taxEmail: '' })).toMatchObject({
      ceoNm: null,
      bizAddr: null,
      taxEmail: null,
    });
  });

  it('trims the texts and lowers the e-mail', () => {
    expect(schema.parse({ ceoNm: ' 김한빛 ', taxEmail: ' Tax@Hanbit.Example ' })).toMatchObject({
      ceoNm: '김한빛',
      taxEmail: 'tax@hanbit.example',
    });
  });

  it('names the field that is too long or not an e-mail', () => {
    expect(first({ ceoNm: '가'.repeat(51) })).toBe('대표자는 50자 이내로 입력해주세요.');
    expect(first({ bizType: 'a'.repeat(51) })).toBe('업태는 50자 이내로 입력해주세요.');
    expect(first({ bizItem: 'a'.repeat(51) })).toBe('종목은 50자 이내로 입력해주세요.');
    expect(first({ bizAddr: 'a'.repeat(201) })).toBe('사업장 주소는 200자 이내로 입력해주세요.');
    expect(first({ taxEmail: 'tax-at-hanbit' })).toBe('세금계산서 이메일 형식을 맞춰주세요.');
    expect(first({ taxEmail: `${'a'.repeat(95)}@b.example` })).toBe(
      '세금계산서 이메일은 100자 이내로 입력해주세요.',
    );
    expect(schema.safeParse({ ceoNm: '가'.repeat(50), bizAddr: 'a'.repeat(200) }).success).toBe(true);
    expect(BIZ_INFO_MESSAGES.taxEmailInvalid).toBe('세금계산서 이메일 형식을 맞춰주세요.');
  });

  it('is part of the company form, where the fields stay optional', () => {
    const company = {
      cmpyNm: '가나다상사',
      cmpyTypeCd: '02',
      corporateRegNo: '123-45-67890',
      managerNm: '홍길동',
      managerEmail: 'hong@example.com',
      managerTelNo: '010-1234-5678',
    };
    expect(companyCreateRequestSchema.parse(company)).toMatchObject({ ceoNm: null, taxEmail: null });
    expect(companyCreateRequestSchema.parse({ ...company, ceoNm: '홍대표' }).ceoNm).toBe('홍대표');
    expect(
      companyCreateRequestSchema.safeParse({ ...company, taxEmail: 'x' }).error?.issues[0]?.message,
    ).toBe('세금계산서 이메일 형식을 맞춰주세요.');
  });
});

describe('missingBizInfoFields', () => {
  it('is empty for a company that can be invoiced', () => {
    expect(missingBizInfoFields(COMPLETE)).toEqual([]);
  });

  it('names every missing field in the form order', () => {
    expect(missingBizInfoFields({})).toEqual([
      '사업자등록번호',
      '대표자',
      '업태',
      '종목',
      '사업장 주소',
      '세금계산서 이메일',
    ]);
    expect(missingBizInfoFields({ ...COMPLETE, bizType: null, taxEmail: '   ' })).toEqual([
      '업태',
      '세금계산서 이메일',
    ]);
  });

  it('counts a value no invoice can carry as missing', () => {
    expect(missingBizInfoFields({ ...COMPLETE, corporateRegNo: '1234567890' })).toEqual(['사업자등록번호']);
    expect(missingBizInfoFields({ ...COMPLETE, taxEmail: 'no-at-sign' })).toEqual(['세금계산서 이메일']);
  });
});
