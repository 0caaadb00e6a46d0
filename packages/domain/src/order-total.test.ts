import { describe, expect, it } from 'vitest';
import {
  countedOrderTotal,
  optionLabel,
  optionPrice,
  orderBudgetPart,
  orderCounts,
  orderGoodsAmt,
  orderTotal,
} from './order-total';

describe('orderTotal', () => {
  it('is unit price x quantity + extras', () => {
    expect(orderTotal({ unitPrice: 30_000, quantity: 1, extrasAmt: 5_000 })).toBe(35_000);
    expect(orderTotal({ unitPrice: 12_500, quantity: 3, extrasAmt: 0 })).toBe(37_500);
    expect(orderGoodsAmt({ unitPrice: 12_500, quantity: 3 })).toBe(37_500);
  });

  it('counts large amounts to the won', () => {
    // int4 columns: the largest unit price times a large quantity still fits a double exactly.
    expect(orderTotal({ unitPrice: 2_147_483_647, quantity: 1_000, extrasAmt: 2_147_483_647 })).toBe(
      2_149_631_130_647,
    );
    expect(orderTotal({ unitPrice: 999_999_999, quantity: 999, extrasAmt: 1 })).toBe(998_999_999_002);
  });

  it('refuses a total a double cannot hold exactly', () => {
    expect(() => orderTotal({ unitPrice: 2 ** 40, quantity: 2 ** 14, extrasAmt: 0 })).toThrow(RangeError);
    expect(() => orderTotal({ unitPrice: 1.5, quantity: 1, extrasAmt: 0 })).toThrow(RangeError);
  });

  it('gives the budget the total less the card payment', () => {
    // The case: a 30,000 gift with 5,000 of extras, 5,000 paid by card: the budget carries 30,000.
    expect(orderBudgetPart({ unitPrice: 30_000, quantity: 1, extrasAmt: 5_000, payAmt: 5_000 })).toBe(30_000);
    expect(orderBudgetPart({ unitPrice: 10_000, quantity: 2, extrasAmt: 0, payAmt: 0 })).toBe(20_000);
  });
});

describe('options', () => {
  it('sum their extra prices', () => {
    expect(optionPrice([])).toBe(0);
    expect(optionPrice([{ addPrice: 1_000 }, { addPrice: 2_500 }])).toBe(3_500);
    expect(optionPrice([{ addPrice: 1_000_000_000 }, { addPrice: 1_000_000_000 }])).toBe(2_000_000_000);
  });

  it('are labelled title: value, joined by a slash', () => {
    expect(optionLabel([])).toBeNull();
    expect(optionLabel([{ title: '색상', name: '빨강' }])).toBe('색상: 빨강');
    expect(
      optionLabel([
        { title: '색상', name: '빨강' },
        { title: '크기', name: 'L' },
      ]),
    ).toBe('색상: 빨강 / 크기: L');
  });
});

describe('orderCounts', () => {
  const order = { unitPrice: 29_000, quantity: 1, extrasAmt: 4_000, ordStatCd: '01', deliStatCd: '04' };
  const returned = (refundStatCd: string) => [{ refundGbn: 'RETURN', refundStatCd }];

  it('counts an applied order whose gift was neither cancelled nor given back', () => {
    expect(orderCounts({ ...order, requests: [] })).toBe(true);
    expect(countedOrderTotal({ ...order, requests: [] })).toBe(33_000);
    // An exchange re-ships the gift; a return still under way or turned down gives nothing back yet.
    for (const requests of [[{ refundGbn: 'EXCHANGE', refundStatCd: '07' }], returned('01'), returned('03')])
      expect(orderCounts({ ...order, requests })).toBe(true);
  });

  it('leaves out a cancelled order and a completed return, extras and all', () => {
    expect(orderCounts({ ...order, ordStatCd: '09', deliStatCd: '09', requests: [] })).toBe(false);
    expect(orderCounts({ ...order, deliStatCd: '09', requests: [] })).toBe(false);
    expect(orderCounts({ ...order, ordStatCd: '00', requests: [] })).toBe(false);
    for (const state of ['05', '06']) {
      expect(orderCounts({ ...order, requests: returned(state) })).toBe(false);
      expect(countedOrderTotal({ ...order, requests: returned(state) })).toBe(0);
    }
  });
});
