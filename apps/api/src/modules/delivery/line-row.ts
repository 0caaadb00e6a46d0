import {
  type AuthCd,
  CARRIERS,
  DEFAULT_LANGUAGE,
  type DeliveryLineRow,
  deliveryStateName,
  type HistoryEntry,
  type Language,
  maskName,
  maskPhone,
  ROLE_NAME,
  returnHistoryStateName,
  trackingUrl,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import type { LineDbRow, lineHistory } from './repository';

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
    deliStatNm: deliveryStateName(r.deliStatCd),
    carrierCd: r.carrierCd,
    carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
    invoiceNo: r.invoiceNo,
    trackingUrl: trackingUrl(r.carrierCd, r.invoiceNo),
    packerNm: r.packerNm ? maskName(r.packerNm) : null,
    packageYn: r.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: r.cardYn === 'Y' ? 'Y' : 'N',
  };
}

/**
 * History rows: state (or return state) in the reader's language (Korean for the back office), who by role and
 * masked name, when. The memo is stored as it was written.
 */
export function toHistory(
  rows: Awaited<ReturnType<typeof lineHistory>>,
  language: Language = DEFAULT_LANGUAGE,
): HistoryEntry[] {
  return rows.map((h) => ({
    stateNm:
      h.refundStatCd !== null
        ? returnHistoryStateName(h.refundStatCd, language)
        : deliveryStateName(h.deliStatCd, language),
    memo: h.memo,
    changedBy: h.changedByNm
      ? `${ROLE_NAME[h.changedByAuthCd as AuthCd] ?? ''} ${maskName(h.changedByNm)}`.trim()
      : null,
    changedAt: ymdHmsKst(h.changedAt),
  }));
}
