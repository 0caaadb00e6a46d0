import { formatYmd, formatYmdHms } from '../formats';

/**
 * The column shape, number formats and date texts of list downloads, apart from excel.ts (its import rows and the
 * back office's columns pull in companies, groups, occasions and zod schemas): contracts a recipient's screen loads
 * (payment, delivery) take these without the rest.
 */

export type ExportColumn<R> = {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
  /** Excel's number format of the column (EXCEL_NUM_FMT): numbers stay numbers people can sum, shown with commas. */
  numFmt?: string;
};

/** Number formats of downloads: won with commas and 원, counts with commas. Ids and codes get none. */
export const EXCEL_NUM_FMT = { won: '#,##0"원"', count: '#,##0' } as const;

/** Dates in downloads: '2026-11-26', and time stamps '2026-11-26 22:31:39' (never the raw digit strings). */
export const excelYmd = (s: string | null | undefined): string => (s ? formatYmd(s, '-') : '');
export const excelYmdHms = (s: string | null | undefined): string => formatYmdHms(s, '-');
/** HHMISS as '09:00'. */
export const excelHm = (s: string | null | undefined): string =>
  s && /^\d{4}/.test(s) ? `${s.slice(0, 2)}:${s.slice(2, 4)}` : (s ?? '');
