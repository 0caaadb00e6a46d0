import {
  BANNER_SLIDES,
  PAGE_SIZE,
  PAGER_BLOCK,
  PRICE_BANDS,
  PRODUCTS_PER_ROW,
  SCROLL_LOADER_SIZE,
  SCROLL_THRESHOLD_PX,
} from './constants';

/** Newest flag: false = newest first, true = oldest first, null = off. */
export type NewestSort = boolean | null;
/** Price flag: non-null = on (true and false are the two price orders), null = off. */
export type PriceSort = boolean | null;

export type SortState = { orderbyNew: NewestSort; checkOrderByPrice: PriceSort };
export type ListState = SortState & { page: number };

/** Both sorts off. */
export const INITIAL_SORT: SortState = { orderbyNew: null, checkOrderByPrice: null };

/** spec §4 Product lists: newest cycles newest, oldest, off (false -> true -> null -> false). */
export function nextNewestSort(v: NewestSort): NewestSort {
  if (v === false) return true;
  if (v === true) return null;
  return false;
}

/** spec §4 Product lists: price cycles null -> true -> false -> null. */
export function nextPriceSort(v: PriceSort): PriceSort {
  if (v === null) return true;
  if (v === true) return false;
  return null;
}

/** spec §4 Product lists: advances one toggle; turning one on (non-null) clears the other. */
export function toggleSort(state: SortState, which: 'new' | 'price'): SortState {
  if (which === 'new') {
    const orderbyNew = nextNewestSort(state.orderbyNew);
    return { orderbyNew, checkOrderByPrice: orderbyNew === null ? state.checkOrderByPrice : null };
  }
  const checkOrderByPrice = nextPriceSort(state.checkOrderByPrice);
  return { orderbyNew: checkOrderByPrice === null ? state.orderbyNew : null, checkOrderByPrice };
}

/** spec §4 Product lists: a sort change toggles and resets the page to 1; other fields are kept. */
export function applySortChange<S extends ListState>(state: S, which: 'new' | 'price'): S {
  return { ...state, ...toggleSort(state, which), page: 1 };
}

/** spec §4: total pages = total count / page size, rounded up (0 when there is nothing). */
export function totalPages(totalCount: number, pageSize: number = PAGE_SIZE): number {
  if (!(totalCount > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalCount / pageSize);
}

/** spec §4: a 1-based page beyond the last is clamped to the last; never below 1. */
export function clampPage(page: number, totalCount: number, pageSize: number = PAGE_SIZE): number {
  const last = Math.max(1, totalPages(totalCount, pageSize));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** spec §4 for the API's 0-based page index: one beyond the last is clamped to the last; 0 when there is nothing. */
export function clampPageIndex(page: number, totalCount: number, pageSize: number = PAGE_SIZE): number {
  return clampPage(page + 1, totalCount, pageSize) - 1;
}

/** spec §4 and §7: page 1 replaces the list; later pages append. */
export function mergePage<T>(prev: readonly T[], next: readonly T[], page: number): T[] {
  return page <= 1 ? [...next] : [...prev, ...next];
}

/**
 * spec §9: the scroll loader uses 14 items when deciding to load more. A page that brought at least 14 products may
 * have a next one; a shorter page was the last.
 */
export function hasMoreToLoad(lastPageCount: number): boolean {
  return lastPageCount >= SCROLL_LOADER_SIZE;
}

/** spec §4 Infinite scroll: load the next page within 100 px of the bottom when more may follow (hasMoreToLoad). */
export function shouldLoadMore(scrollBottomGap: number, lastPageCount: number): boolean {
  return scrollBottomGap <= SCROLL_THRESHOLD_PX && hasMoreToLoad(lastPageCount);
}

/**
 * The pages an appending list shows. The server clamps a page beyond the last to the last (spec §4), so a reply it
 * gave twice for the same page is kept once, in its first place.
 */
export function distinctPages<P extends { page: number }>(pages: readonly P[]): P[] {
  const seen = new Set<number>();
  return pages.filter((p) => {
    if (seen.has(p.page)) return false;
    seen.add(p.page);
    return true;
  });
}

/** spec §4 Infinite scroll: at the top it goes back a page; returns that page, or null to stay. */
export function previousPageAtTop(scrollTop: number, page: number): number | null {
  return scrollTop <= 0 && page > 1 ? page - 1 : null;
}

/**
 * spec §2 Event product list page: numbered pager in blocks of 10. first/last are the page numbers shown;
 * prev/next are the pages the arrows go to (last page of the previous block, first of the next), or null.
 */
export function pagerBlock(
  page: number,
  pageCount: number,
): { first: number; last: number; prev: number | null; next: number | null } {
  const pages = Math.max(1, Math.floor(pageCount) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const first = Math.floor((current - 1) / PAGER_BLOCK) * PAGER_BLOCK + 1;
  const last = Math.min(first + PAGER_BLOCK - 1, pages);
  return { first, last, prev: first > 1 ? first - 1 : null, next: last < pages ? last + 1 : null };
}

/** spec §4 Landing banner: index 1..3, wrapping both ways (0 -> 3, 4 -> 1). */
export function wrapBannerIndex(i: number): number {
  return ((((Math.trunc(i) - 1) % BANNER_SLIDES) + BANNER_SLIDES) % BANNER_SLIDES) + 1;
}

/** spec §4 Landing banner: the last slider page index, ceil(count/4)-1 (0 when empty). */
export function lastSliderPage(count: number): number {
  return Math.max(0, Math.ceil(count / PRODUCTS_PER_ROW) - 1);
}

/** spec §4 Landing banner: slider page index between 0 and ceil(count/4)-1 (0 when empty). */
export function clampSliderPage(i: number, count: number): number {
  if (!Number.isFinite(i)) return 0;
  return Math.min(Math.max(0, Math.trunc(i)), lastSliderPage(count));
}

/** spec §4: a drag strip's offset stays between the negative overflow width and 0. */
export function clampDragOffset(offset: number, contentWidth: number, viewportWidth: number): number {
  const min = Math.min(0, viewportWidth - contentWidth);
  return Math.min(0, Math.max(min, offset));
}

/** spec §2 Category list: products in rows of 4, the last row padded with empty cells (null). */
export function padRow<T>(items: readonly T[], perRow: number = PRODUCTS_PER_ROW): (T | null)[] {
  const rest = items.length % perRow;
  const padding = rest === 0 ? 0 : perRow - rest;
  return [...items, ...Array.from({ length: padding }, () => null)];
}

export type PriceRange = { min: number | null; max: number | null };

/**
 * spec §9 price filter options: the won range of an option (min inclusive, max exclusive; null = open), as the
 * product searches filter by it. null ('all') is unbounded; an unknown value returns null.
 */
export function priceBandRange(value: number | null | undefined): PriceRange | null {
  const band = PRICE_BANDS.find((b) => b.value === (value ?? null));
  return band ? { min: band.min, max: band.max } : null;
}
