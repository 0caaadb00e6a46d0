import { addDays, HOLIDAY_MOVES, type SendTiming, sendDateOf } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { monthDayRanges, occasionDayRange } from './prefilter-window';

const inMonthDays = (ymd: string, ranges: [string, string][]) =>
  ranges.some(([lo, hi]) => ymd.slice(4) >= lo && ymd.slice(4) <= hi);

describe('the pre-filter windows', () => {
  const timings: SendTiming[] = HOLIDAY_MOVES.flatMap((holidayMove) => [
    { sendWhen: 'ON_DAY', offsetDays: 0, holidayMove },
    { sendWhen: 'BEFORE', offsetDays: 7, holidayMove },
    { sendWhen: 'AFTER', offsetDays: 3, holidayMove },
    { sendWhen: 'BEFORE', offsetDays: 60, holidayMove },
  ]);
  // Window starts around the new year, 설날, 추석 and the 29 February of a leap year.
  const todays = ['20261215', '20270201', '20270901', '20271220', '20280215'];

  it.each(todays)('misses no occasion day whose send day falls in the 30 days from %s', (today) => {
    const last = addDays(today, 29);
    for (const timing of timings) {
      const range = occasionDayRange(timing, today, last);
      expect(range).not.toBeNull();
      for (let d = addDays(today, -200); d <= addDays(today, 250); d = addDays(d, 1)) {
        const sent = sendDateOf(d, timing);
        const wanted = sent >= today && sent <= last;
        // Exact: the span is the preimage, no day more, no day less.
        expect(d >= range!.lo && d <= range!.hi, `${d} ${JSON.stringify(timing)}`).toBe(wanted);
        if (wanted) expect(inMonthDays(d, monthDayRanges(range!))).toBe(true);
      }
    }
  });

  it('takes 29 February into a span ending on 28 February, and splits a span across the new year', () => {
    expect(monthDayRanges({ lo: '20270201', hi: '20270228' })).toEqual([['0201', '0229']]);
    expect(monthDayRanges({ lo: '20271215', hi: '20280113' })).toEqual([
      ['1215', '1231'],
      ['0101', '0113'],
    ]);
  });
});
