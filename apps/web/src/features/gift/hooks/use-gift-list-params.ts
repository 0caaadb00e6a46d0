import { PRICE_BANDS, type PriceBandValue, toggleSort } from '@pcs/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The product list's filters, sort and page, kept in the URL's search params so that returning from a product detail
 * (or sharing the link) restores them (spec §4). Keys: category, q, new, price (true|false), band, page (1-based).
 */
export type GiftListParams = {
  category: string | null;
  q: string | null;
  orderbyNew: boolean | null;
  checkOrderByPrice: boolean | null;
  band: PriceBandValue;
  page: number;
};

const readFlag = (v: string | null): boolean | null => (v === 'true' ? true : v === 'false' ? false : null);
const readBand = (v: string | null): PriceBandValue =>
  PRICE_BANDS.find((b) => b.value !== null && String(b.value) === v)?.value ?? null;
const readPage = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** The list's filters, sort and page as the URL holds them; the screen and its prefetch read them the same way. */
export const readGiftListParams = (searchParams: URLSearchParams): GiftListParams => ({
  category: /^\d{2}$/.test(searchParams.get('category') ?? '') ? searchParams.get('category') : null,
  q: searchParams.get('q') || null,
  orderbyNew: readFlag(searchParams.get('new')),
  checkOrderByPrice: readFlag(searchParams.get('price')),
  band: readBand(searchParams.get('band')),
  page: readPage(searchParams.get('page')),
});

/**
 * `replace` keeps the history clean on mobile, where the list scrolls instead of paging; on desktop each change is a
 * history entry so that Back steps through the pages.
 */
export function useGiftListParams({ replace = false }: { replace?: boolean } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => readGiftListParams(searchParams), [searchParams]);

  /** Writes changed keys; unless the page itself is set, any change returns to page 1 (spec §4). */
  const update = useCallback(
    (changes: Record<string, string | number | boolean | null>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, replace],
  );

  const actions = useMemo(
    () => ({
      setCategory: (category: string | null) => update({ category }),
      setSearch: (text: string) => update({ q: text.trim() || null }),
      toggle: (which: 'new' | 'price') => {
        const sort = toggleSort(
          { orderbyNew: params.orderbyNew, checkOrderByPrice: params.checkOrderByPrice },
          which,
        );
        update({ new: sort.orderbyNew, price: sort.checkOrderByPrice });
      },
      setBand: (band: PriceBandValue) => update({ band }),
      setPage: (page: number) => update({ page }),
      /** For the desktop event tabs: a different event starts from a clean list. */
      setEvent: (eventSn: number) =>
        setSearchParams(new URLSearchParams({ eventSn: String(eventSn) }), { replace }),
    }),
    [update, params.orderbyNew, params.checkOrderByPrice, setSearchParams, replace],
  );

  return { params, ...actions, searchParams };
}

/** The request fields of the list call derived from the URL (an empty search is sent as null, spec §5). */
export const toListFilters = (eventSn: number, p: GiftListParams) => ({
  eventSn,
  searchCategory: p.category,
  searchProdNm: p.q,
  orderbyNew: p.orderbyNew,
  checkOrderByPrice: p.checkOrderByPrice,
  orderbyPrice: p.band,
});
