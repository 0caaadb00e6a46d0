import { describe, expect, it } from 'vitest';
import {
  applySortChange,
  clampDragOffset,
  clampPage,
  clampPageIndex,
  clampSliderPage,
  distinctPages,
  hasMoreToLoad,
  INITIAL_SORT,
  lastSliderPage,
  mergePage,
  nextNewestSort,
  nextPriceSort,
  padRow,
  pagerBlock,
  previousPageAtTop,
  priceBandRange,
  shouldLoadMore,
  toggleSort,
  totalPages,
  wrapBannerIndex,
} from './list-state';

describe('sort toggles (spec §4 product lists)', () => {
  it('newest cycles false -> true -> null -> false', () => {
    expect(nextNewestSort(false)).toBe(true);
    expect(nextNewestSort(true)).toBeNull();
    expect(nextNewestSort(null)).toBe(false);
  });

  it('price cycles null -> true -> false -> null', () => {
    expect(nextPriceSort(null)).toBe(true);
    expect(nextPriceSort(true)).toBe(false);
    expect(nextPriceSort(false)).toBeNull();
  });

  it('turning one on clears the other', () => {
    expect(INITIAL_SORT).toEqual({ orderbyNew: null, checkOrderByPrice: null });
    expect(toggleSort({ orderbyNew: null, checkOrderByPrice: true }, 'new')).toEqual({
      orderbyNew: false,
      checkOrderByPrice: null,
    });
    expect(toggleSort({ orderbyNew: false, checkOrderByPrice: null }, 'price')).toEqual({
      orderbyNew: null,
      checkOrderByPrice: true,
    });
  });

  it('turning one off leaves the other as it is', () => {
    expect(toggleSort({ orderbyNew: true, checkOrderByPrice: null }, 'new')).toEqual({
      orderbyNew: null,
      checkOrderByPrice: null,
    });
    expect(toggleSort({ orderbyNew: null, checkOrderByPrice: false }, 'price')).toEqual({
      orderbyNew: null,
      checkOrderByPrice: null,
    });
  });

  it('a full walk of the newest toggle from the initial state', () => {
    let state = INITIAL_SORT;
    const seen: (boolean | null)[] = [];
    for (let i = 0; i < 4; i++) {
      state = toggleSort(state, 'new');
      seen.push(state.orderbyNew);
    }
    expect(seen).toEqual([false, true, null, false]);
  });

  it('applySortChange resets the page to 1 and keeps other fields', () => {
    expect(
      applySortChange({ orderbyNew: null, checkOrderByPrice: null, page: 4, searchTempSn: 9 }, 'price'),
    ).toEqual({ orderbyNew: null, checkOrderByPrice: true, page: 1, searchTempSn: 9 });
  });
});

describe('paging (spec §4, §9 page size 15)', () => {
  it('totalPages rounds up with page size 15', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(15)).toBe(1);
    expect(totalPages(16)).toBe(2);
    expect(totalPages(30)).toBe(2);
    expect(totalPages(31)).toBe(3);
    expect(totalPages(29, 14)).toBe(3);
  });

  it('clampPage clamps beyond the last page, and never below 1', () => {
    expect(clampPage(5, 31)).toBe(3);
    expect(clampPage(3, 31)).toBe(3);
    expect(clampPage(2, 31)).toBe(2);
    expect(clampPage(0, 31)).toBe(1);
    expect(clampPage(-3, 31)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 31)).toBe(1);
  });

  it('clampPageIndex does the same for the 0-based page index of the API', () => {
    expect(clampPageIndex(0, 31)).toBe(0);
    expect(clampPageIndex(2, 31)).toBe(2);
    expect(clampPageIndex(3, 31)).toBe(2);
    expect(clampPageIndex(99, 30)).toBe(1);
    expect(clampPageIndex(5, 0)).toBe(0);
    expect(clampPageIndex(4, 25, 10)).toBe(2);
  });

  it('mergePage: page 1 replaces, later pages append', () => {
    expect(mergePage([1, 2], [3], 1)).toEqual([3]);
    expect(mergePage([1, 2], [3], 2)).toEqual([1, 2, 3]);
  });

  it('the scroll loader decides "more to load" with 14 items (spec §9)', () => {
    expect(hasMoreToLoad(15)).toBe(true);
    expect(hasMoreToLoad(14)).toBe(true);
    expect(hasMoreToLoad(13)).toBe(false);
    expect(hasMoreToLoad(0)).toBe(false);
  });

  it('shouldLoadMore within 100 px of the bottom when the last page had 14 or more', () => {
    expect(shouldLoadMore(100, 15)).toBe(true);
    expect(shouldLoadMore(0, 14)).toBe(true);
    expect(shouldLoadMore(101, 15)).toBe(false);
    expect(shouldLoadMore(50, 13)).toBe(false);
  });

  it('a page the server answered twice (clamped past the end) is shown once', () => {
    const pages = [{ page: 0 }, { page: 1 }, { page: 1 }];
    expect(distinctPages(pages)).toEqual([{ page: 0 }, { page: 1 }]);
    expect(distinctPages(pages)[1]).toBe(pages[1]);
  });

  it('at the top it goes back a page', () => {
    expect(previousPageAtTop(0, 3)).toBe(2);
    expect(previousPageAtTop(0, 1)).toBeNull();
    expect(previousPageAtTop(10, 3)).toBeNull();
  });

  it('pagerBlock works in blocks of 10', () => {
    expect(pagerBlock(1, 25)).toEqual({ first: 1, last: 10, prev: null, next: 11 });
    expect(pagerBlock(10, 25)).toEqual({ first: 1, last: 10, prev: null, next: 11 });
    expect(pagerBlock(11, 25)).toEqual({ first: 11, last: 20, prev: 10, next: 21 });
    expect(pagerBlock(23, 25)).toEqual({ first: 21, last: 25, prev: 20, next: null });
    expect(pagerBlock(3, 3)).toEqual({ first: 1, last: 3, prev: null, next: null });
    expect(pagerBlock(1, 0)).toEqual({ first: 1, last: 1, prev: null, next: null });
    expect(pagerBlock(99, 25)).toEqual({ first: 21, last: 25, prev: 20, next: null });
  });
});

describe('landing banner and sliders (spec §4)', () => {
  it('banner index is 1..3 and wraps both ways', () => {
    expect([0, 1, 2, 3, 4, -1, 7].map(wrapBannerIndex)).toEqual([3, 1, 2, 3, 1, 2, 1]);
  });

  it('slider page stays between 0 and ceil(count/4)-1', () => {
    expect(clampSliderPage(0, 0)).toBe(0);
    expect(clampSliderPage(3, 0)).toBe(0);
    expect(clampSliderPage(1, 4)).toBe(0);
    expect(clampSliderPage(1, 5)).toBe(1);
    expect(clampSliderPage(5, 9)).toBe(2);
    expect(clampSliderPage(-1, 9)).toBe(0);
    expect([0, 1, 4, 5, 8, 9].map(lastSliderPage)).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('drag offset stays between the negative overflow and 0', () => {
    expect(clampDragOffset(20, 1000, 400)).toBe(0);
    expect(clampDragOffset(-300, 1000, 400)).toBe(-300);
    expect(clampDragOffset(-700, 1000, 400)).toBe(-600);
    expect(clampDragOffset(-50, 300, 400)).toBe(0);
  });

  it('padRow pads the last row of 4 with empty cells', () => {
    expect(padRow([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, null, null, null]);
    expect(padRow([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(padRow([])).toEqual([]);
    expect(padRow([1], 3)).toEqual([1, null, null]);
  });
});

describe('price options (spec §9, units of 10,000 won)', () => {
  it('maps each option to its won range', () => {
    expect(priceBandRange(null)).toEqual({ min: null, max: null });
    expect(priceBandRange(2)).toEqual({ min: null, max: 30_000 });
    expect(priceBandRange(3)).toEqual({ min: 30_000, max: 50_000 });
    expect(priceBandRange(5)).toEqual({ min: 50_000, max: 70_000 });
    expect(priceBandRange(7)).toEqual({ min: 70_000, max: 100_000 });
    expect(priceBandRange(10)).toEqual({ min: 100_000, max: null });
    expect(priceBandRange(4)).toBeNull();
  });

  it('puts every price in exactly one band (the spec left 20,000-29,999 in none)', () => {
    const bands = [2, 3, 5, 7, 10].map((v) => priceBandRange(v)!);
    const inBand = (price: number, r: { min: number | null; max: number | null }) =>
      (r.min === null || price >= r.min) && (r.max === null || price < r.max);
    for (let price = 0; price <= 300_000; price += 100) {
      expect(
        bands.filter((r) => inBand(price, r)),
        `price ${price}`,
      ).toHaveLength(1);
    }
    for (const edge of [19_999, 20_000, 29_999, 30_000, 49_999, 50_000, 99_999, 100_000])
      expect(
        bands.filter((r) => inBand(edge, r)),
        `price ${edge}`,
      ).toHaveLength(1);
  });
});
