import { PassThrough, type Readable } from 'node:stream';
import type { ExportColumn } from '@pcs/domain';
import type ExcelJS from 'exceljs';
import { lazyModule } from '../lazy-module';

/** exceljs is loaded on the first Excel call (lib/lazy-module.ts). */
const excel = lazyModule<typeof ExcelJS>('exceljs');

/**
 * Building block "List + Excel download": rows become one worksheet with Korean headers, written by exceljs's
 * streaming writer row by row into the returned stream, so a 50,000-row download never holds the whole file.
 * A failure while writing destroys the stream (the client sees a cut download, the server logs the error).
 */
export function xlsxStream<R>(
  sheetName: string,
  columns: readonly ExportColumn<R>[],
  rows: Iterable<R>,
): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
