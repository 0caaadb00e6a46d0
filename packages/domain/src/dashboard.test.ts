import { describe, expect, it } from 'vitest';
import { daysLeft, monthsEndingAt, percentOf } from './dashboard';

describe('dashboard helpers', () => {
  it('counts days left to an inclusive end date', () => {
    expect(daysLeft('20261231', '20261225')).toBe(6);
    expect(daysLeft('20261231', '20261231')).toBe(0);
    expect(daysLeft('20270101', '20261231')).toBe(1);
    expect(daysLeft('20261201', '20261205')).toBe(-4);
  });

  it('lists twelve months across a year boundary', () => {
    const months = monthsEndingAt('20260315');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('202504');
    expect(months.at(-1)).toBe('202603');
  });

  it('rounds shares and avoids dividing by zero', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
