import { EXCEL_NUM_FMT, type ExportColumn } from './contracts/excel';
import { formatPhone } from './formats';
import { giftExtrasText } from './gift-extras';
import { orderTotal } from './order-total';
import { splitVat } from './settlement';

/**
 * One line of the event invoice statement (거래명세서): a product at one unit price (options included). The client
 * pays for what was given and kept, with the packaging and cards chosen for it, less what recipients paid themselves
 * by card above the budget: totalAmt = unitPrice x (quantity - returnedQty) + extrasAmt - recipientPaidAmt.
 */
export type InvoiceLine = {
  prodSn: number;
  prodNm: string;
  /** Applied and not cancelled. */
  quantity: number;
  unitPrice: number;
  /** Of those, given back by a completed return (refund waiting or done): not billed. */
  returnedQty: number;
  /** Packaging and message cards chosen with the kept ones (decision 028). */
  extrasAmt: number;
  /** What recipients paid by card for the billed ones (their share above the budget): not billed to the client. */
  recipientPaidAmt: number;
  /** The client's share, VAT included. */
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
  totals: {
    quantity: number;
    returnedQty: number;
    extrasAmt: number;
    recipientPaidAmt: number;
    supplyAmt: number;
    vatAmt: number;
    totalAmt: number;
  };
};

/** How a line's amount is computed, printed under the statement's table. */
export const INVOICE_RULE_TEXT =
  '청구 금액 = 단가 × (수량 − 반품) + 포장·카드 − 수령자 결제. 수령자가 예산을 넘어 카드로 결제한 금액과 반품이 완료된 선물은 청구하지 않습니다. 단가는 옵션 추가 금액을 포함하고, 포장·카드는 수령자가 고른 선물 포장과 메시지 카드 금액입니다.';

/** Builds the statement's lines and totals from per-product sums; VAT per line, then summed. */
export function invoiceLinesOf(
  rows: readonly {
    prodSn: number;
    prodNm: string;
    unitPrice: number;
    quantity: number;
    returnedQty: number;
    /** Absent: none chosen. */
    extrasAmt?: number;
    recipientPaidAmt: number;
  }[],
): Pick<InvoiceStatement, 'lines' | 'totals'> {
  const lines = rows.map((r) => {
    const extrasAmt = r.extrasAmt ?? 0;
    // The kept units' order total (the returned ones' extras are already left out of extrasAmt) less the card part.
    const kept = orderTotal({ unitPrice: r.unitPrice, quantity: r.quantity - r.returnedQty, extrasAmt });
    const totalAmt = Math.max(0, kept - r.recipientPaidAmt);
    return { ...r, extrasAmt, totalAmt, ...splitVat(totalAmt) };
  });
  const sum = (k: keyof InvoiceStatement['totals']) => lines.reduce((a, l) => a + l[k], 0);
  return {
    lines,
    totals: {
      quantity: sum('quantity'),
      returnedQty: sum('returnedQty'),
      extrasAmt: sum('extrasAmt'),
      recipientPaidAmt: sum('recipientPaidAmt'),
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
  /** Extras to pack with the gift (decision 028). */
  packageYn: string;
  cardYn: string;
  cardMsg: string | null;
};

export const PURCHASE_ORDER_COLUMNS: readonly ExportColumn<PurchaseOrderLine>[] = [
  { header: '주문상품번호', width: 12, value: (r) => r.estiItemSn },
  { header: '공급사', width: 18, value: (r) => r.vendorNm },
  { header: '상품번호', width: 10, value: (r) => r.prodSn },
  { header: '상품명', width: 32, value: (r) => r.prodNm },
  { header: '옵션', width: 18, value: (r) => r.optNm },
  { header: '수량', width: 8, value: (r) => r.quantity, numFmt: EXCEL_NUM_FMT.count },
  { header: '받는 분', width: 12, value: (r) => r.receiverNm },
  { header: '연락처', width: 16, value: (r) => formatPhone(r.receiverTelNo) },
  { header: '우편번호', width: 10, value: (r) => r.zipCd },
  { header: '주소', width: 40, value: (r) => r.addr },
  { header: '상세주소', width: 24, value: (r) => r.addrDtl },
  { header: '배송 메모', width: 24, value: (r) => r.deliveryMemo },
  { header: '포장·카드', width: 18, value: (r) => giftExtrasText(r) || null },
  { header: '카드 메시지', width: 32, value: (r) => (r.cardYn === 'Y' ? r.cardMsg : null) },
];

/** The close summary of an event: what the close did to its recipients. */
export type EventCloseSummary = {
  closeRuleCd: string;
  recipientCnt: number;
  appliedCnt: number;
  defaultGiftCnt: number;
  addrNeededCnt: number;
  nothingCnt: number;
  soldOutCnt: number;
  closedAt: string;
};

/** Texts of the closing and the documents. */
export const EVENT_DOCS_TEXT = {
  addrNeeded: '배송지 입력 필요',
  closeSummaryTitle: '마감 요약',
  invoiceTitle: '거래명세서',
  purchaseOrderTitle: '발주서',
  noVendor: '이 이벤트의 상품에 공급사가 없습니다.',
  vendorMailDone: (n: number) => `공급사 ${n}곳에 발주 메일을 보냈습니다.`,
  vendorMailNone: '발주 메일을 받을 공급사 담당자 메일이 없습니다.',
  vendorMailNoLines: '아직 신청된 선물이 없어 발주 메일을 보낼 공급사가 없습니다.',
} as const;

export const CLOSE_SUMMARY_ROWS: readonly { key: keyof EventCloseSummary; label: string }[] = [
  { key: 'recipientCnt', label: '대상자' },
  { key: 'appliedCnt', label: '직접 신청' },
  { key: 'defaultGiftCnt', label: '기본 선물 지급' },
  { key: 'addrNeededCnt', label: '배송지 입력 필요' },
  { key: 'nothingCnt', label: '미처리' },
  { key: 'soldOutCnt', label: '기본 선물 재고 부족' },
];

/** The operator's close-summary mail (through the outbox). */
export function closeSummaryMail(
  ev: { eventNm: string; cmpyNm: string },
  s: EventCloseSummary,
  detailLink: string,
): { subject: string; body: string } {
  const lines = CLOSE_SUMMARY_ROWS.map((r) => `- ${r.label}: ${s[r.key]}명`);
  return {
    subject: `[PCS] 이벤트 마감 요약: ${ev.eventNm}`,
    body: [
      `${ev.cmpyNm}의 이벤트 "${ev.eventNm}"이(가) 마감되었습니다.`,
      '',
      ...lines,
      '',
      `이벤트 상세: ${detailLink}`,
    ].join('\n'),
  };
}

/** A vendor's purchase-order mail (through the outbox): the summary and the authenticated download link. */
export function vendorOrderMail(
  ev: { eventNm: string; cmpyNm: string },
  v: { vendorNm: string; lineCnt: number; quantity: number },
  downloadLink: string,
): { subject: string; body: string } {
  return {
    subject: `[PCS] 발주서: ${ev.eventNm} (${v.vendorNm})`,
    body: [
      `${v.vendorNm} 담당자님, ${ev.cmpyNm}의 이벤트 "${ev.eventNm}" 발주 내역을 알려 드립니다.`,
      '',
      `- 주문 건수: ${v.lineCnt}건`,
      `- 총 수량: ${v.quantity}개`,
      '',
      `발주서(PDF, 엑셀)는 로그인 후 내려받을 수 있습니다: ${downloadLink}`,
    ].join('\n'),
  };
}
