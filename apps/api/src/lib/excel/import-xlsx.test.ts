import type { ImportColumn } from '@pcs/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ImportErrors, parseXlsxImport, parseXlsxSheets } from './import-xlsx';

const column = (key: string, header: string): ImportColumn<string> => ({
  key,
  header,
  required: true,
  example: '',
  note: '',
});
const spec = { columns: [column('name', '이름')], rowSchema: z.object({ name: z.string().nullable() }) };

/** As exceljs writes it (the templates, the tests' files): sheets first, then shared strings, xl/workbook.xml last. */
async function workbook(sheets: { name: string; rows: string[][] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('parseXlsxImport', () => {
  it('reads an exceljs-written workbook every time (its streaming pass lost xl/workbook.xml about 1 in 250)', async () => {
    const bytes = await workbook([
      { name: 'Sheet1', rows: [['이름'], ['홍길동'], ['김영희']] },
      { name: '예시', rows: [['이름'], ['예시']] },
    ]);
    const refused: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const rows = await parseXlsxImport(bytes, spec, new ImportErrors()).catch((e: Error) => {
        refused.push(e.message);
        return [];
      });
      if (refused.length === 0)
        expect(rows.map((r) => r.value)).toEqual([{ name: '홍길동' }, { name: '김영희' }]);
    }
    expect(refused).toEqual([]);
  });

  it('reads a further sheet by its name, whatever its place', async () => {
    const bytes = await workbook([
      { name: '사용자', rows: [['이름'], ['홍길동']] },
      { name: '예시', rows: [['이름'], ['예시']] },
      { name: '경조사', rows: [['구분'], ['결혼']] },
    ]);
    const read = await parseXlsxSheets(
      bytes,
      { ...spec, sheet: '사용자' },
      {
        columns: [column('kind', '구분')],
        rowSchema: z.object({ kind: z.string().nullable() }),
        sheet: '경조사',
      },
      new ImportErrors(),
    );
    expect(read.first.map((r) => r.value)).toEqual([{ name: '홍길동' }]);
    expect(read.second.map((r) => r.value)).toEqual([{ kind: '결혼' }]);
  });
});
