import { addDays } from './occasion-dates';

/*
 * Dates in uploaded spreadsheets. Excel keeps a date as a day count (its serial number: 45663 is 2025-01-06) with no
 * time zone, and a date-time as that count plus a fraction of a day. A cell formatted as a date reaches the import as
 * that number, and so does a number a CSV export left behind; people also type the day as text. Every import reads
 * its date columns through dateCellYmd, so all of them take the same forms.
 */

/** The largest serial Excel shows as a date: 9999-12-31. */
const MAX_SERIAL = 2_958_465;

/**
 * The calendar day (YYYYMMDD) of an Excel serial number in the 1900 date system, a fraction (the time of a date-time
 * cell) ignored: the day is the one Excel shows, in any time zone. Excel counts a 29 February 1900 that never was
 * (serial 60, kept for Lotus 1-2-3): serials from 61 on are one day later than a plain count from 1900-01-01, 60 is
 * no day at all (null), and so is anything outside 1 to 2958465.
 */
export function excelSerialYmd(serial: number): string | null {
  if (!Number.isFinite(serial)) return null;
  const day = Math.floor(serial);
  if (day < 1 || day > MAX_SERIAL || day === 60) return null;
  return day > 60 ? addDays('18991230', day) : addDays('18991231', day);
}

/**
 * A bare number is read as a serial only with five digits (1927-05-18 to 2173-10-14, a time fraction allowed):
 * every birth, hire and event date falls there, while a year typed alone ('2024') is refused instead of becoming a
 * day of 1905.
 */
const SERIAL_TEXT = /^(\d{5})(\.\d+)?$/;

/**
 * A date cell as YYYYMMDD, or null when it is not one: '2025-01-06', '2025.1.6', '2025/01/06', '20250106' (the
 * separators of the text forms may differ and a final '.' is allowed, as Korean dates are often written), or the
 * serial number of a date cell (45663, 45663.75). Only the form is checked here: whether the day exists (2025-02-30)
 * is the column's rule (a lunar birth date has its own calendar).
 */
export function dateCellYmd(text: string): string | null {
  const value = text.trim();
  if (SERIAL_TEXT.test(value)) return excelSerialYmd(Number(value));
  const m =
    /^(\d{4})(\d{2})(\d{2})$/.exec(value) ??
    /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\s*\.?$/.exec(value);
  return m ? `${m[1]}${m[2]?.padStart(2, '0')}${m[3]?.padStart(2, '0')}` : null;
}
