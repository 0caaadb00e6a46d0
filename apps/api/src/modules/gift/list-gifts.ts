import {
  clampPageIndex,
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  type GiftListReply,
  type GiftListRequest,
  type Language,
  PAGE_SIZE,
  priceBandRange,
  type RecipientEvent,
} from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import { loadRecipientEvent, toRecipientEvent } from './gift-access';
import { countGifts, listGifts, recipientEvents } from './repository';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/gift/eventList.json: the events the caller may choose gifts in, newest first, their texts in the
 * page's language.
 */
export async function listRecipientEvents(
  deps: Deps,
  unqUserId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RecipientEvent[]> {
  const now = deps.now();
  return (await recipientEvents(deps.db, unqUserId, undefined, language)).map((row) =>
    toRecipientEvent(row, now),
  );
}

/**
 * POST /v1/ebmp/pcs/gift/giftList.json: the event's gifts with the product search of spec §3 (category, name,
 * sorts, price band), 15 a page, 0-based. A page beyond the last is clamped to the last (spec §4).
 */
export async function listEventGifts(
  deps: Deps,
  unqUserId: string,
  input: GiftListRequest,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GiftListReply> {
  const event = await loadRecipientEvent(deps.db, unqUserId, input.eventSn, deps.now(), language);
  return giftListOf(deps.db, event, input, language);
}

/**
 * The gift list of an event as its recipient sees it: the search, sorts and paging of listEventGifts, for an event
 * the caller has already loaded (a recipient's, or the operator's test walk of it).
 */
export async function giftListOf(
  db: Executor,
  event: RecipientEvent,
  input: GiftListRequest,
  language: Language = DEFAULT_LANGUAGE,
): Promise<GiftListReply> {
  const band = priceBandRange(input.orderbyPrice) ?? { min: null, max: null };
  const filter = {
    eventSn: input.eventSn,
    categoryCd: input.searchCategory ?? null,
    prodNm: input.searchProdNm ?? null,
    priceMin: band.min,
    priceMax: band.max,
    orderbyNew: input.orderbyNew ?? null,
    checkOrderByPrice: input.checkOrderByPrice ?? null,
    language,
  };
  const totalCount = await countGifts(db, filter);
  const page = clampPageIndex(input.page, totalCount);
  const rows = await listGifts(db, filter, page * PAGE_SIZE, PAGE_SIZE);
  return {
    event,
    prodInfoList: rows.map(({ stockQty, mainImg, ...r }) => ({
      ...r,
      mainImg: mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
      soldOutYn: stockQty <= 0 ? 'Y' : 'N',
    })),
    totalCount,
    page,
    pageSize: PAGE_SIZE,
  };
}
