import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_LABEL,
  CONTACT_MESSAGES,
  type ContactForm,
  contactInquirySchema,
  isContactPhone,
  phoneCharactersOnly,
  toContactPayload,
  validateContact,
} from './contact';

const valid: ContactForm = {
  companyNmTx: '이트너스',
  managerNmTx: '김철용',
  phoneNoTx: '010-1234-5678',
  qnaContentsTx: '브로슈어 요청합니다.',
  emailTx: 'kim@example.co.kr',
  personalInfoAgreeYn: true,
  marketingAgreeYn: false,
};

const firstIssue = (payload: unknown): string | null => {
  const result = contactInquirySchema.safeParse(payload);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('validateContact (spec §5 contact form, alerts in order)', () => {
  it('accepts a complete form; marketing consent is optional', () => {
    expect(validateContact(valid)).toBeNull();
    expect(validateContact({ ...valid, marketingAgreeYn: true })).toBeNull();
  });

  it('alerts in exactly the spec order, one field at a time', () => {
    let form: ContactForm = {
      companyNmTx: '',
      managerNmTx: '',
      phoneNoTx: '',
      qnaContentsTx: '',
      emailTx: '',
      personalInfoAgreeYn: false,
      marketingAgreeYn: false,
    };
    const seen: (string | null)[] = [];
    const fill: Partial<ContactForm>[] = [
      { companyNmTx: '회사' },
      { managerNmTx: '홍길동' },
      { phoneNoTx: '0212345678' },
      { qnaContentsTx: '문의' },
      { emailTx: 'not-an-email' },
      { emailTx: 'a@b.co' },
      { personalInfoAgreeYn: true },
    ];
    seen.push(validateContact(form));
    for (const step of fill) {
      form = { ...form, ...step };
      seen.push(validateContact(form));
    }
    expect(seen).toEqual([
      '회사명을 입력해주세요.',
      '성명을 입력해주세요.',
      '연락처를 입력해주세요.',
      '문의내용을 입력해주세요.',
      '이메일을 입력해주세요.',
      '이메일 형식을 맞춰주세요.',
      '개인정보 활용 내용에 동의해주세요.',
      null,
    ]);
  });

  it('treats spaces as empty', () => {
    expect(validateContact({ ...valid, companyNmTx: '   ' })).toBe('회사명을 입력해주세요.');
    expect(validateContact({ ...valid, emailTx: ' ' })).toBe('이메일을 입력해주세요.');
  });

  it('email needs local@domain.tld with a top-level part of at least 2 characters (spec §5)', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.kr', 'a@b.c1', 'a@b.12']) {
      expect(validateContact({ ...valid, emailTx: ok })).toBeNull();
      expect(contactInquirySchema.safeParse(toContactPayload({ ...valid, emailTx: ok })).success).toBe(true);
    }
    for (const bad of ['a@b.c', 'a@b', '@b.com', 'a b@c.com', 'a@.com', 'a@b.1']) {
      expect(validateContact({ ...valid, emailTx: bad })).toBe('이메일 형식을 맞춰주세요.');
    }
  });

  it('maximum lengths 14, 14, 30, 33 (spec §9)', () => {
    expect(validateContact({ ...valid, companyNmTx: '가'.repeat(14) })).toBeNull();
    expect(validateContact({ ...valid, companyNmTx: '가'.repeat(15) })).toBe(
      '회사명은 14자 이내로 입력해주세요.',
    );
    expect(validateContact({ ...valid, managerNmTx: '나'.repeat(15) })).toBe(
      '성명은 14자 이내로 입력해주세요.',
    );
    const phone30 = `0${'-'.repeat(17)}10-1234-5678`;
    expect(phone30).toHaveLength(30);
    expect(validateContact({ ...valid, phoneNoTx: phone30 })).toBeNull();
    expect(validateContact({ ...valid, phoneNoTx: `-${phone30}` })).toBe(
      '연락처는 30자 이내로 입력해주세요.',
    );
    const email33 = `${'a'.repeat(26)}@abc.kr`;
    expect(email33).toHaveLength(33);
    expect(validateContact({ ...valid, emailTx: email33 })).toBeNull();
    expect(validateContact({ ...valid, emailTx: `a${email33}` })).toBe('이메일은 33자 이내로 입력해주세요.');
  });

  it('phone: phone characters only and a number that can be dialled, right after 연락처를 입력해주세요.', () => {
    for (const ok of [
      '010-1234-5678',
      '01012345678',
      '02-123-4567',
      '(02) 1234-5678',
      '031 123 4567',
      '+82 10-1234-5678',
      '+1 (415) 555-0100',
      '1588-1234',
    ])
      expect(validateContact({ ...valid, phoneNoTx: ok }), ok).toBeNull();
    for (const bad of [
      'abc',
      '010-1234-567a',
      '010.1234.5678',
      '12345',
      '010-12',
      '1234-5678',
      '82+10-1234',
      '0101234567890',
    ])
      expect(validateContact({ ...valid, phoneNoTx: bad }), bad).toBe('연락처 형식을 확인해주세요.');
    // The format message never comes before the alerts that precede it in the spec.
    expect(validateContact({ ...valid, managerNmTx: '', phoneNoTx: 'abc' })).toBe('성명을 입력해주세요.');
    expect(validateContact({ ...valid, phoneNoTx: 'abc', qnaContentsTx: '' })).toBe(
      '연락처 형식을 확인해주세요.',
    );
    expect(isContactPhone(' 010-1234-5678 ')).toBe(true);
  });

  it('phoneCharactersOnly keeps digits, hyphen, spaces, parentheses and +', () => {
    expect(phoneCharactersOnly('abc')).toBe('');
    expect(phoneCharactersOnly('+82 (10) 1234-5678 내선 12')).toBe('+82 (10) 1234-5678  12');
  });

  it('the spec texts are the catalogue', () => {
    expect(CONTACT_MESSAGES.personalInfoRequired).toBe('개인정보 활용 내용에 동의해주세요.');
  });

  it('labels the fields as the screen and the sales mail show them', () => {
    expect(CONTACT_FIELD_LABEL).toEqual({
      companyNmTx: '회사명',
      phoneNoTx: '연락처',
      emailTx: '이메일',
      managerNmTx: '성명',
      qnaContentsTx: '문의내용',
      marketingAgreeYn: '마케팅 수신 동의',
      products: '선택한 상품',
    });
  });
});

describe('contactInquirySchema (spec §3 contact inquiry payload)', () => {
  const payload = toContactPayload(valid);

  it('toContactPayload fills the fixed codes 05 / 01 and Y/N consents', () => {
    expect(payload).toEqual({
      solCd: '05',
      faqCategoryCd: '01',
      companyNmTx: '이트너스',
      managerNmTx: '김철용',
      emailTx: 'kim@example.co.kr',
      phoneNoTx: '010-1234-5678',
      qnaContentsTx: '브로슈어 요청합니다.',
      personalInfoAgreeYn: 'Y',
      marketingAgreeYn: 'N',
    });
    expect(contactInquirySchema.parse(payload)).toEqual({ ...payload, prodSnList: [] });
  });

  it('defaults solCd, faqCategoryCd and marketing consent, and refuses other codes', () => {
    const { solCd: _s, faqCategoryCd: _f, marketingAgreeYn: _m, ...rest } = payload;
    expect(contactInquirySchema.parse(rest)).toEqual({ ...payload, marketingAgreeYn: 'N', prodSnList: [] });
    expect(contactInquirySchema.safeParse({ ...payload, solCd: '1020' }).success).toBe(false);
    expect(contactInquirySchema.safeParse({ ...payload, marketingAgreeYn: 'X' }).success).toBe(false);
  });

  it('reports the same first message as the screen', () => {
    const cases: Partial<ContactForm>[] = [
      { companyNmTx: '' },
      { companyNmTx: '가'.repeat(15), managerNmTx: '' },
      { managerNmTx: '', phoneNoTx: '' },
      { phoneNoTx: '' },
      { phoneNoTx: 'abc' },
      { phoneNoTx: '010-1234-5678', qnaContentsTx: '' },
      { phoneNoTx: `-${'0'.repeat(8)}${'-'.repeat(22)}` },
      { qnaContentsTx: ' ' },
      { emailTx: '' },
      { emailTx: 'a@b.c' },
      { emailTx: `${'a'.repeat(30)}@abc.kr` },
      { personalInfoAgreeYn: false },
    ];
    for (const change of cases) {
      const form = { ...valid, ...change };
      const expected = validateContact(form);
      expect(expected).not.toBeNull();
      expect(firstIssue(toContactPayload(form))).toBe(expected);
    }
  });

  it('carries the chosen products, each once, up to 50 (the API refuses more)', () => {
    expect(toContactPayload(valid, [3, 7]).prodSnList).toEqual([3, 7]);
    expect(toContactPayload(valid)).not.toHaveProperty('prodSnList');
    expect(contactInquirySchema.parse(toContactPayload(valid, [3, 7, 3])).prodSnList).toEqual([3, 7]);
    expect(contactInquirySchema.parse(payload).prodSnList).toEqual([]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(firstIssue(toContactPayload(valid, many))).toBe('선택한 상품은 50개까지 함께 보낼 수 있습니다.');
    expect(contactInquirySchema.safeParse({ ...payload, prodSnList: [0] }).success).toBe(false);
  });

  it('missing fields carry the required texts', () => {
    expect(firstIssue({})).toBe('회사명을 입력해주세요.');
    expect(firstIssue({ ...payload, personalInfoAgreeYn: undefined })).toBe(
      '개인정보 활용 내용에 동의해주세요.',
    );
    expect(firstIssue({ ...payload, emailTx: 42 })).toBe('이메일을 입력해주세요.');
  });
});
