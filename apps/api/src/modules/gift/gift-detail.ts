import { DEFAULT_PRODUCT_IMAGE_ID, type GiftDetail, NOT_FOUND_TEXT, type OptionInfo } from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { loadRecipientEvent } from './gift-access';
import { eventGift, productImages, productOptions } from './repository';

type Deps = { db: Db; now: () => Date };

/** spec §3 optionInfoList: titles are the two-character codes; each lists its values. */
export async function loadOptionInfo(db: Executor, prodSn: number): Promise<OptionInfo[]> {
  const rows = await productOptions(db, prodSn);
  const titles = rows.filter((r) => r.optCd.length === 2);
  return titles.map((t) => ({
    optCd: t.optCd,
    optNm: t.optNm,
    optionDetailList: rows
      .filter((r) => r.parentOptCd === t.optCd)
      .map((r) => ({
        optCd: r.optCd,
        optNm: r.optNm,
        soldOutYn: r.soldOutYn === 'Y' ? ('Y' as const) : ('N' as const),
      })),
  }));
}

/** POST /v1/ebmp/pcs/gift/giftDetail.json: one gift of the caller's event with options, images and sold-out state. */
export async function giftDetail(
  deps: Deps,
  unqUserId: string,
  eventSn: number,
  prodSn: number,
): Promise<GiftDetail> {
  const event = await loadRecipientEvent(deps.db, unqUserId, eventSn, deps.now());
  const gift = await eventGift(deps.db, eventSn, prodSn);
  if (gift?.useYn !== 'Y') throw notFound(NOT_FOUND_TEXT.product);
  const mainImg = gift.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID;
  const images = await productImages(deps.db, prodSn);
  return {
    event,
    prodSn: gift.prodSn,
    prodNm: gift.prodNm,
    brandNm: gift.brandNm,
    price: gift.price,
    mainImg,
    imgList: images.length > 0 ? images : [mainImg],
    detailHtml: sanitizeProductHtml(gift.detailHtml),
    soldOutYn: gift.stockQty <= 0 ? 'Y' : 'N',
    stockQty: gift.stockQty,
    optionInfoList: await loadOptionInfo(deps.db, prodSn),
  };
}
