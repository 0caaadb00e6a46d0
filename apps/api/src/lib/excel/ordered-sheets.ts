import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type JSZip from 'jszip';
import { lazyModule } from '../lazy-module';

/** Loaded on the first Excel call, like exceljs (lib/lazy-module.ts). */
const excel = lazyModule<typeof ExcelJS>('exceljs');
const jszip = lazyModule<typeof JSZip>('jszip');

type Options = Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>;
export type SheetReader = AsyncIterable<ExcelJS.Row> & { name?: string };

/** The parts of exceljs's WorkbookReader this module drives (its own streaming pass is what it replaces). */
type WorkbookParts = {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: SheetReader }>;
};

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The worksheets of an xlsx in the workbook's tab order, each read row by row by exceljs's streaming reader.
 *
 * exceljs's own reader takes the zip's entries in one streaming pass, and that pass sometimes loses the last entry;
 * exceljs writes `xl/workbook.xml` last, so about one read in 250 of an exceljs-written file failed with
 * "Cannot read properties of undefined (reading 'sheets')" here (more under load; a known exceljs bug, still open). Here the zip
 * is opened through its central directory (jszip, over the bytes the upload already holds): the relationships, the
 * workbook and the shared strings are read first, then each sheet, decompressed as it is read.
 */
export async function* orderedSheets(bytes: Buffer, options: Options): AsyncGenerator<SheetReader> {
  const zip = await jszip().loadAsync(bytes);
  const stream = (path: string): Readable => {
    const file = zip.file(path);
    if (!file) throw new Error(`xlsx: no ${path}`);
    // jszip's stream is an older Readable; piped into a core one it is async iterable like a file's.
    return file.nodeStream('nodebuffer').pipe(new PassThrough());
  };
  const reader = new (excel().stream.xlsx.WorkbookReader)(
    new PassThrough(),
    options,
  ) as unknown as WorkbookParts;
  await reader._parseRels(stream('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(stream('xl/workbook.xml'));
  if (zip.file('xl/sharedStrings.xml'))
    for await (const _ of reader._parseSharedStrings(stream('xl/sharedStrings.xml'))) {
      // 'cache' keeps them on the reader; nothing is emitted.
    }

  const sheetFiles = new Map<string, string>();
  for (const path of Object.keys(zip.files)) {
    const number = SHEET_PATH.exec(path)?.[1];
    if (number) sheetFiles.set(number, path);
  }
  const numberOf = (rId: string) =>
    SHEET_PATH.exec(`xl/${reader.workbookRels?.find((r) => r.Id === rId)?.Target ?? ''}`)?.[1];
  const tabOrder = (reader.model?.sheets ?? []).map((s) => numberOf(s.rId));
  const numbers = [
    ...tabOrder.filter((n): n is string => n !== undefined && sheetFiles.has(n)),
    // Sheet parts the workbook does not list, in their numbers' order (as the streaming pass met them).
    ...[...sheetFiles.keys()].filter((n) => !tabOrder.includes(n)).sort((a, b) => Number(a) - Number(b)),
  ];
  for (const number of numbers)
    for (const { eventType, value } of reader._parseWorksheet(
      stream(sheetFiles.get(number) as string),
      number,
    ))
      if (eventType === 'worksheet') yield value;
}
