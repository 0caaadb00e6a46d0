import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  fileUrl,
  type Language,
  type MyReturnDetail,
  NOT_FOUND_TEXT,
  refundGbnName,
  returnFeePayerName,
  returnReasonName,
  returnStateName,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import type { DeliveryDeps } from './delivery-deps';
import { toHistory } from './line-row';
import * as repo from './repository';
import { returnFeeOf } from './return-fee-of';
import { photoIds } from './return-row';

/**
 * POST delivery/myReturnDetail.json: one of the caller's own requests (the three ids must agree), its states, kind,
 * reason and fee named in the recipient's language (decision 055).
 */
export async function getMyReturn(
  deps: DeliveryDeps,
  user: AuthUser,
  key: { estiSn: number; estiItemSn: number; refundSn: number },
  language: Language = DEFAULT_LANGUAGE,
): Promise<MyReturnDetail> {
  const r = await repo.findReturn(deps.db, key.refundSn);
  if (!r || r.unqUserId !== user.unqUserId || r.estiSn !== key.estiSn || r.estiItemSn !== key.estiItemSn)
    throw notFound(NOT_FOUND_TEXT.order);
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  const ids = photoIds(r.photoFileIds);
  return {
    refundSn: r.refundSn,
    estiSn: r.estiSn,
    estiItemSn: r.estiItemSn,
    prodNm: r.prodNm,
    optNm: r.optNm,
    mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
    refundGbn: r.refundGbn,
    refundGbnNm: refundGbnName(r.refundGbn, language),
    refundStatCd: r.refundStatCd,
    refundStatNm: returnStateName(r.refundStatCd, language),
    reasonCd: r.reasonCd ?? '',
    reasonNm: returnReasonName(r.reasonCd, language),
    requestDt: ymdHmsKst(r.requestedAt),
    reason: r.reason ?? '',
    photoFileIds: ids,
    photoUrls: ids.map(fileUrl),
    feePayerNm: returnFeePayerName(r.feePayerCd ?? 'R', language),
    shipFee: r.shipFee,
    ...(await returnFeeOf(deps.db, r, language)),
    rejectReason: r.rejectReason,
    refundAmount: r.refundAmount,
    history: toHistory(
      history.filter((h) => h.refundSn === r.refundSn),
      language,
    ),
  };
}
