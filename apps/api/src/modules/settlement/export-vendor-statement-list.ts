import type { Readable } from 'node:stream';
import { VENDOR_STATEMENT_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { listVendorStatements, type VendorStlListInput } from './list-vendor-statements';
import { VENDOR_STL_EXPORT_COLUMNS } from './settlement-export-columns';

/** POST .../settlement/vendor/excel.json: the list's filtered rows (no paging, the export cap) as xlsx. */
export async function exportVendorStatementList(
  ctx: { db: Executor; now: () => Date },
  user: AuthUser,
  input: VendorStlListInput,
): Promise<{ name: string; file: Readable }> {
  const { list } = await listVendorStatements(ctx, user, { ...input, requestType: 'EXPORT' });
  return {
    name: VENDOR_STATEMENT_TEXT.listTitle,
    file: xlsxStream(VENDOR_STATEMENT_TEXT.listTitle, VENDOR_STL_EXPORT_COLUMNS, list),
  };
}
