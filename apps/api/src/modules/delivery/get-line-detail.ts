import { type DeliveryLineDetail, NOT_FOUND_TEXT, orderGoodsAmt } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import type { DeliveryDeps } from './delivery-deps';
import { toHistory, toLineRow } from './line-row';
import { inScope, lineScopeOf } from './line-scope';
import * as repo from './repository';

/** POST delivery/lineDetail.json: one line in full (address for the one who ships it), within the caller's scope. */
export async function getLineDetail(
  deps: DeliveryDeps,
  user: AuthUser,
  estiSn: number,
  estiItemSn: number | null,
): Promise<DeliveryLineDetail> {
  const scope = lineScopeOf(user);
  const r =
    estiItemSn === null
      ? ((await repo.linesOfEstimate(deps.db, estiSn)).find((l) => inScope(scope, l)) ?? null)
      : await repo.findLine(deps.db, estiSn, estiItemSn);
  if (!r || !inScope(scope, r)) throw notFound(NOT_FOUND_TEXT.delivery);
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  return {
    ...toLineRow(r),
    receiverNm: r.receiverNm ?? '',
    receiverTelNo: r.receiverTelNo ?? '',
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    deliveryMemo: r.deliveryMemo ?? '',
    cardMsg: r.cardMsg ?? '',
    price: orderGoodsAmt(r),
    extrasAmt: r.extrasAmt,
    returnDays: r.returnDays,
    history: toHistory(history),
  };
}
