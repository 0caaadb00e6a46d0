import type { ClientBillDetailReply, ClientLineKind } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { assertBillReader, clientBillView } from './client-bill-view';

export type ClientBillDetailInput = {
  cmpyCd: string;
  yyyymm: string;
  page: number;
  pageSize: number;
  lineKind?: ClientLineKind | null;
  adjustmentYn?: 'Y' | 'N' | null;
};

/**
 * Decision 037: one company's month — totals with supply/VAT, per-event subtotals, its lines (paged, filtered by kind
 * and adjustment), the tax invoices and who did what when. Operators any company; a client manager their own.
 */
export async function getClientBill(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: ClientBillDetailInput,
): Promise<ClientBillDetailReply> {
  assertBillReader(user, input.cmpyCd);
  const v = await clientBillView(deps.db, input.cmpyCd, input.yyyymm, deps.now());
  const shown = v.lines.filter(
    (l) =>
      (!input.lineKind || l.lineKind === input.lineKind) &&
      (!input.adjustmentYn || l.adjustmentYn === input.adjustmentYn),
  );
  const lastPage = Math.max(0, Math.ceil(shown.length / input.pageSize) - 1);
  const page = Math.min(input.page, lastPage);
  return {
    company: v.company,
    yyyymm: v.yyyymm,
    stat: v.stat,
    billSn: v.bill?.billSn ?? null,
    totals: v.totals,
    events: v.events,
    lines: {
      list: shown
        .slice(page * input.pageSize, (page + 1) * input.pageSize)
        .map(({ adjustsBillSn: _, ...l }) => l),
      totalCount: shown.length,
      page,
      pageSize: input.pageSize,
    },
    invoices: v.invoices,
    steps: v.steps,
    monthEnded: v.monthEnded,
    earlierOpenMonth: v.earlierOpenMonth,
  };
}
