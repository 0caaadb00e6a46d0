import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { getVendorStatement } from './get-vendor-statement';
import { vendorStatementFileName } from './vendor-statement-file-name';
import { renderVendorStatementPdf } from './vendor-statement-pdf';

/** Every line on one page of the detail: the documents print the whole month. */
export const ALL_LINES = Number.MAX_SAFE_INTEGER;

/** POST .../settlement/vendor/pdf.json: the month's statement as a PDF, for whoever may read it (detail's rules). */
export async function exportVendorStatementPdf(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: { vendorSn: number; yyyymm: string },
): Promise<{ name: string; pdf: Buffer }> {
  const s = await getVendorStatement(deps, user, { ...input, page: 0, pageSize: ALL_LINES });
  const pdf = await renderVendorStatementPdf({ ...s, lines: s.lines.list }, deps.now());
  return { name: vendorStatementFileName(s.vendorNm, s.yyyymm), pdf };
}
