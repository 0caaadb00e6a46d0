import type { Readable } from 'node:stream';
import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  EXCEL_NUM_FMT,
  type ExportColumn,
  listMaskingFor,
  maskName,
  type TaxFigures,
  type taxLedgerExcelRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { recordAccess } from '../access-log';
import { computeLedger, type PersonRow } from './ledger';

type Row = PersonRow & { figures: TaxFigures };
const won = (header: string, value: (f: TaxFigures) => number): ExportColumn<Row> => ({
  header,
  width: 14,
  value: (r) => value(r.figures),
  numFmt: EXCEL_NUM_FMT.won,
});

/** The ledger's columns, as the screen shows them. */
export const LEDGER_COLUMNS: readonly ExportColumn<Row>[] = [
  { header: '회사', width: 18, value: (r) => r.cmpyNm },
  { header: '그룹', width: 14, value: (r) => r.grupNm ?? '' },
  { header: '사번', width: 12, value: (r) => r.sabun ?? '' },
  { header: '성명', width: 10, value: (r) => r.userNm },
  { header: '아이디', width: 14, value: (r) => r.userId },
  won('명절', (f) => f.byPurpose.HOLIDAY),
  won('생일', (f) => f.byPurpose.BIRTHDAY),
  won('창립기념일', (f) => f.byPurpose.FOUNDATION),
  won('경조사', (f) => f.byPurpose.FAMILY_EVENT),
  won('출산', (f) => f.byPurpose.CHILDBIRTH),
  won('포상/기타', (f) => f.byPurpose.REWARD),
  won('시가 합계', (f) => f.marketValue),
  won('부가세 비과세', (f) => f.vatExempt),
  won('공급 의제', (f) => f.vatTaxable),
  won('자가공급 부가세', (f) => f.selfSupplyVat),
  won('근로소득 과세', (f) => f.incomeTaxable),
  won('근로소득 비과세', (f) => f.incomeExempt),
  won('고객·거래처 선물', (f) => f.clientGifts),
];

/** POST /v1/ebmp/pcs/tax/ledger/excel.json: the ledger of the filter, every row; access-logged with the reason. */
export async function employeeTaxExcel(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof taxLedgerExcelRequestSchema>,
): Promise<{ name: string; body: Readable }> {
  const cmpyCd = companyScope(user, input.cmpyCd);
  const { rows } = await computeLedger(deps, { cmpyCd }, input);
  if (rows.length > EXCEL_LIMITS.exportMaxRows) throw badRequest(EXCEL_MESSAGES.exportTooMany);
  const masking = listMaskingFor(user.authCd);
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.download,
    target: ACCESS_TARGET.taxLedger,
    rowCount: rows.length,
    cmpyCd,
    reason: input.downloadReason,
  });
  const period = input.month ? `${input.year}${String(input.month).padStart(2, '0')}` : String(input.year);
  return {
    name: `세무원장_${period}`,
    body: xlsxStream(
      '세무원장',
      LEDGER_COLUMNS,
      rows.map((r) => ({ ...r, userNm: masking.name ? maskName(r.userNm) : r.userNm })),
    ),
  };
}
