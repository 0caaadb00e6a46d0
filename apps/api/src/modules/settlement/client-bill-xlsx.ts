import type { Readable } from 'node:stream';
import {
  CLIENT_BILL_STAT_LABEL,
  CLIENT_LINE_KIND_LABEL,
  type ClientBillRow,
  EXCEL_NUM_FMT,
  type ExportColumn,
  formatYmdHms,
  yyyymmText,
} from '@pcs/domain';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import type { ClientBillView, ViewLine } from './client-bill-view';

const won = <R>(header: string, value: (r: R) => number, width = 14): ExportColumn<R> => ({
  header,
  width,
  numFmt: EXCEL_NUM_FMT.won,
  value,
});

/** Every line of a company's month as a workbook: what the bill lists, one row per fact (decision 037). */
export function clientBillXlsx(v: ClientBillView): Readable {
  const cols: ExportColumn<ViewLine>[] = [
    { header: '일시', width: 20, value: (l) => formatYmdHms(l.factAt) },
    { header: '귀속월', width: 10, value: (l) => l.factYyyymm },
    { header: '구분', width: 8, value: (l) => CLIENT_LINE_KIND_LABEL[l.lineKind] },
    {
      header: '조정',
      width: 14,
      value: (l) =>
        l.adjustmentYn === 'Y' ? `${l.adjustsYyyymm ? yyyymmText(l.adjustsYyyymm) : ''} 조정` : '',
    },
    { header: '주문번호', width: 10, value: (l) => l.ordSn },
    { header: '반품번호', width: 10, value: (l) => l.refundSn },
    { header: '이벤트', width: 28, value: (l) => l.eventNm },
    { header: '상품', width: 30, value: (l) => l.prodNm },
    { header: '수량', width: 8, numFmt: EXCEL_NUM_FMT.count, value: (l) => l.quantity },
    won<ViewLine>('단가', (l) => l.unitPrice),
    won<ViewLine>('상품 금액', (l) => l.goodsAmt),
    won<ViewLine>('포장·카드', (l) => l.extrasAmt),
    won<ViewLine>('배송비', (l) => l.shipAmt),
    won<ViewLine>('수령자 결제', (l) => l.recipientPaidAmt),
    won<ViewLine>('청구 금액', (l) => l.chargeAmt),
  ];
  return xlsxStream(`${v.yyyymm} ${CLIENT_BILL_STAT_LABEL[v.stat]}`, cols, v.lines);
}

/** The list's download: one row per company and month with its figures and state. */
export function clientBillListXlsx(rows: readonly ClientBillRow[]): Readable {
  const cols: ExportColumn<ClientBillRow>[] = [
    { header: '청구월', width: 12, value: (r) => yyyymmText(r.yyyymm) },
    { header: '회사코드', width: 12, value: (r) => r.cmpyCd },
    { header: '회사명', width: 24, value: (r) => r.cmpyNm },
    { header: '상태', width: 12, value: (r) => CLIENT_BILL_STAT_LABEL[r.stat] },
    { header: '건수', width: 8, numFmt: EXCEL_NUM_FMT.count, value: (r) => r.lineCnt },
    won<ClientBillRow>('상품 금액', (r) => r.goodsAmt),
    won<ClientBillRow>('포장·카드', (r) => r.extrasAmt),
    won<ClientBillRow>('배송비', (r) => r.shipAmt),
    won<ClientBillRow>('수령자 결제', (r) => r.recipientPaidAmt),
    won<ClientBillRow>('청구 금액', (r) => r.chargeAmt),
    won<ClientBillRow>('공급가액', (r) => r.supplyAmt),
    won<ClientBillRow>('세액', (r) => r.vatAmt),
    won<ClientBillRow>('조정 금액', (r) => r.adjustmentAmt),
    { header: '확정일시', width: 20, value: (r) => (r.confirmedAt ? formatYmdHms(r.confirmedAt) : '') },
    { header: '발행일시', width: 20, value: (r) => (r.issuedAt ? formatYmdHms(r.issuedAt) : '') },
    { header: '입금확인일시', width: 20, value: (r) => (r.paidAt ? formatYmdHms(r.paidAt) : '') },
  ];
  return xlsxStream('고객사 청구', cols, rows);
}
