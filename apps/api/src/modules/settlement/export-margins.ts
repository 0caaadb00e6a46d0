import type { Readable } from 'node:stream';
import { MARGIN_GROUP_BY_LABEL, VENDOR_STATEMENT_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { listMargins, type MarginInput } from './list-margins';
import { marginExportColumns } from './settlement-export-columns';

/** POST .../settlement/margin/excel.json: every group of the margin list as xlsx (operators; the route's guard). */
export async function exportMargins(
  db: Executor,
  input: MarginInput,
): Promise<{ name: string; file: Readable }> {
  const { list } = await listMargins(db, { ...input, requestType: 'EXPORT' });
  const name = `${VENDOR_STATEMENT_TEXT.marginTitle}_${MARGIN_GROUP_BY_LABEL[input.groupBy]}`;
  return {
    name,
    file: xlsxStream(MARGIN_GROUP_BY_LABEL[input.groupBy], marginExportColumns(input.groupBy), list),
  };
}
