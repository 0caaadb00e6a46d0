import {
  CODE_SHEET,
  EXAMPLE_SHEET,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  IMPORT_LIST_HEADER,
  type ImportColumn,
  type ImportList,
} from '@pcs/domain';
import type ExcelJS from 'exceljs';
import { lazyModule } from '../lazy-module';

/** exceljs is loaded on the first Excel call (lib/lazy-module.ts). */
const excel = lazyModule<typeof ExcelJS>('exceljs');

/** exceljs keeps sheet-wide validations on an untyped property; `add` takes a range such as 'E2:E50001'. */
type WithValidations = {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
};

/** A further data sheet of a template (the employee template's 경조사 sheet), after the first. */
export type TemplateSheet = { sheetName: string; columns: readonly ImportColumn[] };

/**
 * The template of an import: the data sheet first (the import reads the first sheet), with the template's
 * Korean headers, a note on each saying what to write, text format so phone numbers keep their leading 0, and
 * drop-downs for code columns fed from a hidden code sheet (a list longer than Excel's 255-character inline limit
 * still works); then an example sheet with one filled row. `rows` pre-fill the data sheet, in column order (a template
 * of the caller's own open records, to be completed rather than typed). `more` are further data sheets (read by
 * name), each after the first with its own example sheet ('작성예시(경조사)').
 */
export async function buildImportTemplate(
  sheetName: string,
  columns: readonly ImportColumn[],
  lists: Partial<Record<ImportList, readonly string[]>>,
  rows: readonly (readonly (string | number | null)[])[] = [],
  more: readonly TemplateSheet[] = [],
): Promise<Buffer> {
  const workbook = new (excel().Workbook)();
  const sheets = [{ sheetName, columns }, ...more];
  const data = sheets.map((s) =>
    workbook.addWorksheet(s.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] }),
  );
  const examples = sheets.map((s, i) =>
    workbook.addWorksheet(i === 0 ? EXAMPLE_SHEET : `${EXAMPLE_SHEET}(${s.sheetName})`),
  );
  const codes = workbook.addWorksheet(CODE_SHEET, { state: 'hidden' });

  const listColumn = new Map<ImportList, string>();
  (Object.keys(lists) as ImportList[]).forEach((list, i) => {
    const values = lists[list] ?? [];
    const letter = columnLetter(i + 1);
    codes.getCell(`${letter}1`).value = IMPORT_LIST_HEADER[list];
    values.forEach((v, j) => {
      codes.getCell(`${letter}${j + 2}`).value = v;
    });
    if (values.length > 0)
      listColumn.set(list, `'${CODE_SHEET}'!$${letter}$2:$${letter}$${values.length + 1}`);
  });

  sheets.forEach((s, n) => {
    for (const sheet of [data[n]!, examples[n]!]) {
      sheet.columns = s.columns.map((c) => ({
        header: c.header,
        key: c.key,
        width: Math.max(12, c.header.length * 3),
      }));
      const header = sheet.getRow(1);
      header.font = { bold: true };
      s.columns.forEach((c, i) => {
        const cell = header.getCell(i + 1);
        cell.note = `${requiredMark(c)}${c.note}`;
        cell.fill = {
          type: 'pattern',
          pattern: 'solid',
          fgColor: { argb: c.required ? 'FFFDE2DD' : c.requiredFor ? 'FFFFF2CC' : 'FFEFEFEF' },
        };
        sheet.getColumn(i + 1).numFmt = '@';
      });
    }
    examples[n]!.addRow(s.columns.map((c) => c.example));

    const lastRow = EXCEL_LIMITS.maxRows + 1;
    s.columns.forEach((c, i) => {
      const source = c.list ? listColumn.get(c.list) : undefined;
      if (!source) return;
      const letter = columnLetter(i + 1);
      (data[n] as unknown as WithValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [source],
        showErrorMessage: true,
        errorTitle: c.header,
        error: EXCEL_MESSAGES.unknownCode,
      });
    });
  });
  // Text cells, like a typed template: the import reads digits as text either way.
  for (const row of rows) data[0]!.addRow(row.map((v) => (v === null ? null : String(v))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a header's note starts with: '[필수] ', '[새 계정 필수] ' for a column some rows need, or nothing. */
const requiredMark = (c: ImportColumn): string =>
  c.required ? '[필수] ' : c.requiredFor ? `[${c.requiredFor} 필수] ` : '';

/** 1 -> A, 27 -> AA. */
function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
