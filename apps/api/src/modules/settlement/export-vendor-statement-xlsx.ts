import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { ALL_LINES } from './export-vendor-statement-pdf';
import { getVendorStatement } from './get-vendor-statement';
import { VENDOR_STL_LINE_EXPORT_COLUMNS } from './settlement-export-columns';
import { vendorStatementFileName } from './vendor-statement-file-name';

/** POST .../settlement/vendor/xlsx.json: every line of the month as a worksheet, for whoever may read it. */
export async function exportVendorStatementXlsx(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: { vendorSn: number; yyyymm: string },
): Promise<{ name: string; file: Readable }> {
  const s = await getVendorStatement(deps, user, { ...input, page: 0, pageSize: ALL_LINES });
  return {
    name: vendorStatementFileName(s.vendorNm, s.yyyymm),
    file: xlsxStream(s.yyyymm, VENDOR_STL_LINE_EXPORT_COLUMNS, s.lines.list),
  };
}
