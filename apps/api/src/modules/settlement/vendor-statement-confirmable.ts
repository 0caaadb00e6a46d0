import { hasMonthEnded, SETTLEMENT_TEXT, type VendorStlLine } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { earlierOpenVendorMonth } from './vendor-facts';

/**
 * Why a vendor's draft month cannot be confirmed now (decision 037), in the order the confirm checks: the month has
 * not ended, an earlier month is open, nothing to confirm, a line without a supply price. Null: it can be.
 */
export async function confirmRefusal(
  db: Executor,
  vendorSn: number,
  yyyymm: string,
  lines: readonly Pick<VendorStlLine, 'unitSupplyPrice' | 'prodNm'>[],
  now: Date,
): Promise<string | null> {
  if (!hasMonthEnded(yyyymm, now)) return SETTLEMENT_TEXT.monthNotEnded;
  const earlier = await earlierOpenVendorMonth(db, vendorSn, yyyymm);
  if (earlier !== null) return SETTLEMENT_TEXT.earlierMonthOpen(earlier);
  if (lines.length === 0) return SETTLEMENT_TEXT.emptyMonth;
  const missing = [...new Set(lines.filter((l) => l.unitSupplyPrice === null).map((l) => l.prodNm))];
  if (missing.length > 0) return SETTLEMENT_TEXT.supplyPriceMissing(missing);
  return null;
}
