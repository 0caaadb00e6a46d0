import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_STATUS,
  DOCUMENT_STATUS_LABEL,
  displayValue,
  GENDER,
  GENDER_LABEL,
  PAPER_REQUEST_STATUS,
  PAPER_REQUEST_STATUS_LABEL,
  REGISTRANT_SCOPE,
  REGISTRANT_SCOPE_LABEL,
  REGISTRATION_STATUS,
  REQUEST_DEPTH_TYPE,
  REQUEST_DEPTH_TYPE_LABEL,
  registrationStatusLabel,
  SERVICES,
  sabunUseLabel,
  toCompanyOptions,
  WORK_SCOPES,
} from './company';

describe('company display (spec §3)', () => {
  it("a missing value displays as '-'", () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue(undefined)).toBe('-');
    expect(displayValue('')).toBe('-');
    expect(displayValue('  ')).toBe('-');
    expect(displayValue('이트너스')).toBe('이트너스');
    expect(displayValue(0)).toBe('0');
  });

  it('sabunUseYn: Y 사용, N 사용안함', () => {
    expect(sabunUseLabel('Y')).toBe('사용');
    expect(sabunUseLabel('N')).toBe('사용안함');
    expect(sabunUseLabel(null)).toBe('-');
    expect(sabunUseLabel('y')).toBe('-');
  });

  it('registration status: null or ACCEPT 승인(등록완료), READY 등록신청, REJECT 반려', () => {
    expect(REGISTRATION_STATUS).toEqual({ ready: 'READY', accept: 'ACCEPT', reject: 'REJECT' });
    expect(registrationStatusLabel(null)).toBe('승인(등록완료)');
    expect(registrationStatusLabel(undefined)).toBe('승인(등록완료)');
    expect(registrationStatusLabel('')).toBe('승인(등록완료)');
    expect(registrationStatusLabel('ACCEPT')).toBe('승인(등록완료)');
    expect(registrationStatusLabel('READY')).toBe('등록신청');
    expect(registrationStatusLabel('REJECT')).toBe('반려');
    expect(registrationStatusLabel('HOLD')).toBe('HOLD');
    expect(registrationStatusLabel('toString')).toBe('toString');
  });

  it('company multi-select options by cmpyCd and cmpyNm', () => {
    expect(toCompanyOptions([{ cmpyCd: 'C001', cmpyNm: '이트너스' }])).toEqual([
      { value: 'C001', label: '이트너스' },
    ]);
  });
});

describe('shared constants (spec §3)', () => {
  it('gender 01 male, 02 female', () => {
    expect(GENDER).toEqual({ male: '01', female: '02' });
    expect(GENDER_LABEL).toEqual({ '01': '남', '02': '여' });
  });

  it('document statuses 01 unregistered, 02 temporary, 03 registered', () => {
    expect(DOCUMENT_STATUS).toEqual({ unregistered: '01', temporary: '02', registered: '03' });
    expect(DOCUMENT_STATUS_LABEL).toEqual({ '01': '미등록', '02': '임시저장', '03': '등록' });
  });

  it('paper-request statuses 01 unregistered, 02 registered', () => {
    expect(PAPER_REQUEST_STATUS).toEqual({ unregistered: '01', registered: '02' });
    expect(PAPER_REQUEST_STATUS_LABEL).toEqual({ '01': '미등록', '02': '등록' });
  });

  it('services and work scopes in the spec order', () => {
    expect(SERVICES.map((s) => s.code)).toEqual(['payroll', 'yearEndTax', 'relocation', 'outbound']);
    expect(WORK_SCOPES.map((s) => s.code)).toEqual([
      'salary',
      'yearEndTax',
      'attendance',
      'onlineSalaryContract',
    ]);
  });

  it('request depth types 01 always, 02 regular, 90 other; registrant scope 01 client, 02 provider', () => {
    expect(REQUEST_DEPTH_TYPE).toEqual({ always: '01', regular: '02', other: '90' });
    expect(REQUEST_DEPTH_TYPE_LABEL).toEqual({ '01': '상시', '02': '정기', '90': '기타' });
    expect(REGISTRANT_SCOPE).toEqual({ client: '01', provider: '02' });
    expect(REGISTRANT_SCOPE_LABEL).toEqual({ '01': '고객사', '02': '제공사' });
  });
});
