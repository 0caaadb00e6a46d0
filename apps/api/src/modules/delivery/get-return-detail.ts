import {
  fileUrl,
  NOT_FOUND_TEXT,
  RESELLABLE_LABEL,
  RETURN_STATE,
  type Resellable,
  type ReturnDetail,
  returnFeePayerName,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { reopenStateOf } from './choice-reopening';
import type { DeliveryDeps } from './delivery-deps';
import { toHistory } from './line-row';
import { inScope, lineScopeOf } from './line-scope';
import * as repo from './repository';
import { returnFeeOf } from './return-fee-of';
import { photoIds, toReturnRow } from './return-row';

/**
 * POST delivery/returnDetail.json: one request within the caller's scope (the three ids must agree), unmasked for
 * the one who decides or ships it back.
 */
export async function getReturnDetail(
  deps: DeliveryDeps,
  user: AuthUser,
  key: { estiSn: number; estiItemSn: number; refundSn: number },
): Promise<ReturnDetail> {
  const scope = lineScopeOf(user);
  const r = await repo.findReturn(deps.db, key.refundSn);
  if (!r || r.estiSn !== key.estiSn || r.estiItemSn !== key.estiItemSn || !inScope(scope, r))
    throw notFound(NOT_FOUND_TEXT.delivery);
  // Not submitted yet: only its recipient sees a request waiting for its return fee.
  if (r.refundStatCd === RETURN_STATE.feeWaiting && scope.kind !== 'recipient')
    throw notFound(NOT_FOUND_TEXT.delivery);
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  const paidAmount = await repo.paidAmountOf(deps.db, r.ordSn);
  const row = toReturnRow(r);
  return {
    ...row,
    receiverNm: r.receiverNm ?? '',
    receiverTelNo: r.receiverTelNo ?? '',
    reason: r.reason ?? '',
    photoUrls: photoIds(r.photoFileIds).map(fileUrl),
    feePayerNm: returnFeePayerName(r.feePayerCd ?? 'R'),
    shipFee: r.shipFee,
    ...(await returnFeeOf(deps.db, r)),
    rejectReason: r.rejectReason,
    refundAmount: r.refundAmount,
    paidAmount,
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    history: toHistory(history.filter((h) => h.refundSn === null || h.refundSn === r.refundSn)),
    resellableYn: r.resellableYn,
    resellableNm: RESELLABLE_LABEL[r.resellableYn as Resellable] ?? '',
    recipientNm: r.userNm ?? '',
    ...(await reopenStateOf(deps.db, deps.now(), r)),
  };
}
