import {
  type AuthCd,
  CARRIERS,
  DELIVERY_STATE_LABEL,
  type DeliveryLineRow,
  type HistoryEntry,
  isDeliveryState,
  maskName,
  maskPhone,
  RETURN_STATE_LABEL,
  type ReturnState,
  ROLE_NAME,
  trackingUrl,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import type { LineDbRow, lineHistory } from './repository';

/** A delivery state's Korean name (the code itself when it is none of the life cycle's). */
export const stateName = (cd: string) => (isDeliveryState(cd) ? DELIVERY_STATE_LABEL[cd] : cd);

/** A line as the back-office lists show it: names and phones masked. */
export function toLineRow(r: LineDbRow): DeliveryLineRow {
  return {
    estiSn: r.estiSn,
    estiItemSn: r.estiItemSn,
    ordSn: r.ordSn,
    orderDt: ymdHmsKst(r.createdAt),
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    eventSn: r.eventSn,
    eventNm: r.eventNm,
    prodNm: r.prodNm,
    optNm: r.optNm,
    quantity: r.quantity,
    vendorSn: r.vendorSn,
    vendorNm: r.vendorNm,
    receiverNm: maskName(r.receiverNm ?? ''),
    receiverTelNo: maskPhone(r.receiverTelNo ?? ''),
    deliStatCd: r.deliStatCd,
    deliStatNm: stateName(r.deliStatCd),
    carrierCd: r.carrierCd,
    carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
    invoiceNo: r.invoiceNo,
    trackingUrl: trackingUrl(r.carrierCd, r.invoiceNo),
    packerNm: r.packerNm ? maskName(r.packerNm) : null,
    packageYn: r.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: r.cardYn === 'Y' ? 'Y' : 'N',
  };
}

/** History rows: state (or return state) in Korean, who by role and masked name, when. */
export function toHistory(rows: Awaited<ReturnType<typeof lineHistory>>): HistoryEntry[] {
  return rows.map((h) => ({
    stateNm:
      h.refundStatCd !== null
        ? `반품/교환 ${RETURN_STATE_LABEL[h.refundStatCd as ReturnState] ?? h.refundStatCd}`
        : stateName(h.deliStatCd),
    memo: h.memo,
    changedBy: h.changedByNm
      ? `${ROLE_NAME[h.changedByAuthCd as AuthCd] ?? ''} ${maskName(h.changedByNm)}`.trim()
      : null,
    changedAt: ymdHmsKst(h.changedAt),
  }));
}
