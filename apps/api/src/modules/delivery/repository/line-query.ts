import { and, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../db/like';
import {
  appUser,
  company,
  estimate,
  estimateItem,
  event,
  giftOrder,
  product,
  vendor,
} from '../../../db/schema/index';

/**
 * What the line and return lists share: who may see which lines, the list filters, and the columns of a line with
 * its packer. Internal to the repository files; the index re-exports only the two types.
 */

/** Which lines a caller may see: everything, one vendor's goods, one part-timer's assignments, one recipient's. */
export type LineScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorSn: number }
  | { kind: 'packer'; unqUserId: string }
  | { kind: 'recipient'; unqUserId: string };

export type LineFilter = {
  scope: LineScope;
  from: Date | null;
  to: Date | null;
  cmpyCds: string[] | null;
  eventSn: number | null;
  states: readonly string[] | null;
  stateCd: string | null;
  vendorSn: number | null;
  receiverNm: string | null;
  invoiceNo: string | null;
};

const scopeCondition = (scope: LineScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'vendor':
      return eq(estimateItem.vendorSn, scope.vendorSn);
    case 'packer':
      return eq(estimateItem.packerUnqUserId, scope.unqUserId);
    case 'recipient':
      return eq(giftOrder.unqUserId, scope.unqUserId);
  }
};

export function lineConditions(f: LineFilter, withState: boolean): SQL | undefined {
  return and(
    scopeCondition(f.scope),
    f.from ? gte(estimate.createdAt, f.from) : undefined,
    f.to ? lt(estimate.createdAt, f.to) : undefined,
    f.cmpyCds ? inArray(estimate.cmpyCd, f.cmpyCds) : undefined,
    f.eventSn ? eq(estimate.eventSn, f.eventSn) : undefined,
    f.states ? inArray(estimateItem.deliStatCd, [...f.states]) : undefined,
    withState && f.stateCd ? eq(estimateItem.deliStatCd, f.stateCd) : undefined,
    f.vendorSn ? eq(estimateItem.vendorSn, f.vendorSn) : undefined,
    f.receiverNm ? ilike(giftOrder.receiverNm, containsPattern(f.receiverNm)) : undefined,
    f.invoiceNo ? ilike(estimateItem.invoiceNo, containsPattern(f.invoiceNo)) : undefined,
  );
}

export const packer = alias(appUser, 'packer');

export const lineColumns = {
  estiSn: estimate.estiSn,
  estiItemSn: estimateItem.estiItemSn,
  ordSn: giftOrder.ordSn,
  createdAt: estimate.createdAt,
  cmpyCd: estimate.cmpyCd,
  cmpyNm: company.cmpyNm,
  eventSn: event.eventSn,
  eventNm: event.eventNm,
  returnDays: event.returnDays,
  returnFeePayerCd: event.returnFeePayerCd,
  returnShipFee: event.returnShipFee,
  prodSn: estimateItem.prodSn,
  prodNm: product.prodNm,
  mainImg: product.mainImg,
  optNm: estimateItem.optNm,
  quantity: estimateItem.quantity,
  unitPrice: estimateItem.unitPrice,
  vendorSn: estimateItem.vendorSn,
  vendorNm: vendor.vendorNm,
  unqUserId: giftOrder.unqUserId,
  receiverNm: giftOrder.receiverNm,
  receiverTelNo: giftOrder.receiverTelNo,
  zipCd: giftOrder.zipCd,
  addr: giftOrder.addr,
  addrDtl: giftOrder.addrDtl,
  deliveryMemo: giftOrder.deliveryMemo,
  cardMsg: giftOrder.cardMsg,
  packageYn: giftOrder.packageYn,
  cardYn: giftOrder.cardYn,
  extrasAmt: giftOrder.extrasAmt,
  addrNeededYn: giftOrder.addrNeededYn,
  deliStatCd: estimateItem.deliStatCd,
  carrierCd: estimateItem.carrierCd,
  invoiceNo: estimateItem.invoiceNo,
  deliveredAt: estimateItem.deliveredAt,
  packerUnqUserId: estimateItem.packerUnqUserId,
  packerNm: packer.userNm,
};
