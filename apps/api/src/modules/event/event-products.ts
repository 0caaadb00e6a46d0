import { DEFAULT_PRODUCT_IMAGE_ID, NOT_FOUND_TEXT, type ProdOptionRow } from '@pcs/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { listPage, type Page } from '../../lib/list-page';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { loadOptionInfo, productImages } from '../gift';
import { countProdOptions, findProduct, listProdOptions } from './repository';

type Deps = { db: Db };

const withImage = <R extends { mainImg: string | null }>(r: R) => ({
  ...r,
  mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
});

/**
 * POST .../eventManage/prodOptions.json: the products an event may offer — approved (signStatCd 03) and in use only —
 * by name or brand, by theme curation, or by number.
 */
export async function listEventProdOptions(
  deps: Deps,
  input: {
    searchProdNm: string | null;
    tempSn?: number | null;
    prodSnList?: number[];
    page: number;
    pageSize: number;
  },
): Promise<Page<ProdOptionRow>> {
  const filter = {
    prodNm: input.searchProdNm,
    tempSn: input.tempSn ?? null,
    prodSns: input.prodSnList ?? null,
  };
  return listPage(
    input,
    () => countProdOptions(deps.db, filter),
    async (offset, limit) => (await listProdOptions(deps.db, filter, offset, limit)).map(withImage),
  );
}

/** POST .../eventManage/prodDetail.json (/event/prod/detail/{prodSn}): a product as an event shows it. */
export async function getEventProduct(deps: Deps, prodSn: number) {
  const p = await findProduct(deps.db, prodSn);
  if (!p) throw notFound(NOT_FOUND_TEXT.product);
  const images = await productImages(deps.db, prodSn);
  const mainImg = p.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID;
  return {
    prodSn: p.prodSn,
    prodNm: p.prodNm,
    brandNm: p.brandNm,
    mainImg,
    price: p.price,
    categoryCd: p.categoryCd,
    detailHtml: sanitizeProductHtml(p.detailHtml),
    imgList: images.length > 0 ? images : [mainImg],
    options: (await loadOptionInfo(deps.db, prodSn)).map((o) => ({
      optCd: o.optCd,
      optNm: o.optNm,
      values: o.optionDetailList.map((v) => v.optNm),
    })),
    signStatCd: p.signStatCd,
    useYn: p.useYn === 'Y' ? ('Y' as const) : ('N' as const),
  };
}
