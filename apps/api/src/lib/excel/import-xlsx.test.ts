import type { ImportColumn } from '@pcs/domain';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { ImportErrors, parseXlsxImport } from './import-xlsx';

const spec = {
  columns: [
    { key: 'name', header: '이름', required: true, example: '홍길동', note: '' },
  ] satisfies ImportColumn<'name'>[],
  rowSchema: z.object({ name: z.string().nullable() }),
};

/** exceljs writes its sheets before the shared strings: its streaming reader spools them to temp files first. */
async function exceljsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['이름']);
  sheet.addRow(['홍길동']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('parseXlsxImport', () => {
  const tmpdir = process.env.TMPDIR;
  afterEach(() => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  });

  it('reads a workbook whose sheets come before its shared strings', async () => {
    const rows = await parseXlsxImport(await exceljsWorkbook(), spec, new ImportErrors());
    expect(rows.map((r) => r.value)).toEqual([{ name: '홍길동' }]);
  });

  it("reports the server's own failure as itself, not as an unreadable file", async () => {
    const bytes = await exceljsWorkbook();
    // The temp file exceljs spools a sheet to cannot be made: a full disk, a missing temp folder.
    process.env.TMPDIR = '/nonexistent-pcs-tmp';
    const failure = await parseXlsxImport(bytes, spec, new ImportErrors()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect((failure as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});
