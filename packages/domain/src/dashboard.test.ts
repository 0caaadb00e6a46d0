import { describe, expect, it } from 'vitest';
import { DASHBOARD_EXPORT_COLUMNS } from './contracts/dashboard-excel';
import { daysLeft, monthsEndingAt, percentOf, periodMonths } from './dashboard';

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

  it('counts a period in whole Korean months, leap February included', () => {
    expect(periodMonths('20240215', '20240203')).toEqual({
      fromYm: '202402',
      toYm: '202402',
      start: '20240201',
      end: '20240229',
    });
    expect(periodMonths('20251205', '20261110')).toMatchObject({ start: '20251201', end: '20261130' });
  });

  it('downloads tables with Korean headers, months in Korean and statuses by name', () => {
    const [ym, orders] = DASHBOARD_EXPORT_COLUMNS.monthly;
    expect(ym?.header).toBe('연월');
    expect(ym?.value({ ym: '202611', orders: 3, amount: 90_000 })).toBe('2026년 11월');
    expect(orders?.value({ ym: '202611', orders: 3, amount: 90_000 })).toBe(3);
    const status = DASHBOARD_EXPORT_COLUMNS.deliveryStatus[0];
    expect(status?.value({ deliStatCd: '04', count: 1 })).toBe('배송완료');
  });

  it('downloads a running event with its open and close times, so a same-day event reads by its hours', () => {
    const [, , start, end] = DASHBOARD_EXPORT_COLUMNS.events;
    const row = {
      eventSn: 1,
      eventNm: '당일 이벤트',
      cmpyCd: 'C1',
      cmpyNm: '회사',
      startDt: '20261126',
      startTm: '090000',
      endDt: '20261126',
      endTm: '183000',
      daysLeft: 0,
      recipients: 1,
      loggedIn: 0,
      applied: 0,
      paid: 0,
      notApplied: 1,
      delivered: 0,
      amount: 0,
    };
    expect([start?.header, end?.header]).toEqual(['시작 일시', '종료 일시']);
    expect([start?.value(row), end?.value(row)]).toEqual(['2026.11.26 09:00', '2026.11.26 18:30']);
  });
});
