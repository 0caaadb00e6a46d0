import {
  AUTH_CD,
  DEFAULT_PRODUCT_IMAGE_ID,
  GOODS_MESSAGES,
  type GoodsDetailListReply,
  isOperatorAdmin,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { goodsScope } from './goods-scope';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/goods/goodsDetailList.json (spec §3 event gift PDF data, §7): the products of a gift
 * catalogue with their top-level categories and the client company's CI. Operators may name any products (and an
 * event for its company's CI); a vendor only its own goods and no event; a client manager (25) only an event of
 * their company and products offered in it.
 */
export async function goodsDetailList(
  deps: { db: Db },
  user: AuthUser,
  input: { prodSnList: number[]; eventSn?: number | null },
): Promise<GoodsDetailListReply> {
  const eventSn = input.eventSn ?? null;
  let cmpyCd: string | null = null;
  if (eventSn !== null) {
    cmpyCd = await repo.eventCompany(deps.db, eventSn);
    if (!cmpyCd) throw notFound(GOODS_MESSAGES.pdfDataMissing);
  }
  if (user.authCd === AUTH_CD.clientManager) {
    if (eventSn === null || cmpyCd !== user.cmpyCd) throw forbidden();
    const offered = await repo.eventProdSns(deps.db, eventSn, input.prodSnList);
    if (input.prodSnList.some((p) => !offered.has(p))) throw forbidden();
  } else if (!isOperatorAdmin(user.authCd)) {
    const scope = await goodsScope(deps.db, user);
    if (scope.kind !== 'vendor' || eventSn !== null) throw forbidden();
    const owners = await repo.vendorOfGoods(deps.db, input.prodSnList);
    if (owners.some((o) => o.vendorSn !== scope.vendorSn)) throw forbidden();
  }
  const found = await repo.catalogProducts(deps.db, input.prodSnList);
  if (found.length !== input.prodSnList.length) throw notFound(GOODS_MESSAGES.notFound);
  const order = new Map(input.prodSnList.map((p, i) => [p, i]));
  const tops = [...new Set(found.flatMap((p) => (p.categoryCd ? [p.categoryCd.slice(0, 2)] : [])))];
  const names = await repo.categoryNames(deps.db, tops);
  const categoryList = tops
    .map((cd) => ({
      categoryCd: cd,
      categoryName: names.get(cd)?.name ?? cd,
      seqNo: names.get(cd)?.seqNo ?? 999,
    }))
    .sort((a, b) => a.seqNo - b.seqNo)
    .map(({ categoryCd, categoryName }) => ({ categoryCd, categoryName }));
  const ci = cmpyCd ? await repo.companyCi(deps.db, cmpyCd) : null;
  return {
    eventProdList: found
      .sort((a, b) => (order.get(a.prodSn) ?? 0) - (order.get(b.prodSn) ?? 0))
      .map((p) => ({
        prodSn: p.prodSn,
        prodNm: p.prodNm,
        brandNm: p.brandNm,
        mainImg: p.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
        price: p.price,
        consumerPrice: p.consumerPrice,
        categoryCd: p.categoryCd,
        topCategoryCd: p.categoryCd ? p.categoryCd.slice(0, 2) : null,
      })),
    ciFileInfo: ci?.ciFileId ? { fileId: ci.ciFileId, cmpyCd: ci.cmpyCd, cmpyNm: ci.cmpyNm } : null,
    categoryList,
    prodSnList: input.prodSnList,
    eventSn,
  };
}
