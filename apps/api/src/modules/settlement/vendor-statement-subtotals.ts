import { VENDOR_LINE_KIND, type VendorStlLine } from '@pcs/domain';

/** Per-event and per-company subtotals of a statement's lines (the detail, the PDF), largest payable first. */
type Sub = {
  lineCnt: number;
  supplyAmt: number;
  shipAmt: number;
  returnAmt: number;
  returnShipAmt: number;
  payableAmt: number;
};

const zero = (): Sub => ({
  lineCnt: 0,
  supplyAmt: 0,
  shipAmt: 0,
  returnAmt: 0,
  returnShipAmt: 0,
  payableAmt: 0,
});

function add(s: Sub, l: VendorStlLine): void {
  s.lineCnt += 1;
  if (l.lineKind === VENDOR_LINE_KIND.delivery) {
    s.supplyAmt += l.supplyAmt;
    s.shipAmt += l.shipAmt;
  } else s.returnAmt += l.supplyAmt + l.shipAmt;
  s.returnShipAmt += l.returnShipAmt;
  s.payableAmt += l.payableAmt;
}

export function eventSubtotals(lines: readonly VendorStlLine[]) {
  const by = new Map<number, { eventSn: number; eventNm: string; cmpyCd: string; cmpyNm: string } & Sub>();
  for (const l of lines) {
    let s = by.get(l.eventSn);
    if (!s) {
      s = { eventSn: l.eventSn, eventNm: l.eventNm, cmpyCd: l.cmpyCd, cmpyNm: l.cmpyNm, ...zero() };
      by.set(l.eventSn, s);
    }
    add(s, l);
  }
  return [...by.values()].sort((a, b) => b.payableAmt - a.payableAmt || a.eventSn - b.eventSn);
}

export function companySubtotals(lines: readonly VendorStlLine[]) {
  const by = new Map<string, { cmpyCd: string; cmpyNm: string } & Sub>();
  for (const l of lines) {
    let s = by.get(l.cmpyCd);
    if (!s) {
      s = { cmpyCd: l.cmpyCd, cmpyNm: l.cmpyNm, ...zero() };
      by.set(l.cmpyCd, s);
    }
    add(s, l);
  }
  return [...by.values()].sort((a, b) => b.payableAmt - a.payableAmt || a.cmpyCd.localeCompare(b.cmpyCd));
}
