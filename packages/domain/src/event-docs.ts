import type { ExportColumn } from './contracts/excel';
import { formatPhone } from './formats';

/**
 * Korean VAT on a price that includes it (gift prices are consumer prices, VAT included): supply amount is the
 * total divided by 1.1, rounded to the won, and VAT is the rest, so supply + VAT always equals the total.
 */
export function splitVat(totalWithVat: number): { supplyAmt: number; vatAmt: number } {
  const supplyAmt = Math.round(totalWithVat / 1.1);
  return { supplyAmt, vatAmt: totalWithVat - supplyAmt };
}

/** One line of the event invoice statement (거래명세서): a product at one unit price. */
export type InvoiceLine = {
  prodSn: number;
  prodNm: string;
  quantity: number;
  unitPrice: number;
  /** quantity x unitPrice, VAT included. */
  totalAmt: number;
  supplyAmt: number;
  vatAmt: number;
};
export type InvoiceStatement = {
  eventSn: number;
  eventNm: string;
  cmpyCd: string;
  cmpyNm: string;
  lines: InvoiceLine[];
  totals: { quantity: number; supplyAmt: number; vatAmt: number; totalAmt: number };
};

/** Builds the statement's lines and totals from (product, unit price, quantity) sums; VAT per line, then summed. */
export function invoiceLinesOf(
  rows: readonly { prodSn: number; prodNm: string; unitPrice: number; quantity: number }[],
): Pick<InvoiceStatement, 'lines' | 'totals'> {
  const lines = rows.map((r) => {
    const totalAmt = r.unitPrice * r.quantity;
    return { ...r, totalAmt, ...splitVat(totalAmt) };
  });
  const sum = (k: 'quantity' | 'supplyAmt' | 'vatAmt' | 'totalAmt') => lines.reduce((a, l) => a + l[k], 0);
  return {
    lines,
    totals: {
      quantity: sum('quantity'),
      supplyAmt: sum('supplyAmt'),
      vatAmt: sum('vatAmt'),
      totalAmt: sum('totalAmt'),
    },
  };
}

/** One line of a vendor's purchase order (발주서): what to ship to whom. */
export type PurchaseOrderLine = {
  estiItemSn: number;
  vendorSn: number | null;
  vendorNm: string;
  prodSn: number;
  prodNm: string;
  optNm: string | null;
  quantity: number;
  receiverNm: string;
  receiverTelNo: string;
  zipCd: string;
  addr: string;
  addrDtl: string;
  deliveryMemo: string | null;
};

export const PURCHASE_ORDER_COLUMNS: readonly ExportColumn<PurchaseOrderLine>[] = [
  { header: '주문상품번호', width: 12, value: (r) => r.estiItemSn },
  { header: '공급사', width: 18, value: (r) => r.vendorNm },
  { header: '상품번호', width: 10, value: (r) => r.prodSn },
  { header: '상품명', width: 32, value: (r) => r.prodNm },
  { header: '옵션', width: 18, value: (r) => r.optNm },
  { header: '수량', width: 8, value: (r) => r.quantity },
  { header: '받는 분', width: 12, value: (r) => r.receiverNm },
  { header: '연락처', width: 16, value: (r) => formatPhone(r.receiverTelNo) },
  { header: '우편번호', width: 10, value: (r) => r.zipCd },
  { header: '주소', width: 40, value: (r) => r.addr },
  { header: '상세주소', width: 24, value: (r) => r.addrDtl },
  { header: '배송 메모', width: 24, value: (r) => r.deliveryMemo },
];
