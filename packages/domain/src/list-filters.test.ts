import { describe, expect, it } from 'vitest';
import { DATE_RANGE_FILTERS, dateLikeToYmd, flattenListFilters } from './list-filters';

describe('flattenListFilters (spec §3 list filters)', () => {
  it('names the three date-range filters', () => {
    expect(DATE_RANGE_FILTERS).toEqual(['inputDt', 'frstRgstDt', 'workRequestDt']);
  });

  it('turns [from, to] pairs into Start/End yyyymmdd', () => {
    expect(
      flattenListFilters({
        inputDt: [new Date(2026, 0, 5), new Date(2026, 1, 28)],
        frstRgstDt: ['2026-03-01', '20260331'],
        workRequestDt: ['2026.04.01', null],
      }),
    ).toEqual({
      inputDtStart: '20260105',
      inputDtEnd: '20260228',
      frstRgstDtStart: '20260301',
      frstRgstDtEnd: '20260331',
      workRequestDtStart: '20260401',
    });
  });

  it('accepts { start, end } and date-library objects', () => {
    const dayjsLike = { toDate: () => new Date(2026, 10, 25) };
    expect(flattenListFilters({ inputDt: { start: dayjsLike, end: '2026-12-01' } })).toEqual({
      inputDtStart: '20261125',
      inputDtEnd: '20261201',
    });
  });

  it('flattens dotted names, including dotted date ranges', () => {
    expect(
      flattenListFilters({
        'search.cmpyCd': 'C001',
        'search.inner.eventSn': 7,
        'search.inputDt': ['20260101', ''],
      }),
    ).toEqual({ cmpyCd: 'C001', eventSn: 7, inputDtStart: '20260101' });
  });

  it('drops empty strings and undefined, keeps null, numbers, booleans and arrays', () => {
    expect(
      flattenListFilters({ a: '', b: '  ', c: undefined, d: null, e: 0, f: false, g: ['01', '02'], h: 'x' }),
    ).toEqual({ d: null, e: 0, f: false, g: ['01', '02'], h: 'x' });
  });

  it('drops invalid dates and leaves non-range date values as they are', () => {
    expect(flattenListFilters({ inputDt: ['20261340', new Date(Number.NaN)] })).toEqual({});
    expect(flattenListFilters({ inputDt: '20260101' })).toEqual({ inputDt: '20260101' });
  });

  it('dateLikeToYmd', () => {
    expect(dateLikeToYmd('2026-11-05T10:00:00')).toBe('20261105');
    expect(dateLikeToYmd('')).toBeNull();
    expect(dateLikeToYmd(undefined)).toBeNull();
  });
});
