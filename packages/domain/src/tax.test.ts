import { describe, expect, it } from 'vitest';
import {
  type CompanyTaxRules,
  employeeTaxMonths,
  employeeTaxThrough,
  sendTaxWarnings,
  type TaxLine,
  type TaxStatuteRule,
  taxPurposeOfOccasion,
} from './tax';

/** The rules in force since 2024-07-01 (부가가치세법 시행령 제19조의2 제3호 가·나·다목; 소득세법 시행규칙 제10조①; 제12조제3호머목1)). */
const STATUTE: TaxStatuteRule[] = [
  vat('VAT_FAMILY_EVENT', ['FAMILY_EVENT', 'CHILDBIRTH'], '20201007', null),
  vat('VAT_HOLIDAY', ['HOLIDAY'], '20240701', null),
  vat('VAT_ANNIVERSARY', ['BIRTHDAY', 'FOUNDATION'], '20240701', null),
  // Before the 2024 split, 설날·추석 and 창립기념일·생일 shared one limit.
  vat('VAT_HOLIDAY_ANNIVERSARY', ['HOLIDAY', 'BIRTHDAY', 'FOUNDATION'], '20200701', '20240630'),
  {
    ruleCd: 'INCOME_FAMILY_EVENT',
    kind: 'INCOME_EXEMPT',
    title: '경조금',
    purposes: ['FAMILY_EVENT'],
    limitAmt: null,
    maxCount: null,
    withinMonths: null,
    companyLimit: true,
    validFrom: '20000101',
    validTo: null,
    source: '소득세법 시행규칙 제10조제1항',
  },
  {
    ruleCd: 'INCOME_CHILDBIRTH',
    kind: 'INCOME_EXEMPT',
    title: '출산지원금',
    purposes: ['CHILDBIRTH'],
    limitAmt: null,
    maxCount: 2,
    withinMonths: 24,
    companyLimit: false,
    validFrom: '20240101',
    validTo: null,
    source: '소득세법 제12조제3호머목1)',
  },
];

function vat(
  ruleCd: string,
  purposes: TaxStatuteRule['purposes'],
  validFrom: string,
  validTo: string | null,
): TaxStatuteRule {
  return {
    ruleCd,
    kind: 'VAT_LIMIT',
    title: ruleCd,
    purposes,
    limitAmt: 100_000,
    maxCount: null,
    withinMonths: null,
    companyLimit: false,
    validFrom,
    validTo,
    source: '부가가치세법 시행령 제19조의2',
  };
}

const COMPANY: CompanyTaxRules = {
  holidayIncomeYn: 'Y',
  familyEventLimits: [{ kind: 'WEDDING', limitAmt: 200_000, validFrom: '20200101' }],
};

let nextOrd = 1;
function line(over: Partial<TaxLine> & Pick<TaxLine, 'purpose' | 'amount' | 'giftDt'>): TaxLine {
  return {
    ordSn: nextOrd++,
    unqUserId: 'U1',
    yyyymm: over.giftDt.slice(0, 6),
    kind: null,
    lifeEventDt: null,
    lifeEventSn: null,
    ...over,
  };
}

describe('the VAT limits (부가가치세법 시행령 제19조의2 제3호)', () => {
  it('설 50,000 and 추석 80,000 in one year share one limit: 30,000 is a deemed supply', () => {
    const f = employeeTaxThrough(
      [
        line({ purpose: 'HOLIDAY', amount: 50_000, giftDt: '20260210' }),
        line({ purpose: 'HOLIDAY', amount: 80_000, giftDt: '20260920' }),
      ],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.vatRules).toEqual([
      { ruleCd: 'VAT_HOLIDAY', total: 130_000, limitAmt: 100_000, exempt: 100_000, taxable: 30_000 },
    ]);
    expect(f.vatTaxable).toBe(30_000);
    expect(f.selfSupplyVat).toBe(3_000);
  });

  it('since 2024-07-01 명절, 창립기념일·생일 and 경조사 each have their own 100,000 (300,000 in all)', () => {
    const f = employeeTaxThrough(
      [
        line({ purpose: 'HOLIDAY', amount: 100_000, giftDt: '20260210' }),
        line({ purpose: 'BIRTHDAY', amount: 60_000, giftDt: '20260401' }),
        line({ purpose: 'FOUNDATION', amount: 40_000, giftDt: '20260501' }),
        line({ purpose: 'FAMILY_EVENT', kind: 'WEDDING', amount: 100_000, giftDt: '20260601' }),
      ],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.vatExempt).toBe(300_000);
    expect(f.vatTaxable).toBe(0);
  });

  it('before the split (first half of 2024) 명절 and 생일 shared one limit', () => {
    const f = employeeTaxThrough(
      [
        line({ purpose: 'HOLIDAY', amount: 70_000, giftDt: '20240205' }),
        line({ purpose: 'BIRTHDAY', amount: 50_000, giftDt: '20240310' }),
      ],
      STATUTE,
      COMPANY,
      '202412',
    );
    expect(f.vatTaxable).toBe(20_000);
  });

  it('a reward gift is a supply in full; a customer gift is neither a supply nor income', () => {
    const f = employeeTaxThrough(
      [
        line({ purpose: 'REWARD', amount: 45_000, giftDt: '20260301' }),
        line({ purpose: 'CLIENT', amount: 30_000, giftDt: '20260301' }),
      ],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.vatTaxable).toBe(45_000);
    expect(f.incomeTaxable).toBe(45_000);
    expect(f.clientGifts).toBe(30_000);
    expect(f.marketValue).toBe(45_000);
  });

  it('a return reverses what its sale counted, in the month of the return', () => {
    const sale = line({ purpose: 'HOLIDAY', amount: 150_000, giftDt: '20260120' });
    const ret = { ...sale, yyyymm: '202603', amount: -150_000 };
    const { months, year } = employeeTaxMonths([sale, ret], STATUTE, COMPANY, 2026);
    expect(months[0]?.figures.vatTaxable).toBe(50_000);
    expect(months[2]?.figures.vatTaxable).toBe(-50_000);
    expect(year.vatTaxable).toBe(0);
    expect(year.marketValue).toBe(0);
  });
});

describe('근로소득', () => {
  it('경조금 within the company 경조 규정 is not income (시행규칙 제10조①); the excess is', () => {
    const f = employeeTaxThrough(
      [line({ purpose: 'FAMILY_EVENT', kind: 'WEDDING', amount: 250_000, giftDt: '20260601' })],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.incomeExempt).toBe(200_000);
    expect(f.exemptBy.COMPANY_FAMILY_EVENT_RULE).toBe(200_000);
    expect(f.incomeTaxable).toBe(50_000);
  });

  it('a 경조사 with no written company rule is income', () => {
    const f = employeeTaxThrough(
      [line({ purpose: 'FAMILY_EVENT', kind: 'CONDOLENCE', amount: 80_000, giftDt: '20260601' })],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.incomeTaxable).toBe(80_000);
  });

  it('출산: the first two gifts within two years of the birth are exempt, a third or a late one is not', () => {
    const birth = { lifeEventDt: '20250315', lifeEventSn: 7 };
    const f = employeeTaxThrough(
      [
        line({
          purpose: 'CHILDBIRTH',
          kind: 'CHILDBIRTH',
          amount: 100_000,
          giftDt: '20250320',
          ...birth,
          yyyymm: '202603',
        }),
        line({ purpose: 'CHILDBIRTH', kind: 'CHILDBIRTH', amount: 100_000, giftDt: '20260101', ...birth }),
        line({ purpose: 'CHILDBIRTH', kind: 'CHILDBIRTH', amount: 100_000, giftDt: '20260201', ...birth }),
        line({
          purpose: 'CHILDBIRTH',
          kind: 'CHILDBIRTH',
          amount: 50_000,
          giftDt: '20270316',
          lifeEventDt: '20250315',
          lifeEventSn: 8,
          yyyymm: '202603',
        }),
      ],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(f.exemptBy.CHILDBIRTH).toBe(200_000);
    expect(f.incomeTaxable).toBe(150_000);
  });

  it('명절 gifts are income unless the company says otherwise', () => {
    const gifts = [line({ purpose: 'HOLIDAY', amount: 50_000, giftDt: '20260210' })];
    expect(employeeTaxThrough(gifts, STATUTE, COMPANY, '202612').incomeTaxable).toBe(50_000);
    const lenient = employeeTaxThrough(gifts, STATUTE, { ...COMPANY, holidayIncomeYn: 'N' }, '202612');
    expect(lenient.incomeTaxable).toBe(0);
    expect(lenient.exemptBy.COMPANY_HOLIDAY_POLICY).toBe(50_000);
  });

  it('a rule row with a later valid-from changes the answer from its day on (next year is a row)', () => {
    const raised = [...STATUTE, { ...vat('VAT_HOLIDAY', ['HOLIDAY'], '20270101', null), limitAmt: 150_000 }];
    const gifts = [line({ purpose: 'HOLIDAY', amount: 130_000, giftDt: '20270210' })];
    expect(employeeTaxThrough(gifts, STATUTE, COMPANY, '202712').vatTaxable).toBe(30_000);
    expect(employeeTaxThrough(gifts, raised, COMPANY, '202712').vatTaxable).toBe(0);
  });
});

describe('months add up to the year on random data', () => {
  it('for 300 random employees', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const purposes = [
      'HOLIDAY',
      'BIRTHDAY',
      'FOUNDATION',
      'FAMILY_EVENT',
      'CHILDBIRTH',
      'REWARD',
      'CLIENT',
    ] as const;
    for (let e = 0; e < 300; e++) {
      const lines: TaxLine[] = [];
      for (let i = rnd(8); i > 0; i--) {
        const m = 1 + rnd(12);
        const purpose = purposes[rnd(purposes.length)] ?? 'REWARD';
        const giftDt = `2026${String(m).padStart(2, '0')}${String(1 + rnd(28)).padStart(2, '0')}`;
        const sale = line({
          purpose,
          amount: 1_000 * (1 + rnd(120)),
          giftDt,
          kind: purpose === 'FAMILY_EVENT' ? 'WEDDING' : null,
          lifeEventDt: purpose === 'CHILDBIRTH' ? '20260101' : null,
          lifeEventSn: purpose === 'CHILDBIRTH' ? 1 : null,
        });
        lines.push(sale);
        if (rnd(4) === 0)
          lines.push({
            ...sale,
            yyyymm: `2026${String(Math.min(12, m + rnd(3))).padStart(2, '0')}`,
            amount: -sale.amount,
          });
      }
      const { months, year } = employeeTaxMonths(lines, STATUTE, COMPANY, 2026);
      for (const k of [
        'marketValue',
        'vatTaxable',
        'vatExempt',
        'incomeTaxable',
        'incomeExempt',
        'clientGifts',
      ] as const)
        expect(months.reduce((s, m) => s + m.figures[k], 0)).toBe(year[k]);
      expect(year.marketValue + year.clientGifts).toBe(lines.reduce((s, l) => s + l.amount, 0));
      expect(year.incomeExempt + year.incomeTaxable).toBe(year.marketValue);
      expect(year.vatExempt + year.vatTaxable).toBe(year.marketValue);
    }
  });
});

describe('the warning before a send', () => {
  it('names who would pass a limit, by how much, and the VAT it adds', () => {
    const people = [
      {
        unqUserId: 'A',
        lines: [line({ unqUserId: 'A', purpose: 'HOLIDAY', amount: 60_000, giftDt: '20260210' })],
      },
      { unqUserId: 'B', lines: [] },
    ];
    const w = sendTaxWarnings(
      people,
      { purpose: 'HOLIDAY', kind: null, amount: 50_000, giftDt: '20260920' },
      STATUTE,
      COMPANY,
    );
    expect(w).toEqual([
      {
        unqUserId: 'A',
        limit: 'VAT_HOLIDAY',
        limitAmt: 100_000,
        givenBefore: 60_000,
        excess: 10_000,
        addedVat: 1_000,
      },
    ]);
  });

  it('warns when a 경조 gift is above the company rule', () => {
    const w = sendTaxWarnings(
      [{ unqUserId: 'A', lines: [] }],
      { purpose: 'FAMILY_EVENT', kind: 'WEDDING', amount: 250_000, giftDt: '20260920' },
      STATUTE,
      COMPANY,
    );
    expect(w.map((x) => [x.limit, x.excess])).toEqual([
      ['VAT_FAMILY_EVENT', 150_000],
      ['COMPANY_FAMILY_EVENT', 50_000],
    ]);
  });

  it('maps occasion types to purposes', () => {
    expect(taxPurposeOfOccasion('WEDDING')).toEqual({ purpose: 'FAMILY_EVENT', kind: 'WEDDING' });
    expect(taxPurposeOfOccasion('GROUP_DAY').purpose).toBe('FOUNDATION');
    expect(taxPurposeOfOccasion('WORK_ANNIVERSARY').purpose).toBe('REWARD');
  });
});

describe('income per purpose (the payroll file)', () => {
  it('splits the taxable and exempt parts by the purpose their rule belongs to', async () => {
    const { incomeByPurpose } = await import('./tax');
    const f = employeeTaxThrough(
      [
        line({ purpose: 'FAMILY_EVENT', kind: 'WEDDING', amount: 250_000, giftDt: '20260601' }),
        line({ purpose: 'HOLIDAY', amount: 50_000, giftDt: '20260210' }),
        line({ purpose: 'CLIENT', amount: 30_000, giftDt: '20260210' }),
      ],
      STATUTE,
      COMPANY,
      '202612',
    );
    expect(incomeByPurpose(f)).toEqual([
      { purpose: 'HOLIDAY', marketValue: 50_000, taxable: 50_000, exempt: 0, reason: null },
      {
        purpose: 'FAMILY_EVENT',
        marketValue: 250_000,
        taxable: 50_000,
        exempt: 200_000,
        reason: 'COMPANY_FAMILY_EVENT_RULE',
      },
    ]);
  });
});
