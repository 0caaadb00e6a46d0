import { DEFAULT_PRODUCT_IMAGE_ID, type GoodsListQuery, type GoodsRow, goodsSignLabel } from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { kstRange, type ListOrExport, listPage, type Page } from '../../lib/list-page';
import { ymdKst } from '../../lib/time';
import { categoryTree } from '../codes';
import { goodsScope } from './goods-scope';
import * as repo from './repository';

type ListInput = Omit<GoodsListQuery, 'page' | 'pageSize' | 'requestType'> & ListOrExport;

/** Full names of every category code ('생활 > 주방 > 텀블러'), for list rows and the export. */
export async function categoryFullNames(db: Executor): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const walk = (nodes: Awaited<ReturnType<typeof categoryTree>>) => {
    for (const n of nodes) {
      names.set(n.categoryCd, n.categoryFullName);
      walk(n.items);
    }
  };
  walk(await categoryTree(db));
  return names;
}

/**
 * POST /v1/ebmp/pcs/manage/goods/list.json (and .../excel.json with requestType EXPORT): operators see every vendor's
 * goods except unsent drafts; a vendor only its own (a vendorSn filter naming another vendor is refused).
 */
export async function listGoods(deps: { db: Db }, user: AuthUser, input: ListInput): Promise<Page<GoodsRow>> {
  const scope = await goodsScope(deps.db, user);
  if (scope.kind === 'vendor' && input.vendorSn !== null && input.vendorSn !== scope.vendorSn)
    throw forbidden();
  const { from, to } = kstRange(input.frstRgstDtStart, input.frstRgstDtEnd);
  const filter: repo.GoodsFilter = {
    categoryCd: input.categoryCd,
    vendorSn: scope.kind === 'vendor' ? scope.vendorSn : input.vendorSn,
    signStatCd: input.signStatCd,
    useYn: input.useYn,
    soldOutYn: input.soldOutYn,
    priceMin: input.priceMin,
    priceMax: input.priceMax,
    searchProdNm: input.searchProdNm ?? null,
    from,
    to,
    hideDrafts: scope.kind === 'all',
  };
  const names = await categoryFullNames(deps.db);
  const sort = { field: input.sortField ?? 'frstRgstDt', order: input.sortOrder };
  return listPage(
    input,
    () => repo.countGoods(deps.db, filter),
    async (offset, limit) =>
      (await repo.listGoods(deps.db, filter, sort, offset, limit)).map((r) => toGoodsRow(r, names)),
  );
}

export function toGoodsRow(
  r: Awaited<ReturnType<typeof repo.listGoods>>[number],
  names: Map<string, string>,
): GoodsRow {
  return {
    prodSn: r.prodSn,
    prodNm: r.prodNm,
    brandNm: r.brandNm,
    mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
    categoryCd: r.categoryCd,
    categoryFullName: r.categoryCd ? (names.get(r.categoryCd) ?? r.categoryCd) : '-',
    vendorSn: r.vendorSn,
    vendorNm: r.vendorNm,
    consumerPrice: r.consumerPrice,
    price: r.price,
    supplyPrice: r.supplyPrice,
    stockQty: r.stockQty,
    soldOutYn: r.soldOutYn === 'Y' ? 'Y' : 'N',
    signStatCd: r.signStatCd,
    signStatNm: goodsSignLabel(r.signStatCd),
    useYn: r.useYn === 'N' ? 'N' : 'Y',
    frstRgstDt: ymdKst(r.createdAt),
  };
}
