import {
  clampPageIndex,
  HIDDEN_CATEGORY_CODES,
  isHiddenCategory,
  isHiddenTheme,
  type LandingProdListReply,
  type landingProdListRequestSchema,
  PAGE_SIZE,
  priceBandRange,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { catalogueSnapshot, searchSnapshot } from './catalogue-snapshot';
import { cachedJson } from './landing-cache';
import { toLandingProduct } from './list-landing-goods';
import { countLandingProducts, type LandingFilter, listLandingProducts } from './repository';

type Deps = { db: Executor };

/**
 * POST .../main/goods/event-prod-list.json: the product search of spec §3 over the public catalogue (category,
 * name, newest/price sorts, price band of §9, template), 15 a page, 0-based. A page beyond the last is clamped to
 * the last (spec §4). Hidden category 13 and hidden templates 13/14 never show: asking for them finds nothing.
 */
export async function listLandingProductPage(
  deps: Deps,
  input: z.output<typeof landingProdListRequestSchema>,
): Promise<LandingProdListReply> {
  const empty = { prodInfoList: [], totalCount: 0, page: 0, pageSize: PAGE_SIZE };
  if (isHiddenTheme(input.searchTempSn) || isHiddenCategory(input.searchCategory)) return empty;
  const range = priceBandRange(input.orderbyPrice) ?? { min: null, max: null };
  const filter: LandingFilter = {
    categoryCd: input.searchCategory ?? null,
    prodNm: input.searchProdNm ?? null,
    priceMin: range.min,
    priceMax: range.max,
    tempSn: input.searchTempSn ?? null,
    orderbyNew: input.orderbyNew ?? null,
    checkOrderByPrice: input.checkOrderByPrice ?? null,
    hiddenCategories: HIDDEN_CATEGORY_CODES,
  };
  const snapshot = await catalogueSnapshot(deps.db);
  const found = snapshot
    ? searchSnapshot(snapshot, filter, input.page)
    : await searchDatabase(deps, filter, input.page);
  return {
    prodInfoList: found.rows.map(toLandingProduct),
    totalCount: found.totalCount,
    page: found.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The same search in the database: for a catalogue too large for the snapshot, and the reference the snapshot is
 * tested against.
 */
export async function searchDatabase(deps: Deps, filter: LandingFilter, requestedPage: number) {
  // The count depends on the filter only, not on the page or the sort: kept per filter in the landing cache (same
  // life and invalidation as the pages), so paging and re-sorting a search does not count the catalogue again.
  const countKey = JSON.stringify([
    filter.categoryCd,
    filter.prodNm,
    filter.priceMin,
    filter.priceMax,
    filter.tempSn,
  ]);
  const counted = await cachedJson(deps.db, `prod-count:${countKey}`, () =>
    countLandingProducts(deps.db, filter),
  );
  const totalCount = Number(counted.text);
  const page = clampPageIndex(requestedPage, totalCount);
  const rows =
    totalCount === 0 ? [] : await listLandingProducts(deps.db, filter, page * PAGE_SIZE, PAGE_SIZE);
  return { rows, totalCount, page };
}
