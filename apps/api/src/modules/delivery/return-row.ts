import { type ReturnRow, refundGbnName, returnReasonName, returnStateName } from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import { toLineRow } from './line-row';
import type { ReturnDbRow } from './repository';

/** A request's photos are stored as a comma-separated list of file ids. */
export const photoIds = (csv: string) => csv.split(',').filter((s) => s.length > 0);

/** A return request as the back-office lists show it. */
export function toReturnRow(r: ReturnDbRow): ReturnRow {
  return {
    ...toLineRow(r),
    refundSn: r.refundSn,
    refundGbn: r.refundGbn,
    refundGbnNm: refundGbnName(r.refundGbn),
    refundStatCd: r.refundStatCd,
    refundStatNm: returnStateName(r.refundStatCd),
    reasonNm: returnReasonName(r.reasonCd),
    requestDt: ymdHmsKst(r.requestedAt),
  };
}
