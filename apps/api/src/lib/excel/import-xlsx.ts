import {
  badHeadersText,
  badSheetHeadersText,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  type ImportColumn,
  type ImportError,
  importErrorsText,
} from '@pcs/domain';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/errors';
import { orderedSheets } from './ordered-sheets';
import { inspectXlsx } from './xlsx-content';

/**
 * Building block "Excel import" (ARCHITECTURE): an upload is checked by content (xlsx-content.ts), its first sheet is
 * read row by row with exceljs's streaming reader, the header row must match the template, every data row is
 * mapped to the columns' keys and checked by a zod row schema, and every problem is kept as { row, column, message }.
 * File-level problems (not xlsx, macro, too many rows, empty, wrong headers) refuse the file at once; row problems
 * are collected (ImportErrors) so the use case can add its own (duplicates, database) and refuse them all together.
 * Nothing is written here: the use case writes every row in one transaction only when there is no error.
 */
export type ImportSpec<K extends string, R> = {
  columns: readonly ImportColumn<K>[];
  rowSchema: z.ZodType<R, Record<K, string | null>>;
};
/**
 * A data row by its Excel row number; value null when the row had errors (never written then). `cells` is the row as
 * read (trimmed text by column key), so a use case can still relate a bad row to others (an ID another sheet names).
 */
export type ParsedRow<R, K extends string = string> = {
  row: number;
  value: R | null;
  cells: Record<K, string | null>;
};

/** A cell holding a formula (or a formula's error) where a value belongs. */
const FORMULA = Symbol('formula');
type CellText = string | null | typeof FORMULA;

export class ImportErrors {
  readonly list: ImportError[] = [];
  /** `sheet` names the sheet in a template of several data sheets (the employee template's 사용자 and 경조사). */
  add(row: number, column: string, message: string, sheet?: string): void {
    this.list.push(sheet === undefined ? { row, column, message } : { sheet, row, column, message });
  }
  get count(): number {
    return this.list.length;
  }
  /** Refuses the whole file when anything is wrong: 400 with every error (up to the reply cap) by row. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    // By sheet in the template's order (the errors of a sheet are added together), then by row.
    const sheets = [...new Set(this.list.map((e) => e.sheet ?? ''))];
    const errors = [...this.list]
      .sort((a, b) => sheets.indexOf(a.sheet ?? '') - sheets.indexOf(b.sheet ?? '') || a.row - b.row)
      .slice(0, EXCEL_LIMITS.maxErrorsReturned);
    throw badRequest(importErrorsText(this.list.length), { data: { errorCount: this.list.length, errors } });
  }
}

export async function parseXlsxImport<K extends string, R>(
  bytes: Buffer,
  spec: ImportSpec<K, R>,
  errors: ImportErrors,
): Promise<ParsedRow<R, K>[]> {
  const { first } = await readSheets(bytes, spec, null, errors);
  return first;
}

/** A further data sheet of a workbook import, found by its name; absent or empty, it has no rows. */
export type NamedImportSpec<K extends string, R> = ImportSpec<K, R> & { sheet: string };

/**
 * A template of two data sheets (the employee template: 사용자, then 경조사): the sheet named like `second` is read
 * with it, the first other sheet with `first`, the rest (example and code sheets) skipped. Every error names its
 * sheet (`first.sheet` for the first, whatever the file calls it). Refused as empty only when both are empty.
 */
export async function parseXlsxSheets<K extends string, R, K2 extends string, R2>(
  bytes: Buffer,
  first: NamedImportSpec<K, R>,
  second: NamedImportSpec<K2, R2>,
  errors: ImportErrors,
): Promise<{ first: ParsedRow<R, K>[]; second: ParsedRow<R2, K2>[] }> {
  return readSheets(bytes, first, second, errors);
}

type SheetTarget = {
  spec: ImportSpec<string, unknown>;
  rows: ParsedRow<unknown, string>[];
  /** The sheet errors name; none in a one-sheet import (their errors never did). */
  sheet: string | undefined;
  /** Headers of a further sheet are refused naming it. */
  further: boolean;
};

async function readSheets<K extends string, R, K2 extends string, R2>(
  bytes: Buffer,
  first: ImportSpec<K, R> & { sheet?: string },
  second: NamedImportSpec<K2, R2> | null,
  errors: ImportErrors,
): Promise<{ first: ParsedRow<R, K>[]; second: ParsedRow<R2, K2>[] }> {
  const check = inspectXlsx(bytes);
  if (!check.ok) throw badRequest(check.message);
  const firstRows: ParsedRow<R, K>[] = [];
  const secondRows: ParsedRow<R2, K2>[] = [];
  let sawFirst = false;
  let total = 0;
  try {
    const sheets = orderedSheets(bytes, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // Without styles a date-formatted cell is the serial number Excel stored (45663 for 2025-01-06), which has no
      // time zone; the date columns' rule reads it (dateCellYmd), so a day never shifts with the server's zone.
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of sheets) {
      const name = sheet.name;
      let target: SheetTarget | null = null;
      if (second && name === second.sheet)
        target = {
          spec: second as ImportSpec<string, unknown>,
          rows: secondRows as ParsedRow<unknown, string>[],
          sheet: second.sheet,
          further: true,
        };
      else if (!sawFirst) {
        sawFirst = true;
        target = {
          spec: first as ImportSpec<string, unknown>,
          rows: firstRows as ParsedRow<unknown, string>[],
          sheet: second ? (first.sheet ?? name) : undefined,
          further: false,
        };
      }
      let sawHeader = false;
      for await (const row of sheet) {
        if (!target) continue; // the example and code sheets: read through, nothing kept
        const cells = (row.values as unknown[]).slice(1).map(cellText);
        if (!sawHeader) {
          assertHeaders(cells, target.spec.columns, target.further ? target.sheet : undefined);
          sawHeader = true;
          continue;
        }
        if (cells.every((c) => c === null)) continue;
        if (++total > EXCEL_LIMITS.maxRows) throw badRequest(EXCEL_MESSAGES.tooManyRows);
        target.rows.push(parseRow(row.number, cells, target.spec, errors, target.sheet));
      }
      // A one-sheet import reads its first sheet only; the template's example and code sheets follow it.
      if (!second && sawFirst) break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(EXCEL_MESSAGES.unreadable);
  }
  if (firstRows.length === 0 && secondRows.length === 0) throw badRequest(EXCEL_MESSAGES.emptySheet);
  return { first: firstRows, second: secondRows };
}

function assertHeaders(cells: CellText[], columns: readonly ImportColumn[], sheet?: string): void {
  const expected = columns.map((c) => c.header);
  const given = cells.map((c) => (typeof c === 'string' ? c : null));
  while (given.length > 0 && given[given.length - 1] === null) given.pop();
  // A template saved before optional columns were added at its end (선호 언어, say) still imports: those cells
  // read as empty. A required column is never left out, and no column may be renamed or moved.
  const leftOut = columns.slice(given.length);
  if (
    given.length > expected.length ||
    leftOut.some((c) => c.required) ||
    given.some((h, i) => h !== expected[i])
  )
    throw badRequest(sheet ? badSheetHeadersText(sheet, expected) : badHeadersText(expected));
}

/** One data row through the row schema; its problems go to `errors` under the row's Excel number and header. */
function parseRow<K extends string, R>(
  rowNumber: number,
  cells: CellText[],
  spec: ImportSpec<K, R>,
  errors: ImportErrors,
  sheet: string | undefined,
): ParsedRow<R, K> {
  const input = {} as Record<K, string | null>;
  const formulaColumns = new Set<string>();
  spec.columns.forEach((column, i) => {
    const cell = cells[i] ?? null;
    if (cell === FORMULA) {
      formulaColumns.add(column.key);
      errors.add(rowNumber, column.header, EXCEL_MESSAGES.formula, sheet);
      input[column.key] = null;
    } else input[column.key] = cell;
  });
  const result = spec.rowSchema.safeParse(input);
  if (result.success && formulaColumns.size === 0)
    return { row: rowNumber, value: result.data, cells: input };
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      // One message per cell, and none where the formula was already reported.
      if (seen.has(key) || formulaColumns.has(key)) continue;
      seen.add(key);
      const header = spec.columns.find((c) => c.key === key)?.header ?? key;
      errors.add(rowNumber, header, issue.message, sheet);
    }
  }
  return { row: rowNumber, value: null, cells: input };
}

/**
 * A cell as text: trimmed, '' as null. Numbers keep their digits (a phone typed as a number lost its leading 0:
 * '1012345678' -> '01012345678', the one Excel habit we repair), a date cell its serial number ('45663', or
 * '45663.75' with a time); a formula or an error value is FORMULA.
 */
function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? value.toFixed(0) : String(value);
    return /^10\d{8}$/.test(text) ? `0${text}` : text;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // exceljs makes Dates only when it reads styles; its Dates carry Excel's zone-less day in UTC, so the day is read
  // in UTC (in Korean time a date-time after 15:00 would become the next day).
  if (value instanceof Date) return value.toISOString().slice(0, 10).replaceAll('-', '');
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value || 'error' in value) return FORMULA;
    if ('richText' in value && Array.isArray(value.richText))
      return (
        (value.richText as { text?: unknown }[])
          .map((r) => String(r.text ?? ''))
          .join('')
          .trim() || null
      );
    if ('text' in value) return String(value.text ?? '').trim() || null;
  }
  return String(value).trim() || null;
}

/** Reports every row whose value under `key` repeats an earlier row's (case-insensitive), naming `header`. */
export function reportDuplicatesInFile<R>(
  rows: readonly ParsedRow<R>[],
  pick: (value: R) => string | null,
  header: string,
  errors: ImportErrors,
  sheet?: string,
): void {
  const firstRow = new Map<string, number>();
  for (const { row, value } of rows) {
    if (value === null) continue;
    const key = pick(value)?.toLowerCase();
    if (!key) continue;
    if (firstRow.has(key)) errors.add(row, header, EXCEL_MESSAGES.duplicateInFile, sheet);
    else firstRow.set(key, row);
  }
}

/** The header of a column key, for errors the use case adds. */
export function headerOf<K extends string>(columns: readonly ImportColumn<K>[], key: K): string {
  return columns.find((c) => c.key === key)?.header ?? key;
}

/** The rows that passed their schema (after throwIfAny, that is every row). */
export const validRows = <R, K extends string>(
  rows: readonly ParsedRow<R, K>[],
): (ParsedRow<R, K> & { value: R })[] =>
  rows.filter((r): r is ParsedRow<R, K> & { value: R } => r.value !== null);

/** Rows per INSERT: few round trips, and far below PostgreSQL's 65,535 bind parameters for our widest row. */
export const IMPORT_BATCH_ROWS = 1000;

export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) await insert(rows.slice(i, i + IMPORT_BATCH_ROWS));
}
