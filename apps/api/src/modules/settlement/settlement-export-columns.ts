import {
  EXCEL_NUM_FMT,
  type ExportColumn,
  excelYmdHms,
  MARGIN_GROUP_BY,
  type MarginGroupBy,
  type MarginRow,
  marginRateText,
  VENDOR_LINE_KIND_LABEL,
  VENDOR_STL_STAT_LABEL,
  type VendorLineKind,
  type VendorStlLine,
  type VendorStlRow,
  yyyymmText,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';

/* The columns of the settlement downloads (vendor statements and margins): amounts stay numbers people can sum. */

const won = <R>(header: string, value: (r: R) => number, width = 14): ExportColumn<R> => ({
  header,
  width,
  value,
  numFmt: EXCEL_NUM_FMT.won,
});
const stamp = (iso: string) => excelYmdHms(ymdHmsKst(new Date(iso)));

export const VENDOR_STL_EXPORT_COLUMNS: readonly ExportColumn<VendorStlRow>[] = [
  { header: '정산월', width: 12, value: (r) => yyyymmText(r.yyyymm) },
  { header: '공급사번호', width: 10, value: (r) => r.vendorSn },
  { header: '공급사', width: 24, value: (r) => r.vendorNm },
  { header: '상태', width: 12, value: (r) => VENDOR_STL_STAT_LABEL[r.stat] },
  { header: '건수', width: 8, value: (r) => r.lineCnt, numFmt: EXCEL_NUM_FMT.count },
  won('공급가', (r: VendorStlRow) => r.supplyAmt),
  won('배송비', (r: VendorStlRow) => r.shipAmt),
  won('반품 차감', (r: VendorStlRow) => r.returnAmt),
  won('반품 배송비', (r: VendorStlRow) => r.returnShipAmt),
  won('지급액', (r: VendorStlRow) => r.payableAmt, 16),
  won('공급가액', (r: VendorStlRow) => r.payableSupplyAmt),
  won('부가세', (r: VendorStlRow) => r.payableVatAmt),
  { header: '공급사 확인일시', width: 20, value: (r) => (r.confirmedAt ? stamp(r.confirmedAt) : null) },
  { header: '지급일', width: 12, value: (r) => r.paidDt },
];

export const VENDOR_STL_LINE_EXPORT_COLUMNS: readonly ExportColumn<VendorStlLine>[] = [
  { header: '일시', width: 20, value: (l) => stamp(l.factAt) },
  {
    header: '구분',
    width: 10,
    value: (l) => VENDOR_LINE_KIND_LABEL[l.lineKind as VendorLineKind] ?? l.lineKind,
  },
  { header: '이월/조정', width: 10, value: (l) => (l.adjustmentYn === 'Y' ? 'Y' : '') },
  { header: '주문번호', width: 10, value: (l) => l.ordSn },
  { header: '반품번호', width: 10, value: (l) => l.refundSn },
  { header: '고객사', width: 18, value: (l) => l.cmpyNm },
  { header: '이벤트', width: 28, value: (l) => l.eventNm },
  { header: '상품번호', width: 10, value: (l) => l.prodSn },
  { header: '상품', width: 30, value: (l) => l.prodNm },
  { header: '옵션', width: 16, value: (l) => l.optNm },
  { header: '수량', width: 8, value: (l) => l.quantity, numFmt: EXCEL_NUM_FMT.count },
  { header: '공급단가', width: 12, value: (l) => l.unitSupplyPrice, numFmt: EXCEL_NUM_FMT.won },
  won('공급가', (l: VendorStlLine) => l.supplyAmt),
  won('배송비', (l: VendorStlLine) => l.shipAmt),
  won('반품 배송비', (l: VendorStlLine) => l.returnShipAmt),
  won('지급액', (l: VendorStlLine) => l.payableAmt),
];

/** The margin download: the grouping column(s) of the chosen groupBy, then the figures. */
export function marginExportColumns(groupBy: MarginGroupBy): readonly ExportColumn<MarginRow>[] {
  const head: ExportColumn<MarginRow>[] =
    groupBy === MARGIN_GROUP_BY.month
      ? [{ header: '월', width: 12, value: (r) => (r.yyyymm ? yyyymmText(r.yyyymm) : null) }]
      : groupBy === MARGIN_GROUP_BY.company
        ? [
            { header: '회사코드', width: 12, value: (r) => r.cmpyCd },
            { header: '고객사', width: 24, value: (r) => r.cmpyNm },
          ]
        : groupBy === MARGIN_GROUP_BY.event
          ? [
              { header: '이벤트번호', width: 10, value: (r) => r.eventSn },
              { header: '이벤트', width: 30, value: (r) => r.eventNm },
              { header: '고객사', width: 20, value: (r) => r.cmpyNm },
            ]
          : [
              { header: '공급사번호', width: 10, value: (r) => r.vendorSn },
              { header: '공급사', width: 24, value: (r) => r.vendorNm ?? '미지정' },
            ];
  return [
    ...head,
    { header: '건수', width: 8, value: (r) => r.lineCnt, numFmt: EXCEL_NUM_FMT.count },
    won('판매가', (r: MarginRow) => r.saleAmt, 16),
    won('공급가', (r: MarginRow) => r.supplyAmt, 16),
    won('마진', (r: MarginRow) => r.marginAmt, 16),
    { header: '마진율', width: 10, value: (r) => marginRateText(r.marginRate) },
    { header: '공급가 없음', width: 10, value: (r) => r.supplyMissingCnt, numFmt: EXCEL_NUM_FMT.count },
  ];
}
