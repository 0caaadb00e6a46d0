import { hasMonthEnded, SETTLEMENT_TEXT, type VendorStlLine } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { earlierOpenVendorMonth } from './vendor-facts';

/** What the refusal needs of a draft's lines: how many, and the products of those without a supply price. */
export type DraftLinesSummary = { lineCnt: number; unpriced: readonly string[] };

/** The summary of listed draft lines. */
export const summarizeDraftLines = (
  lines: readonly Pick<VendorStlLine, 'unitSupplyPrice' | 'prodNm'>[],
): DraftLinesSummary => ({
  lineCnt: lines.length,
  unpriced: [...new Set(lines.filter((l) => l.unitSupplyPrice === null).map((l) => l.prodNm))],
});

/**
 * Why a vendor's draft month cannot be confirmed now (decision 037), in the order the confirm checks: the month has
 * not ended, an earlier month is open, nothing to confirm, a line without a supply price. Null: it can be. `lines`
 * null: only the checks that need no lines (the confirm asks those before it copies the lines).
 */
export async function confirmRefusal(
  db: Executor,
  vendorSn: number,
  yyyymm: string,
  lines: DraftLinesSummary | null,
  now: Date,
): Promise<string | null> {
  if (!hasMonthEnded(yyyymm, now)) return SETTLEMENT_TEXT.monthNotEnded;
  const earlier = await earlierOpenVendorMonth(db, vendorSn, yyyymm);
  if (earlier !== null) return SETTLEMENT_TEXT.earlierMonthOpen(earlier);
  return lines === null ? null : linesRefusal(lines);
}

/** The refusals that need the lines, after the others: nothing to confirm, a line without a supply price. */
export function linesRefusal(lines: DraftLinesSummary): string | null {
  if (lines.lineCnt === 0) return SETTLEMENT_TEXT.emptyMonth;
  if (lines.unpriced.length > 0) return SETTLEMENT_TEXT.supplyPriceMissing(lines.unpriced);
  return null;
}
