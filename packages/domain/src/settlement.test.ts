import { describe, expect, it } from 'vitest';
import { kstYyyymm } from './kst';
import {
  addMonths,
  billVatGroups,
  clientLineAmounts,
  hasMonthEnded,
  kstMonthRange,
  settlementDefaultMonths,
  settlementMonthsAsked,
  splitVat,
  VENDOR_LINE_KIND,
  vendorLineAmounts,
} from './settlement';

describe('splitVat', () => {
  it('splits VAT-included won into supply (x 10/11, nearest won) and the rest', () => {
    expect(splitVat(0)).toEqual({ supplyAmt: 0, vatAmt: 0 });
    expect(splitVat(1)).toEqual({ supplyAmt: 1, vatAmt: 0 });
    expect(splitVat(5)).toEqual({ supplyAmt: 5, vatAmt: 0 });
    expect(splitVat(6)).toEqual({ supplyAmt: 5, vatAmt: 1 });
    expect(splitVat(11)).toEqual({ supplyAmt: 10, vatAmt: 1 });
    expect(splitVat(16)).toEqual({ supplyAmt: 15, vatAmt: 1 });
    expect(splitVat(17)).toEqual({ supplyAmt: 15, vatAmt: 2 });
    expect(splitVat(55_000)).toEqual({ supplyAmt: 50_000, vatAmt: 5_000 });
    expect(splitVat(129_000)).toEqual({ supplyAmt: 117_273, vatAmt: 11_727 });
    expect(splitVat(2_147_483_647)).toEqual({ supplyAmt: 1_952_257_861, vatAmt: 195_225_786 });
  });
  it('is exact where floating point 1.1 is not', () => {
    // 1.1 is not representable: 1_000_000_000_005 / 1.1 in floats differs from the exact 10/11.
    for (const t of [1_000_000_000_005, 99_999_999_999, 3_300_000_011]) {
      const { supplyAmt } = splitVat(t);
      expect(Math.abs(supplyAmt * 11 - t * 10)).toBeLessThanOrEqual(5);
    }
  });
  it('splits a reversal as the negation of the sale', () => {
    for (let t = 7; t < 2_000; t += 7) {
      const pos = splitVat(t);
      const neg = splitVat(-t);
      expect(neg.supplyAmt).toBe(-pos.supplyAmt);
      expect(neg.vatAmt).toBe(-pos.vatAmt);
    }
  });
  it('always adds up and stays within half a won of 10/11', () => {
    for (let t = -5_000; t <= 5_000; t++) {
      const { supplyAmt, vatAmt } = splitVat(t);
      expect(supplyAmt + vatAmt).toBe(t);
      expect(Math.abs(supplyAmt * 22 - t * 20)).toBeLessThan(11);
    }
  });
  it('refuses a fraction of a won', () => {
    expect(() => splitVat(10.5)).toThrow(RangeError);
  });
});

describe('months in Korean time', () => {
  it('starts a month at 00:00 KST (15:00 UTC the day before)', () => {
    expect(kstMonthRange('202611')).toEqual({
      from: new Date('2026-10-31T15:00:00Z'),
      to: new Date('2026-11-30T15:00:00Z'),
    });
    expect(kstMonthRange('202612').to).toEqual(new Date('2026-12-31T15:00:00Z'));
    expect(kstYyyymm(new Date('2026-11-30T14:59:59.999Z'))).toBe('202611');
    expect(kstYyyymm(new Date('2026-11-30T15:00:00Z'))).toBe('202612');
  });
  it('adds months across years', () => {
    expect(addMonths('202612', 1)).toBe('202701');
    expect(addMonths('202601', -1)).toBe('202512');
    expect(addMonths('202611', -23)).toBe('202412');
  });
  it('lets a month be confirmed only once it is over', () => {
    expect(hasMonthEnded('202611', new Date('2026-11-30T14:59:59Z'))).toBe(false);
    expect(hasMonthEnded('202611', new Date('2026-11-30T15:00:00Z'))).toBe(true);
  });
});

describe('line amounts', () => {
  it('charges the gift, extras and shipping less what the recipient paid; reversals negate it', () => {
    const o = { quantity: 2, unitPrice: 15_000, extrasAmt: 3_000, shipFee: 2_500, payAmt: 4_000 };
    expect(clientLineAmounts(o, 1)).toEqual({
      goodsAmt: 30_000,
      extrasAmt: 3_000,
      shipAmt: 2_500,
      recipientPaidAmt: 4_000,
      chargeAmt: 31_500,
    });
    expect(clientLineAmounts(o, -1).chargeAmt).toBe(-31_500);
  });
  it('pays the vendor supply and shipping, takes both back on a return and adds the return shipping charged', () => {
    const i = { quantity: 3, unitSupplyPrice: 7_000, shipFee: 3_000, returnShipFee: 6_000 };
    expect(vendorLineAmounts(i, VENDOR_LINE_KIND.delivery)).toEqual({
      supplyAmt: 21_000,
      shipAmt: 3_000,
      returnShipAmt: 0,
      payableAmt: 24_000,
    });
    expect(vendorLineAmounts(i, VENDOR_LINE_KIND.return)).toEqual({
      supplyAmt: -21_000,
      shipAmt: -3_000,
      returnShipAmt: 6_000,
      payableAmt: -18_000,
    });
  });
  it('splits VAT once per tax invoice group, so the invoices add up to the bill', () => {
    const groups = billVatGroups([
      { chargeAmt: 10_001, adjustsBillSn: null },
      { chargeAmt: 5_005, adjustsBillSn: null },
      { chargeAmt: -3_003, adjustsBillSn: 7 },
      { chargeAmt: -1_001, adjustsBillSn: 4 },
    ]);
    expect(groups.map((g) => g.adjustsBillSn)).toEqual([null, 4, 7]);
    expect(groups[0]).toEqual({ adjustsBillSn: null, chargeAmt: 15_006, supplyAmt: 13_642, vatAmt: 1_364 });
    expect(groups[2]).toEqual({ adjustsBillSn: 7, chargeAmt: -3_003, supplyAmt: -2_730, vatAmt: -273 });
  });
});

describe('the months a settlement list opens on', () => {
  const now = new Date('2026-12-03T01:00:00Z');

  it('are the latest month with anything and the month before it', () => {
    expect(settlementDefaultMonths('202612', now)).toEqual({ fromYm: '202611', toYm: '202612' });
    expect(settlementDefaultMonths('202607', now)).toEqual({ fromYm: '202606', toYm: '202607' });
    expect(settlementDefaultMonths('202601', now)).toEqual({ fromYm: '202512', toYm: '202601' });
  });

  it('end at this month (Korean time) when nothing is there yet', () => {
    expect(settlementDefaultMonths(null, now)).toEqual({ fromYm: '202611', toYm: '202612' });
    // 23:30 on 30 November in UTC is already December in Korea.
    expect(settlementDefaultMonths(null, new Date('2026-11-30T23:30:00Z')).toYm).toBe('202612');
  });

  it('take one end alone as that month, and nothing as no range', () => {
    expect(settlementMonthsAsked({ fromYm: '202609', toYm: '202611' })).toEqual({
      fromYm: '202609',
      toYm: '202611',
    });
    expect(settlementMonthsAsked({ fromYm: '202609' })).toEqual({ fromYm: '202609', toYm: '202609' });
    expect(settlementMonthsAsked({ toYm: '202611', fromYm: null })).toEqual({
      fromYm: '202611',
      toYm: '202611',
    });
    expect(settlementMonthsAsked({})).toBeNull();
  });
});
