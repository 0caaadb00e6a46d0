import { orderTotal } from './order-total';

/*
 * The operators' margin (decision 037): what the platform keeps of a gift. Sale is what the client is
 * charged for the goods (event unit price with options, times quantity) plus the extras (packaging, card); supply is
 * what the vendor is paid for them (unit supply price with option supply extras, times quantity). Shipping is charged
 * to the client and paid to the vendor alike, so it passes through and is left out. A cancelled order or line and a
 * completed return count nothing.
 */

export const MARGIN_GROUP_BY = {
  month: 'MONTH',
  company: 'COMPANY',
  event: 'EVENT',
  vendor: 'VENDOR',
} as const;
export type MarginGroupBy = (typeof MARGIN_GROUP_BY)[keyof typeof MARGIN_GROUP_BY];
export const MARGIN_GROUP_BYS = Object.values(MARGIN_GROUP_BY) as [MarginGroupBy, ...MarginGroupBy[]];
export const MARGIN_GROUP_BY_LABEL: Record<MarginGroupBy, string> = {
  MONTH: '월별',
  COMPANY: '고객사별',
  EVENT: '이벤트별',
  VENDOR: '공급사별',
};

/**
 * One order line's sale, supply and margin. `counted` false (cancelled, or returned) is all zero. A line without a
 * supply price counts its sale with supply 0 and is reported as missing, so a margin never hides that it is unsure.
 */
export function marginOfLine(
  l: { quantity: number; unitPrice: number; extrasAmt: number; unitSupplyPrice: number | null },
  counted: boolean,
): { saleAmt: number; supplyAmt: number; marginAmt: number; supplyMissing: boolean } {
  if (!counted) return { saleAmt: 0, supplyAmt: 0, marginAmt: 0, supplyMissing: false };
  const saleAmt = orderTotal(l);
  const supplyAmt = (l.unitSupplyPrice ?? 0) * l.quantity;
  return { saleAmt, supplyAmt, marginAmt: saleAmt - supplyAmt, supplyMissing: l.unitSupplyPrice === null };
}

/** Margin over sale in percent with one decimal (half away from zero); null without a sale. Integer arithmetic. */
export function marginRate(marginAmt: number, saleAmt: number): number | null {
  if (saleAmt === 0) return null;
  const tenths = Math.round((Math.abs(marginAmt) * 1000) / Math.abs(saleAmt));
  const sign = Math.sign(marginAmt) * Math.sign(saleAmt);
  return (sign * tenths) / 10;
}

/** '12.5%' or '-' without a sale. */
export const marginRateText = (rate: number | null): string => (rate === null ? '-' : `${rate.toFixed(1)}%`);
