import { Readable } from 'node:stream';
import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  EXCEL_NUM_FMT,
  type ExportColumn,
  type IncomeByPurpose,
  incomeByPurpose,
  TAX_EXEMPT_REASON_LABEL,
  TAX_PURPOSE_LABEL,
  type taxPayrollRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { assertCompany } from '../../http/tenant';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { recordAccess } from '../access-log';
import { computeLedger, type PersonRow } from './ledger';

/**
 * The payroll file (docs/tax-payroll-file.md): one row per employee and purpose with the period's 근로소득 — what
 * was given at market value, the taxable part, the exempt part and why. A month ("YYYYMM" in 귀속) or the year's
 * summary for 연말정산 ("YYYY"). The column order and codes are the layout payroll systems read: never reorder.
 */
export type PayrollRow = PersonRow & IncomeByPurpose & { period: string };

export const PAYROLL_COLUMNS: readonly ExportColumn<PayrollRow>[] = [
  { header: '사번', width: 14, value: (r) => r.sabun ?? '' },
  { header: '성명', width: 12, value: (r) => r.userNm },
  { header: '아이디', width: 16, value: (r) => r.userId },
  { header: '귀속', width: 10, value: (r) => r.period },
  { header: '분류코드', width: 14, value: (r) => r.purpose },
  { header: '분류', width: 20, value: (r) => TAX_PURPOSE_LABEL[r.purpose] },
  { header: '시가', width: 14, value: (r) => r.marketValue, numFmt: EXCEL_NUM_FMT.won },
  { header: '과세금액', width: 14, value: (r) => r.taxable, numFmt: EXCEL_NUM_FMT.won },
  { header: '비과세금액', width: 14, value: (r) => r.exempt, numFmt: EXCEL_NUM_FMT.won },
  { header: '비과세사유코드', width: 26, value: (r) => r.reason ?? '' },
  { header: '비과세사유', width: 44, value: (r) => (r.reason ? TAX_EXEMPT_REASON_LABEL[r.reason] : '') },
];

/** RFC 4180 CSV with a BOM (Excel opens UTF-8 Korean correctly with it); numbers without separators. */
export function payrollCsv(rows: readonly PayrollRow[]): string {
  const cell = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const lines = [
    PAYROLL_COLUMNS.map((c) => cell(c.header)).join(','),
    ...rows.map((r) => PAYROLL_COLUMNS.map((c) => cell(c.value(r))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The rows of a company's month or year, by employee (사번 order) then purpose. */
export async function payrollRows(
  deps: { db: Executor; now: () => Date },
  cmpyCd: string,
  year: number,
  month: number | null,
): Promise<PayrollRow[]> {
  const { rows } = await computeLedger(deps, { cmpyCd }, { year, month });
  const period = month ? `${year}${String(month).padStart(2, '0')}` : String(year);
  return rows
    .sort((a, b) => (a.sabun ?? '').localeCompare(b.sabun ?? '') || a.userId.localeCompare(b.userId))
    .flatMap((r) => incomeByPurpose(r.figures).map((p) => ({ ...r, ...p, period })));
}

/** POST /v1/ebmp/pcs/tax/payroll.json: the file, xlsx or CSV; the download is access-logged with its reason. */
export async function exportPayroll(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof taxPayrollRequestSchema>,
): Promise<{ name: string; body: Readable; contentType: string; extension: string }> {
  assertCompany(user, input.cmpyCd);
  const rows = await payrollRows(deps, input.cmpyCd, input.year, input.month ?? null);
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.download,
    target: ACCESS_TARGET.taxPayroll,
    rowCount: rows.length,
    cmpyCd: input.cmpyCd,
    reason: input.downloadReason,
  });
  const period = input.month ? `${input.year}${String(input.month).padStart(2, '0')}` : `${input.year}_연간`;
  const name = `근로소득_${input.cmpyCd}_${period}`;
  if (input.format === 'csv')
    return {
      name,
      body: Readable.from([payrollCsv(rows)]),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  return {
    name,
    body: xlsxStream('근로소득', PAYROLL_COLUMNS, rows),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}
