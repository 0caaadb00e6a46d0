import { describe, expect, it } from 'vitest';
import { dateCellYmd, excelSerialYmd } from './excel-dates';

describe('excelSerialYmd: the day Excel shows for a serial number (1900 date system)', () => {
  it('gives the day of a date cell, its time ignored', () => {
    expect(excelSerialYmd(45663)).toBe('20250106');
    expect(excelSerialYmd(45663.999)).toBe('20250106');
    expect(excelSerialYmd(45658)).toBe('20250101');
    expect(excelSerialYmd(33000)).toBe('19900507');
    expect(excelSerialYmd(45716)).toBe('20250228');
    expect(excelSerialYmd(45717)).toBe('20250301');
    expect(excelSerialYmd(46022)).toBe('20251231');
    expect(excelSerialYmd(2_958_465)).toBe('99991231');
  });

  it("counts Excel's 29 February 1900 that never was: 60 is no day, 1 to 59 and 61 on are", () => {
    expect(excelSerialYmd(1)).toBe('19000101');
    expect(excelSerialYmd(59)).toBe('19000228');
    expect(excelSerialYmd(60)).toBeNull();
    expect(excelSerialYmd(61)).toBe('19000301');
  });

  it('refuses what no date cell holds', () => {
    for (const serial of [0, -1, 2_958_466, Number.NaN, Number.POSITIVE_INFINITY])
      expect(excelSerialYmd(serial)).toBeNull();
  });

  it('does not depend on the time zone the server runs in (pure day arithmetic)', () => {
    // Every Korean business day of 2025 and 2026 against the calendar: no day shifts, none is skipped.
    let day = Date.UTC(2025, 0, 1);
    for (let serial = 45658; serial <= 46387; serial += 1, day += 86_400_000)
      expect(excelSerialYmd(serial)).toBe(new Date(day).toISOString().slice(0, 10).replaceAll('-', ''));
  });
});

describe('dateCellYmd: a date cell as people and spreadsheets fill it', () => {
  it('reads the text forms people type', () => {
    for (const typed of ['2025-01-06', '2025.1.6', '2025. 1. 6.', '2025/01/06', '20250106', ' 2025-1-06 '])
      expect(dateCellYmd(typed)).toBe('20250106');
  });

  it('reads the serial number a date cell or a CSV export leaves', () => {
    expect(dateCellYmd('45663')).toBe('20250106');
    expect(dateCellYmd('45663.75')).toBe('20250106');
  });

  it('refuses anything else (a year alone is not a day of 1905)', () => {
    for (const typed of [
      '2024',
      '1990-05',
      '25-01-06',
      '2025년 1월 6일',
      '250106',
      '123456',
      '45663,5',
      'abc',
    ])
      expect(dateCellYmd(typed)).toBeNull();
  });

  it('checks the form only: whether the day exists is the column rule', () => {
    expect(dateCellYmd('2025-02-30')).toBe('20250230');
  });
});
