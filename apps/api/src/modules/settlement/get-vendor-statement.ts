import {
  VENDOR_LINE_KIND,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT,
  type VendorStlDetail,
  vendorStatementTotals,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { readableVendor } from './vendor-statement-access';
import { confirmRefusal, summarizeDraftLines } from './vendor-statement-confirmable';
import { isoOf, statementMonth } from './vendor-statement-lines';
import { companySubtotals, eventSubtotals } from './vendor-statement-subtotals';

/**
 * POST .../settlement/vendor/detail.json (decision 037): one vendor's month, a draft computed from the facts or the
 * frozen statement, with totals, per-event and per-company subtotals, a page of lines, every return, who did what
 * when and, for a draft, whether it can be confirmed now. Operators any vendor; a vendor its own (403 otherwise,
 * before reading).
 */
export async function getVendorStatement(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: { vendorSn: number; yyyymm: string; page?: number; pageSize?: number },
): Promise<VendorStlDetail> {
  const vendorSn = readableVendor(user, input.vendorSn);
  const month = await statementMonth(deps.db, vendorSn, input.yyyymm);
  if (!month) throw notFound(VENDOR_STATEMENT_TEXT.vendorNotFound);
  const { stored, lines } = month;
  const totals = stored
    ? {
        lineCnt: stored.lineCnt,
        supplyAmt: stored.supplyAmt,
        shipAmt: stored.shipAmt,
        returnAmt: stored.returnAmt,
        returnShipAmt: stored.returnShipAmt,
        payableAmt: stored.payableAmt,
        payableSupplyAmt: stored.payableSupplyAmt,
        payableVatAmt: stored.payableVatAmt,
      }
    : vendorStatementTotals(lines);
  const pageSize = input.pageSize ?? 15;
  const lastPage = Math.max(0, Math.ceil(lines.length / pageSize) - 1);
  const page = Math.min(input.page ?? 0, lastPage);
  const refusal =
    month.stat === VENDOR_STL_STAT.draft
      ? await confirmRefusal(deps.db, vendorSn, input.yyyymm, summarizeDraftLines(lines), deps.now())
      : null;
  return {
    vendorSn,
    vendorNm: month.vendorNm,
    yyyymm: input.yyyymm,
    stat: month.stat,
    stlSn: stored?.stlSn ?? null,
    totals,
    events: eventSubtotals(lines),
    companies: companySubtotals(lines),
    lines: {
      list: lines.slice(page * pageSize, (page + 1) * pageSize),
      totalCount: lines.length,
      page,
      pageSize,
    },
    returns: lines.filter((l) => l.lineKind === VENDOR_LINE_KIND.return),
    history: {
      confirmedBy: stored?.confirmedBy ?? null,
      confirmedByNm: stored?.confirmedByNm ?? null,
      confirmedAt: stored ? isoOf(stored.confirmedAt) : null,
      paidBy: stored?.paidBy ?? null,
      paidByNm: stored?.paidByNm ?? null,
      paidAt: stored?.paidAt ? isoOf(stored.paidAt) : null,
      paidDt: stored?.paidDt ?? null,
      transferMemo: stored?.transferMemo ?? null,
    },
    confirmable: { ok: month.stat === VENDOR_STL_STAT.draft && refusal === null, reason: refusal },
  };
}
