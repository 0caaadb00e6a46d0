import { splitVat, VENDOR_LINE_KIND } from './settlement';

/*
 * A vendor's monthly statement (decision 037): how its lines add up. Written once, used by the draft, the
 * confirm that freezes it, the documents and the tests.
 */

export type VendorStatementTotals = {
  lineCnt: number;
  /** Delivered lines: supply (options' supply extras included) and their shipping. */
  supplyAmt: number;
  shipAmt: number;
  /** Completed returns: what they take back (supply and shipping of the returned lines), zero or negative. */
  returnAmt: number;
  /** Return shipping the recipient paid, which the vendor carried back: zero or positive. */
  returnShipAmt: number;
  /** supply + ship + return + return shipping, VAT included, with its split (once per statement). */
  payableAmt: number;
  payableSupplyAmt: number;
  payableVatAmt: number;
};

type Line = {
  lineKind: string;
  supplyAmt: number;
  shipAmt: number;
  returnShipAmt: number;
  payableAmt: number;
};

/** The statement's totals: sums of its lines by kind, and the payable's supply/VAT split once (splitVat). */
export function vendorStatementTotals(lines: readonly Line[]): VendorStatementTotals {
  let supplyAmt = 0;
  let shipAmt = 0;
  let returnAmt = 0;
  let returnShipAmt = 0;
  let payableAmt = 0;
  for (const l of lines) {
    if (l.lineKind === VENDOR_LINE_KIND.delivery) {
      supplyAmt += l.supplyAmt;
      shipAmt += l.shipAmt;
    } else returnAmt += l.supplyAmt + l.shipAmt;
    returnShipAmt += l.returnShipAmt;
    payableAmt += l.payableAmt;
  }
  const split = splitVat(payableAmt);
  return {
    lineCnt: lines.length,
    supplyAmt,
    shipAmt,
    returnAmt,
    returnShipAmt,
    payableAmt,
    payableSupplyAmt: split.supplyAmt,
    payableVatAmt: split.vatAmt,
  };
}

/** The statement's screen and document texts. */
export const VENDOR_STATEMENT_TEXT = {
  title: '공급사 정산서',
  listTitle: '공급사 정산',
  marginTitle: '마진 분석',
  confirmNotYours: '다른 공급사의 정산서입니다.',
  confirmAsk: (yyyymmText: string) =>
    `${yyyymmText} 정산서를 확인하시겠습니까? 확인 후에는 내역이 확정되어 바뀌지 않습니다.`,
  confirmDone: '정산서를 확인했습니다.',
  paidDone: '지급 처리했습니다.',
  monthRangeTooLong: '조회 기간은 12개월까지입니다.',
  monthOrder: '조회 시작월이 종료월보다 늦습니다.',
  transferMemoRequired: '이체 메모를 입력해 주세요.',
  paidDtInvalid: '지급일을 확인해 주세요.',
  noVendor: '공급사 계정에 연결된 공급사가 없습니다.',
  vendorNotFound: '공급사 정보를 찾을 수 없습니다.',
} as const;

/** The longest month range a list or margin request may cover (drafts cost one query per month). */
export const SETTLEMENT_MAX_MONTHS = 12;
