import { CARRIERS, type ManagedDetail, NOT_FOUND_TEXT, orderGoodsAmt } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { ymdHmsKst } from '../../lib/time';
import { managedStatusName, toManagedRow } from './managed-row';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/delivery/managedDetail.json: one line in full, for the caller's tenant only. */
export async function getManagedDelivery(
  deps: { db: Db },
  user: AuthUser,
  estiSn: number,
  estiItemSn: number,
): Promise<ManagedDetail> {
  const r = await repo.managedItem(deps.db, estiSn, estiItemSn);
  if (!r) throw notFound(NOT_FOUND_TEXT.delivery);
  companyScope(user, r.cmpyCd);
  const history = await repo.itemHistory(deps.db, estiItemSn);
  return {
    ...toManagedRow(r),
    ordererNm: r.ordererNm,
    receiverNm: r.receiverNm ?? '',
    receiverTelNo: r.receiverTelNo ?? '',
    ordererId: r.ordererId,
    zipCd: r.zipCd ?? '',
    addr: r.addr ?? '',
    addrDtl: r.addrDtl ?? '',
    deliveryMemo: r.deliveryMemo ?? '',
    price: orderGoodsAmt(r),
    carrierCd: r.carrierCd,
    carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
    history: history.map((h) => ({
      deliStatCd: h.deliStatCd,
      deliStatNm: managedStatusName(h.deliStatCd),
      changedAt: ymdHmsKst(h.changedAt),
    })),
  };
}
