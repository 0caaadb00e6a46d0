import { kstWallInstant, kstYyyymm } from './kst';
import { orderGoodsAmt } from './order-total';

/*
 * Money in and out (decision 037): the monthly bill of a client company and the monthly statement of a vendor. Every
 * figure is integer won and VAT included unless named supply; the rules of the amounts live here, once.
 */

/**
 * Korean VAT on an amount that includes it: supply = amount x 10/11 rounded to the nearest won, VAT the rest, so
 * supply + VAT is always the amount. Integer arithmetic (no 1.1 in floating point), and symmetric: a reversal's split
 * is the negation of the sale's. 10t/11 is never exactly halfway (20t = 22n + 11 has no integer solution), so the
 * rounding direction of a tie never arises.
 */
export function splitVat(totalWithVat: number): { supplyAmt: number; vatAmt: number } {
  if (!Number.isSafeInteger(totalWithVat))
    throw new RangeError(`won amount must be an integer: ${totalWithVat}`);
  const abs = Math.abs(totalWithVat);
  const supplyAbs = Math.floor((20 * abs + 11) / 22);
  const supplyAmt = totalWithVat < 0 ? -supplyAbs : supplyAbs;
  return { supplyAmt, vatAmt: totalWithVat - supplyAmt };
}

// ---------------------------------------------------------------------------------------------------------------
// Months (Korean time)

/** 'YYYYMM' of a real month from 2000 on. */
export const YYYYMM_PATTERN = /^(20\d{2})(0[1-9]|1[0-2])$/;
export const isYyyymm = (v: string): boolean => YYYYMM_PATTERN.test(v);

export function addMonths(yyyymm: string, n: number): string {
  const y = Number(yyyymm.slice(0, 4));
  const m = Number(yyyymm.slice(4, 6)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = (((m % 12) + 12) % 12) + 1;
  return `${yy}${String(mm).padStart(2, '0')}`;
}

/** The month's instants: from its first moment (inclusive) to the next month's first moment (exclusive), KST. */
export function kstMonthRange(yyyymm: string): { from: Date; to: Date } {
  const at = (ym: string) => kstWallInstant(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)) - 1, 1);
  return { from: at(yyyymm), to: at(addMonths(yyyymm, 1)) };
}

/** A month may be confirmed once it is over in Korea. */
export const hasMonthEnded = (yyyymm: string, now: Date): boolean => kstMonthRange(yyyymm).to <= now;

/** How far back the settlement screens go: this month and the 35 before it (the month pickers' choices). */
export const SETTLEMENT_MONTH_CHOICES = 36;

/**
 * The months a settlement list (client bills, vendor statements) opens on when none are asked for: the latest month
 * that holds anything for the caller (a confirmed month, or a draft with a fact in it) and the month before it. Early
 * in a month that is last month's drafts, waiting to be confirmed, beside this month's filling up; a company or vendor
 * in its first month sees this month's draft rather than an empty last month; one whose gifts ended months ago sees its
 * last bills. Nothing at all yet: last month and this one, both empty.
 */
export function settlementDefaultMonths(
  latestWithRows: string | null,
  now: Date,
): { fromYm: string; toYm: string } {
  const toYm = latestWithRows ?? kstYyyymm(now);
  return { fromYm: addMonths(toYm, -1), toYm };
}

/** A month range as asked (one end alone is that month); null when neither end was given (see above). */
export function settlementMonthsAsked(asked: {
  fromYm?: string | null | undefined;
  toYm?: string | null | undefined;
}): { fromYm: string; toYm: string } | null {
  const fromYm = asked.fromYm ?? asked.toYm;
  const toYm = asked.toYm ?? asked.fromYm;
  return fromYm && toYm ? { fromYm, toYm } : null;
}

/** '2026년 11월' */
export const yyyymmText = (yyyymm: string): string =>
  `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월`;

// ---------------------------------------------------------------------------------------------------------------
// States

/** A client company's month: no stored bill is a draft, computed live from the orders. */
export const CLIENT_BILL_STAT = {
  draft: 'DRAFT',
  confirmed: 'CONFIRMED',
  issued: 'ISSUED',
  paid: 'PAID',
} as const;
export type ClientBillStat = (typeof CLIENT_BILL_STAT)[keyof typeof CLIENT_BILL_STAT];
export const CLIENT_BILL_STATS = Object.values(CLIENT_BILL_STAT);
export const CLIENT_BILL_STAT_LABEL: Record<ClientBillStat, string> = {
  DRAFT: '작성중',
  CONFIRMED: '확정',
  ISSUED: '계산서 발행',
  PAID: '입금 완료',
};

/** A vendor's month: draft, then confirmed by the vendor (frozen), then paid by the operator. */
export const VENDOR_STL_STAT = { draft: 'DRAFT', vendorConfirmed: 'VENDOR_CONFIRMED', paid: 'PAID' } as const;
export type VendorStlStat = (typeof VENDOR_STL_STAT)[keyof typeof VENDOR_STL_STAT];
export const VENDOR_STL_STATS = Object.values(VENDOR_STL_STAT);
export const VENDOR_STL_STAT_LABEL: Record<VendorStlStat, string> = {
  DRAFT: '작성중',
  VENDOR_CONFIRMED: '공급사 확인',
  PAID: '지급 완료',
};

/** What a bill line stands for (decision 037). */
export const CLIENT_LINE_KIND = { sale: 'SALE', cancel: 'CANCEL', return: 'RETURN' } as const;
export type ClientLineKind = (typeof CLIENT_LINE_KIND)[keyof typeof CLIENT_LINE_KIND];
export const CLIENT_LINE_KIND_LABEL: Record<ClientLineKind, string> = {
  SALE: '판매',
  CANCEL: '취소',
  RETURN: '반품',
};

export const VENDOR_LINE_KIND = { delivery: 'DELIVERY', return: 'RETURN' } as const;
export type VendorLineKind = (typeof VENDOR_LINE_KIND)[keyof typeof VENDOR_LINE_KIND];
export const VENDOR_LINE_KIND_LABEL: Record<VendorLineKind, string> = {
  DELIVERY: '배송완료',
  RETURN: '반품',
};

/** Tax invoices: the bill's own part, and 수정세금계산서 (환입) for reversals of sales on earlier bills. */
export const TAX_INVOICE_KIND = { normal: 'NORMAL', modify: 'MODIFY' } as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KIND)[keyof typeof TAX_INVOICE_KIND];
export const TAX_INVOICE_KIND_LABEL: Record<TaxInvoiceKind, string> = {
  NORMAL: '세금계산서',
  MODIFY: '수정세금계산서',
};
export const TAX_INVOICE_STAT = { issued: 'ISSUED', cancelled: 'CANCELLED', failed: 'FAILED' } as const;
export type TaxInvoiceStat = (typeof TAX_INVOICE_STAT)[keyof typeof TAX_INVOICE_STAT];
export const TAX_INVOICE_STAT_LABEL: Record<TaxInvoiceStat, string> = {
  ISSUED: '발행',
  CANCELLED: '발행 취소',
  FAILED: '발행 실패',
};

// ---------------------------------------------------------------------------------------------------------------
// Amounts of one line

/**
 * A client bill line from the order it stands for. A sale charges the gift at its event price (options included),
 * the extras, the line's shipping, and leaves out what the recipient paid by card above the budget; a cancel or a
 * return reverses all of it (sign -1).
 */
export function clientLineAmounts(
  o: { quantity: number; unitPrice: number; extrasAmt: number; shipFee: number; payAmt: number },
  sign: 1 | -1,
): { goodsAmt: number; extrasAmt: number; shipAmt: number; recipientPaidAmt: number; chargeAmt: number } {
  const goodsAmt = sign * orderGoodsAmt(o);
  const extrasAmt = sign * o.extrasAmt;
  const shipAmt = sign * o.shipFee;
  const recipientPaidAmt = sign * o.payAmt;
  return {
    goodsAmt,
    extrasAmt,
    shipAmt,
    recipientPaidAmt,
    chargeAmt: goodsAmt + extrasAmt + shipAmt - recipientPaidAmt,
  };
}

/**
 * A vendor statement line. A delivered line pays the supply price (options included) and the shipping; a completed
 * return takes both back, and pays the vendor the return shipping the recipient was charged (the vendor carried it
 * back); with the seller paying (seller's fault or the event's rule) there is none.
 */
export function vendorLineAmounts(
  i: { quantity: number; unitSupplyPrice: number; shipFee: number; returnShipFee: number },
  kind: VendorLineKind,
): { supplyAmt: number; shipAmt: number; returnShipAmt: number; payableAmt: number } {
  const sign = kind === VENDOR_LINE_KIND.delivery ? 1 : -1;
  const supplyAmt = sign * i.unitSupplyPrice * i.quantity;
  const shipAmt = sign * i.shipFee;
  const returnShipAmt = kind === VENDOR_LINE_KIND.return ? i.returnShipFee : 0;
  return { supplyAmt, shipAmt, returnShipAmt, payableAmt: supplyAmt + shipAmt + returnShipAmt };
}

/**
 * A bill's supply and VAT: split once per tax invoice it will carry, so the invoices add up to the bill. The own part
 * (adjustsBillSn null) is one group; reversals of each earlier bill are another (its 수정세금계산서).
 */
export function billVatGroups(
  lines: readonly { chargeAmt: number; adjustsBillSn: number | null }[],
): { adjustsBillSn: number | null; chargeAmt: number; supplyAmt: number; vatAmt: number }[] {
  const byGroup = new Map<number | null, number>();
  for (const l of lines) byGroup.set(l.adjustsBillSn, (byGroup.get(l.adjustsBillSn) ?? 0) + l.chargeAmt);
  return [...byGroup.entries()]
    .sort(([a], [b]) => (a ?? -1) - (b ?? -1))
    .map(([adjustsBillSn, chargeAmt]) => ({ adjustsBillSn, chargeAmt, ...splitVat(chargeAmt) }));
}

/** Sums of named integer fields over rows. */
export function sumFields<K extends string>(
  rows: readonly Record<K, number>[],
  keys: readonly K[],
): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const r of rows) for (const k of keys) out[k] += r[k];
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

export const SETTLEMENT_TEXT = {
  monthNotEnded: '달이 끝난 뒤에 확정할 수 있습니다.',
  earlierMonthOpen: (yyyymm: string) => `이전 달(${yyyymmText(yyyymm)})을 먼저 확정하세요.`,
  emptyMonth: '확정할 내역이 없습니다.',
  alreadyConfirmed: '이미 확정된 달입니다.',
  notConfirmed: '확정된 청구서가 아닙니다.',
  alreadyIssued: '이미 세금계산서를 발행했습니다.',
  notIssued: '세금계산서를 발행한 뒤에 입금을 확인할 수 있습니다.',
  alreadyPaid: '이미 처리되었습니다.',
  notVendorConfirmed: '공급사가 확인한 정산서만 지급 처리할 수 있습니다.',
  supplyPriceMissing: (prodNms: readonly string[]) =>
    `공급가가 없는 상품이 있어 확정할 수 없습니다: ${prodNms.slice(0, 3).join(', ')}${prodNms.length > 3 ? ` 외 ${prodNms.length - 3}개` : ''}. 상품의 공급가를 입력하면 확정할 수 있습니다.`,
  bizInfoMissing: (fields: readonly string[]) =>
    `세금계산서를 발행하려면 회사의 사업자 정보가 필요합니다: ${fields.join(', ')}`,
  badMonth: '년월을 확인해 주세요.',
} as const;
