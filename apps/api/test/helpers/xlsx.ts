import { crc32 } from 'node:zlib';
import { LIFE_EVENT_IMPORT_COLUMNS, USER_IMPORT_COLUMNS } from '@pcs/domain';
import ExcelJS from 'exceljs';

export type CellInput =
  | string
  | number
  | null
  | { formula: string; result?: string | number }
  | DateCellInput;

/** A real date cell, as an HR export pastes it: a Date shown through a date format (Excel stores its serial). */
export type DateCellInput = { date: Date; numFmt: string };
/**
 * A date cell of the Korean day `ymd` ('2025-01-06'), optionally at a time ('18:30'). Excel's days have no zone:
 * exceljs writes a Date's UTC fields as the day and time shown, so the Date is built in UTC.
 */
export const dateCell = (ymd: string, time?: string): DateCellInput => ({
  date: new Date(`${ymd}T${time ?? '00:00'}:00Z`),
  numFmt: time ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd',
});
const isDateCell = (cell: CellInput): cell is DateCellInput =>
  typeof cell === 'object' && cell !== null && 'date' in cell;

function addRows(sheet: ExcelJS.Worksheet, rows: readonly (readonly CellInput[])[]): void {
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (isDateCell(cell) ? cell.date : cell)));
    row.forEach((cell, i) => {
      if (isDateCell(cell)) added.getCell(i + 1).numFmt = cell.numFmt;
    });
  }
}

/** An xlsx whose first sheet holds `rows` (row 1 = headers), written by exceljs like Excel would. */
export async function xlsxOf(rows: readonly (readonly CellInput[])[], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addRows(workbook.addWorksheet(sheetName), rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An xlsx of several sheets, in order (row 1 of each = its headers). */
export async function workbookOf(
  sheets: readonly { name: string; rows: readonly (readonly CellInput[])[] }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) addRows(workbook.addWorksheet(name), rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The life-event sheet's header row (the employee template's second sheet). */
export const LIFE_EVENT_HEADERS = LIFE_EVENT_IMPORT_COLUMNS.map((c) => c.header);

/** The employee template's header row. */
export const USER_HEADERS = USER_IMPORT_COLUMNS.map((c) => c.header);

/**
 * An employee row in template order (아이디, 이름, 휴대폰번호, 이메일, 그룹코드, 권한, 사번, 사용여부, 생년월일,
 * 음력(Y/N), 윤달(Y/N), 입사일, 퇴사일, 선호 언어).
 */
export const userRow = (i: number, overrides: Partial<Record<string, CellInput>> = {}): CellInput[] => {
  const values: Record<string, CellInput> = {
    userId: `xlu${i}`,
    userNm: `직원${i}`,
    telNo: `010${String(70_000_000 + i)}`,
    email: null,
    grupCd: null,
    authCd: null,
    sabun: null,
    useYn: null,
    birthDt: null,
    lunarYn: null,
    leapMonthYn: null,
    hireDt: null,
    leaveDt: null,
    preferredLanguage: null,
    ...overrides,
  };
  return USER_IMPORT_COLUMNS.map((c) => values[c.key] ?? null);
};

/** A zip of stored (uncompressed) entries: enough to forge workbooks a real writer would never produce. */
export function zipOf(entries: readonly { name: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/xl/workbook.xml" ContentType="${main}"/></Types>`;

/** An .xlsm: the macro-enabled main part and a VBA project. */
export const macroWorkbook = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.ms-excel.sheet.macroEnabled.main+xml'),
    },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/vbaProject.bin', data: Buffer.from([1, 2, 3]) },
  ]);

/** An xlsx content type, but a VBA project smuggled in under the xlsx name. */
export const smuggledMacroWorkbook = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/vbaProject.bin', data: Buffer.from([1, 2, 3]) },
  ]);

/** A Word document: a valid OOXML zip, but not a spreadsheet. */
export const wordDocument = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    },
    { name: 'word/document.xml', data: '<document/>' },
  ]);

/** A downloaded workbook, read back with exceljs. */
export async function readWorkbook(raw: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer-like `Buffer` of its own.
  await workbook.xlsx.load(new Uint8Array(raw).buffer);
  return workbook;
}
