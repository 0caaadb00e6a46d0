import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  GIFT_MESSAGES,
  type GiftDetail,
  isOptionTitleCd,
  isOptionValueSoldOut,
  type Language,
  MESSAGE_CODE,
  NOT_FOUND_TEXT,
  type OptionInfo,
  optionLabel,
  optionPrice,
  optionValueHolds,
  type RecipientEvent,
} from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { loadRecipientEvent } from './gift-access';
import { eventGift, productImages, productOptions } from './repository';

type Deps = { db: Db; now: () => Date };

/** An option value with its stock as the choice rules read it (the reply carries only soldOutYn). */
type OptionValueRow = OptionInfo['optionDetailList'][number] & { stockQty: number | null };
export type OptionChoices = (Omit<OptionInfo, 'optionDetailList'> & { optionDetailList: OptionValueRow[] })[];

/**
 * spec §3 optionInfoList: titles are the two-character codes; each lists its values. A value is sold out when the
 * vendor marked it or its tracked stock is 0 (decision 029), so every screen shows it as 품절.
 */
export async function loadOptionChoices(db: Executor, prodSn: number): Promise<OptionChoices> {
  const rows = await productOptions(db, prodSn);
  const titles = rows.filter((r) => isOptionTitleCd(r.optCd));
  return titles.map((t) => ({
    optCd: t.optCd,
    optNm: t.optNm,
    optionDetailList: rows
      .filter((r) => r.parentOptCd === t.optCd)
      .map((r) => ({
        optCd: r.optCd,
        optNm: r.optNm,
        soldOutYn: isOptionValueSoldOut(r) ? ('Y' as const) : ('N' as const),
        addPrice: r.addPrice,
        stockQty: r.stockQty,
      })),
  }));
}

/** The options as the replies carry them (no stock counts). */
export const optionInfoOf = (choices: OptionChoices): OptionInfo[] =>
  choices.map((t) => ({
    optCd: t.optCd,
    optNm: t.optNm,
    optionDetailList: t.optionDetailList.map(({ stockQty: _, ...v }) => v),
  }));

export const loadOptionInfo = async (db: Executor, prodSn: number): Promise<OptionInfo[]> =>
  optionInfoOf(await loadOptionChoices(db, prodSn));

/**
 * The recipient's option choice checked against the product's titles: one value per title, none sold out, each
 * with `quantity` left when its stock is tracked, nothing else. Returns what the order records (codes, the names
 * shown) and the won the values add to the gift's price.
 */
export function pickOptions(
  options: OptionChoices,
  optCdList: readonly string[],
  quantity: number,
): { optCds: string; optNm: string | null; addPrice: number } {
  const chosen: { optCd: string; title: string; name: string; addPrice: number }[] = [];
  for (const title of options) {
    const picks = title.optionDetailList.filter((v) => optCdList.includes(v.optCd));
    if (picks.length !== 1) throw badRequest(GIFT_MESSAGES.optionRequired);
    const pick = picks[0]!;
    if (pick.soldOutYn === 'Y') throw conflict(GIFT_MESSAGES.optionSoldOut, { code: MESSAGE_CODE.soldOut });
    if (!optionValueHolds({ soldOutYn: pick.soldOutYn, stockQty: pick.stockQty }, quantity))
      throw conflict(GIFT_MESSAGES.quantityOverStock, { code: MESSAGE_CODE.soldOut });
    chosen.push({ optCd: pick.optCd, title: title.optNm, name: pick.optNm, addPrice: pick.addPrice });
  }
  if (optCdList.length !== chosen.length) throw badRequest(GIFT_MESSAGES.optionRequired);
  return {
    optCds: chosen.map((c) => c.optCd).join(','),
    optNm: optionLabel(chosen),
    addPrice: optionPrice(chosen),
  };
}

/** POST /v1/ebmp/pcs/gift/giftDetail.json: one gift of the caller's event with options, images and sold-out state. */
export async function giftDetail(
  deps: Deps,
  unqUserId: string,
  eventSn: number,
  prodSn: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GiftDetail> {
  const event = await loadRecipientEvent(deps.db, unqUserId, eventSn, deps.now(), language);
  return giftDetailOf(deps.db, event, prodSn, language);
}

/** One gift of an event the caller has already loaded (a recipient's, or the operator's test walk of it). */
export async function giftDetailOf(
  db: Executor,
  event: RecipientEvent,
  prodSn: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GiftDetail> {
  const gift = await eventGift(db, event.eventSn, prodSn, language);
  if (gift?.useYn !== 'Y') throw notFound(NOT_FOUND_TEXT.product);
  const mainImg = gift.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID;
  const images = await productImages(db, prodSn);
  return {
    event,
    prodSn: gift.prodSn,
    prodNm: gift.prodNm,
    brandNm: gift.brandNm,
    price: gift.price,
    mainImg,
    imgList: images.length > 0 ? images : [mainImg],
    detailHtml: sanitizeProductHtml(gift.detailHtml),
    summary: gift.summary,
    soldOutYn: gift.stockQty <= 0 ? 'Y' : 'N',
    stockQty: gift.stockQty,
    optionInfoList: await loadOptionInfo(db, prodSn),
  };
}
