import { Readable } from 'node:stream';
import {
  badHeadersText,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  type ImportColumn,
  type ImportError,
  importErrorsText,
} from '@pcs/domain';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/errors';
import { lazyModule } from '../lazy-module';

/** exceljs is loaded on the first Excel call (lib/lazy-module.ts). */
const excel = lazyModule<typeof ExcelJS>('exceljs');

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
/** A data row by its Excel row number; value null when the row had errors (never written then). */
export type ParsedRow<R> = { row: number; value: R | null };

/** A cell holding a formula (or a formula's error) where a value belongs. */
const FORMULA = Symbol('formula');
type CellText = string | null | typeof FORMULA;

export class ImportErrors {
  readonly list: ImportError[] = [];
  add(row: number, column: string, message: string): void {
    this.list.push({ row, column, message });
  }
  get count(): number {
    return this.list.length;
  }
  /** Refuses the whole file when anything is wrong: 400 with every error (up to the reply cap) by row. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    const errors = [...this.list].sort((a, b) => a.row - b.row).slice(0, EXCEL_LIMITS.maxErrorsReturned);
    throw badRequest(importErrorsText(this.list.length), { data: { errorCount: this.list.length, errors } });
  }
}

export async function parseXlsxImport<K extends string, R>(
  bytes: Buffer,
  spec: ImportSpec<K, R>,
  errors: ImportErrors,
): Promise<ParsedRow<R>[]> {
  const check = inspectXlsx(bytes);
  if (!check.ok) throw badRequest(check.message);
  const headers = spec.columns.map((c) => c.header);
  const rows: ParsedRow<R>[] = [];
  let sawHeader = false;
  try {
    const reader = new (excel().stream.xlsx.WorkbookReader)(Readable.from([bytes]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells = (row.values as unknown[]).slice(1).map(cellText);
        if (!sawHeader) {
          assertHeaders(cells, headers);
          sawHeader = true;
          continue;
        }
        if (cells.every((c) => c === null)) continue;
        if (rows.length >= EXCEL_LIMITS.maxRows) throw badRequest(EXCEL_MESSAGES.tooManyRows);
        rows.push({ row: row.number, value: parseRow(row.number, cells, spec, errors) });
      }
      break; // the first sheet is the data; the template's example and code sheets follow it
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(EXCEL_MESSAGES.unreadable);
  }
  if (!sawHeader || rows.length === 0) throw badRequest(EXCEL_MESSAGES.emptySheet);
  return rows;
}

function assertHeaders(cells: CellText[], expected: readonly string[]): void {
  const given = cells.map((c) => (typeof c === 'string' ? c : null));
  while (given.length > 0 && given[given.length - 1] === null) given.pop();
  if (given.length !== expected.length || given.some((h, i) => h !== expected[i]))
    throw badRequest(badHeadersText(expected));
}

/** One data row through the row schema; its problems go to `errors` under the row's Excel number and header. */
function parseRow<K extends string, R>(
  rowNumber: number,
  cells: CellText[],
  spec: ImportSpec<K, R>,
  errors: ImportErrors,
): R | null {
  const input = {} as Record<K, string | null>;
  const formulaColumns = new Set<string>();
  spec.columns.forEach((column, i) => {
    const cell = cells[i] ?? null;
    if (cell === FORMULA) {
      formulaColumns.add(column.key);
      errors.add(rowNumber, column.header, EXCEL_MESSAGES.formula);
      input[column.key] = null;
    } else input[column.key] = cell;
  });
  const result = spec.rowSchema.safeParse(input);
  if (result.success && formulaColumns.size === 0) return result.data;
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      // One message per cell, and none where the formula was already reported.
      if (seen.has(key) || formulaColumns.has(key)) continue;
      seen.add(key);
      const header = spec.columns.find((c) => c.key === key)?.header ?? key;
      errors.add(rowNumber, header, issue.message);
    }
  }
  return null;
}

/**
 * A cell as text: trimmed, '' as null. Numbers keep their digits (a phone typed as a number lost its leading 0:
 * '1012345678' -> '01012345678', the one Excel habit we repair); a formula or an error value is FORMULA.
 */
function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? value.toFixed(0) : String(value);
    return /^10\d{8}$/.test(text) ? `0${text}` : text;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
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
): void {
  const firstRow = new Map<string, number>();
  for (const { row, value } of rows) {
    if (value === null) continue;
    const key = pick(value)?.toLowerCase();
    if (!key) continue;
    if (firstRow.has(key)) errors.add(row, header, EXCEL_MESSAGES.duplicateInFile);
    else firstRow.set(key, row);
  }
}

/** The header of a column key, for errors the use case adds. */
export function headerOf<K extends string>(columns: readonly ImportColumn<K>[], key: K): string {
  return columns.find((c) => c.key === key)?.header ?? key;
}

/** The rows that passed their schema (after throwIfAny, that is every row). */
export const validRows = <R>(rows: readonly ParsedRow<R>[]): { row: number; value: R }[] =>
  rows.filter((r): r is { row: number; value: R } => r.value !== null);

/** Rows per INSERT: few round trips, and far below PostgreSQL's 65,535 bind parameters for our widest row. */
export const IMPORT_BATCH_ROWS = 1000;

export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) await insert(rows.slice(i, i + IMPORT_BATCH_ROWS));
}
