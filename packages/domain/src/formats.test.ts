import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCorporateNumber,
  formatNumber,
  formatPeriod,
  formatPhone,
  formatWon,
  formatYearMonth,
  formatYmd,
  isCorporateNumber,
  isEmail,
  isHms,
  isMobilePhone,
  isPasswordConfirmed,
  isYmd,
  maskName,
  maskPhone,
  normalizeCorporateNumber,
  optionValueLabel,
  toYmd,
} from './formats';

describe('dates and times (spec §5: YYYYMMDD, HHMISS)', () => {
  it('isYmd accepts real calendar days only', () => {
    expect(isYmd('20261105')).toBe(true);
    expect(isYmd('20240229')).toBe(true);
    expect(isYmd('20230229')).toBe(false);
    expect(isYmd('20261301')).toBe(false);
    expect(isYmd('20261100')).toBe(false);
    expect(isYmd('20260431')).toBe(false);
    expect(isYmd('2026-11-05')).toBe(false);
    expect(isYmd('2026110')).toBe(false);
    expect(isYmd(null)).toBe(false);
  });

  it('isHms accepts 000000..235959', () => {
    expect(isHms('000000')).toBe(true);
    expect(isHms('235959')).toBe(true);
    expect(isHms('240000')).toBe(false);
    expect(isHms('126000')).toBe(false);
    expect(isHms('12000')).toBe(false);
  });

  it('toYmd and formatYmd', () => {
    expect(toYmd(new Date(2026, 0, 5))).toBe('20260105');
    expect(toYmd(new Date(2026, 10, 25))).toBe('20261125');
    expect(formatYmd('20261105')).toBe('2026.11.05');
    expect(formatYmd('20261105', '-')).toBe('2026-11-05');
    expect(formatYmd('bad')).toBe('bad');
  });
});

describe('corporate registration number (spec §5: 10 digits, shown 3-2-5)', () => {
  it('strips non-digits and needs exactly 10', () => {
    expect(normalizeCorporateNumber('123-45-67890')).toBe('1234567890');
    expect(isCorporateNumber('123-45-67890')).toBe(true);
    expect(isCorporateNumber('1234567890')).toBe(true);
    expect(isCorporateNumber('123456789')).toBe(false);
    expect(isCorporateNumber('12345678901')).toBe(false);
    expect(isCorporateNumber(null)).toBe(false);
  });

  it('formats 3-2-5', () => {
    expect(formatCorporateNumber('1234567890')).toBe('123-45-67890');
    expect(formatCorporateNumber('123 45 67890')).toBe('123-45-67890');
    expect(formatCorporateNumber('12345')).toBe('12345');
  });
});

describe('phones (spec §5)', () => {
  it('a mobile phone is valid with 11 digits', () => {
    expect(isMobilePhone('01012345678')).toBe(true);
    expect(isMobilePhone('010-1234-5678')).toBe(true);
    expect(isMobilePhone('0101234567')).toBe(false);
    expect(isMobilePhone('010123456789')).toBe(false);
    expect(isMobilePhone('010x12345678')).toBe(false);
    expect(isMobilePhone('')).toBe(false);
  });

  it('display: 9 digits 2-3-4, 10 digits 3-3-4 or 2-4-4 for 02, 11 digits 3-4-4', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('keeps a value that already has hyphens, and any other value', () => {
    expect(formatPhone('02-1234-5678')).toBe('02-1234-5678');
    expect(formatPhone('010-12-345')).toBe('010-12-345');
    expect(formatPhone('12345678')).toBe('12345678');
    expect(formatPhone('010123456789')).toBe('010123456789');
    expect(formatPhone('+821012345678')).toBe('+821012345678');
    expect(formatPhone(null)).toBe('');
  });

  it('digitsOnly', () => {
    expect(digitsOnly('010-1234-5678')).toBe('01012345678');
    expect(digitsOnly(undefined)).toBe('');
  });
});

describe('numbers and money (spec §5)', () => {
  it('thousands commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber('12000')).toBe('12,000');
    expect(formatNumber('12,000')).toBe('12,000');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });

  it('optionValueLabel: the extra price and the sold-out mark after the name', () => {
    expect(optionValueLabel({ optNm: '녹차+다기 세트', addPrice: 12000, soldOut: false })).toBe(
      '녹차+다기 세트 (+12,000원)',
    );
    expect(optionValueLabel({ optNm: '블랙', addPrice: 0, soldOut: true })).toBe('블랙 (품절)');
    expect(optionValueLabel({ optNm: 'XL', addPrice: 3000, soldOut: true })).toBe('XL (+3,000원) (품절)');
  });

  it('formatPeriod: to the minute, so a same-day event shows its hours', () => {
    expect(formatPeriod({ startDt: '20261126', startTm: '090000', endDt: '20261126', endTm: '180059' })).toBe(
      '2026.11.26 09:00 ~ 2026.11.26 18:00',
    );
  });

  it('formatWon', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(null)).toBe('');
  });

  it('year-month in Korean style', () => {
    expect(formatYearMonth('202611')).toBe('2026년 11월');
    expect(formatYearMonth('202601')).toBe('2026년 1월');
    expect(formatYearMonth('2026-03')).toBe('2026년 3월');
    expect(formatYearMonth('20261105')).toBe('2026년 11월');
    expect(formatYearMonth('202613')).toBe('202613');
    expect(formatYearMonth('')).toBe('');
  });
});

describe('masking', () => {
  it('maskName keeps the first and last characters', () => {
    expect(maskName('김')).toBe('김');
    expect(maskName('김철')).toBe('김*');
    expect(maskName('김철용')).toBe('김*용');
    expect(maskName('남궁철용')).toBe('남**용');
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
  });

  it('maskPhone hides the last group', () => {
    expect(maskPhone('01012345678')).toBe('010-1234-****');
    expect(maskPhone('010-1234-5678')).toBe('010-1234-****');
    expect(maskPhone('0212345678')).toBe('02-1234-****');
    expect(maskPhone('12345678')).toBe('1234****');
    expect(maskPhone('12')).toBe('**');
  });
});

describe('password confirmation (spec §5: only valid or not valid)', () => {
  it('returns valid for two equal non-empty entries', () => {
    expect(isPasswordConfirmed('secret!1', 'secret!1')).toBe('valid');
    expect(isPasswordConfirmed('secret!1', 'secret!2')).toBe('not valid');
    expect(isPasswordConfirmed('', '')).toBe('not valid');
    expect(isPasswordConfirmed(null, null)).toBe('not valid');
  });
});

describe('isEmail (spec §5: top-level part at least 2 characters)', () => {
  it('accepts any two or more label characters in the top-level part, digits too', () => {
    for (const ok of ['a@b.co', ' a@b.co ', 'a@b.c1', 'a@b.12', 'first.last+tag@mail.example.com']) {
      expect(isEmail(ok)).toBe(true);
    }
  });
  it('refuses a one-character top-level part and malformed addresses', () => {
    for (const bad of ['a@b.c', 'a@b.1', 'a@b', '@b.com', 'a b@c.com', 'a@.com', '', null, undefined]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
