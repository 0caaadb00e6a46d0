import {
  isReturnState,
  REFUND_GBN_LABEL,
  RETURN_REASONS,
  RETURN_STATE_LABEL,
  type RefundGbn,
  type ReturnRow,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import { toLineRow } from './line-row';
import type { ReturnDbRow } from './repository';

/** A return state's Korean name (the code itself when it is none of the life cycle's). */
export const returnStateName = (cd: string) => (isReturnState(cd) ? RETURN_STATE_LABEL[cd] : cd);
/** 반품 or 교환. */
export const refundGbnName = (gbn: string) => REFUND_GBN_LABEL[gbn as RefundGbn] ?? gbn;
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
    reasonNm: RETURN_REASONS[r.reasonCd ?? ''] ?? '',
    requestDt: ymdHmsKst(r.requestedAt),
  };
}
