import { describe, expect, it } from 'vitest';
import { marginOfLine, marginRate, marginRateText } from './settlement-margin';

describe('margin of a line', () => {
  it('counts goods and extras as sale, supply price times quantity as supply, and no shipping', () => {
    expect(
      marginOfLine({ quantity: 2, unitPrice: 40_000, extrasAmt: 3_000, unitSupplyPrice: 31_500 }, true),
    ).toEqual({ saleAmt: 83_000, supplyAmt: 63_000, marginAmt: 20_000, supplyMissing: false });
  });
  it('counts nothing for a cancelled or returned line', () => {
    expect(marginOfLine({ quantity: 1, unitPrice: 40_000, extrasAmt: 0, unitSupplyPrice: 1 }, false)).toEqual(
      {
        saleAmt: 0,
        supplyAmt: 0,
        marginAmt: 0,
        supplyMissing: false,
      },
    );
  });
  it('reports a missing supply price instead of guessing one', () => {
    expect(
      marginOfLine({ quantity: 1, unitPrice: 10_000, extrasAmt: 0, unitSupplyPrice: null }, true),
    ).toEqual({
      saleAmt: 10_000,
      supplyAmt: 0,
      marginAmt: 10_000,
      supplyMissing: true,
    });
  });
});

describe('margin rate', () => {
  it('is a percentage with one decimal, rounded half away from zero', () => {
    expect(marginRate(20_000, 83_000)).toBe(24.1);
    expect(marginRate(1, 8)).toBe(12.5);
    expect(marginRate(-1, 8)).toBe(-12.5);
    expect(marginRate(1, 16)).toBe(6.3);
    expect(marginRate(0, 0)).toBeNull();
    expect(marginRateText(24.1)).toBe('24.1%');
    expect(marginRateText(null)).toBe('-');
  });
});
