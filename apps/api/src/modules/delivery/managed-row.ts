import {
  DELIVERY_STATUS_LABEL,
  type DeliveryStatus,
  type ManagedRow,
  maskName,
  maskPhone,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import type { ManagedDbRow } from './repository';

/** A delivery status's Korean name (the code itself when it is none of the spec's). */
export const managedStatusName = (cd: string) => DELIVERY_STATUS_LABEL[cd as DeliveryStatus] ?? cd;

/** A line as the managed list shows it: names and phones masked. */
export function toManagedRow(r: ManagedDbRow): ManagedRow {
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
    ordererNm: maskName(r.ordererNm),
    receiverNm: maskName(r.receiverNm ?? ''),
    receiverTelNo: maskPhone(r.receiverTelNo ?? ''),
    deliStatCd: r.deliStatCd,
    deliStatNm: managedStatusName(r.deliStatCd),
    invoiceNo: r.invoiceNo,
  };
}
