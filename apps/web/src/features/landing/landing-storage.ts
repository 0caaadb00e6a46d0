import type { PriceBandValue } from '@pcs/domain';

/**
 * spec §3 "Session storage on the landing site" (selectTempSn, selectTempNm, chosen products per template, scroll
 * position, saved search parameters and page) and spec §2 local storage key searchTheme. Every key is named here.
 */
export const LANDING_KEY = {
  searchTheme: 'searchTheme',
  selectTempSn: 'selectTempSn',
  selectTempNm: 'selectTempNm',
  /** The event the landing chooses products for, when one is set (event curation, a later issue). */
  eventSn: 'eventSn',
  chosen: (tempSn: number | null) => `chosenProd:${tempSn ?? 'all'}`,
  search: (list: ListKind) => `landingSearch:${list}`,
  scroll: (list: ListKind) => `landingScroll:${list}`,
} as const;

export type ListKind = 'category' | 'theme';

/** The filters and 1-based page of a landing product list, as saved before opening a product. */
export type SavedSearch = {
  searchCategory: string | null;
  searchTempSn: number | null;
  searchProdNm: string | null;
  orderbyNew: boolean | null;
  checkOrderByPrice: boolean | null;
  orderbyPrice: PriceBandValue;
  page: number;
};

const read = (storage: Storage, key: string): unknown => {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

/** spec §2 Theme list: the selected theme, kept in local storage under searchTheme (null = 'all'). */
export function readSearchTheme(storage: Storage = localStorage): number | null {
  const v = read(storage, LANDING_KEY.searchTheme);
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

/** Keeps the theme in local storage (searchTheme) and the session (selectTempSn, selectTempNm). */
export function writeSearchTheme(
  tempSn: number | null,
  tempNm?: string,
  storage: Storage = localStorage,
  session: Storage = sessionStorage,
): void {
  storage.setItem(LANDING_KEY.searchTheme, JSON.stringify(tempSn));
  session.setItem(LANDING_KEY.selectTempSn, JSON.stringify(tempSn));
  if (tempNm !== undefined) session.setItem(LANDING_KEY.selectTempNm, tempNm);
}

/** Products chosen in this session for a template (spec §2: shown highlighted in the lists). */
export function readChosen(tempSn: number | null, storage: Storage = sessionStorage): number[] {
  return readChosenKey(LANDING_KEY.chosen(tempSn), storage);
}

/**
 * Every product chosen in this session, whatever the template, once each in the order first found: what the contact
 * form sends with the inquiry.
 */
export function readAllChosen(storage: Storage = sessionStorage): number[] {
  const prefix = LANDING_KEY.chosen(null).replace(/all$/, '');
  const all: number[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    for (const prodSn of readChosenKey(key, storage)) if (!all.includes(prodSn)) all.push(prodSn);
  }
  return all;
}

function readChosenKey(key: string, storage: Storage): number[] {
  const v = read(storage, key);
  return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
}

/** Adds one product to the template's chosen list; returns the new list. */
export function addChosen(
  tempSn: number | null,
  prodSn: number,
  storage: Storage = sessionStorage,
): number[] {
  const current = readChosen(tempSn, storage);
  const next = current.includes(prodSn) ? current : [...current, prodSn];
  storage.setItem(LANDING_KEY.chosen(tempSn), JSON.stringify(next));
  return next;
}

/** Removes one product from the template's chosen list; returns the new list. */
export function removeChosen(
  tempSn: number | null,
  prodSn: number,
  storage: Storage = sessionStorage,
): number[] {
  const next = readChosen(tempSn, storage).filter((p) => p !== prodSn);
  storage.setItem(LANDING_KEY.chosen(tempSn), JSON.stringify(next));
  return next;
}

/** The event id the landing chooses products for, or null when none is set. */
export function readEventSn(storage: Storage = sessionStorage): number | null {
  const v = read(storage, LANDING_KEY.eventSn);
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

export function saveSearch(
  list: ListKind,
  search: SavedSearch,
  scrollY: number,
  storage: Storage = sessionStorage,
) {
  storage.setItem(LANDING_KEY.search(list), JSON.stringify(search));
  storage.setItem(LANDING_KEY.scroll(list), String(Math.max(0, Math.round(scrollY))));
}

/** The search saved before opening a product, with its scroll position, or null when none (or malformed). */
export function readSavedSearch(
  list: ListKind,
  storage: Storage = sessionStorage,
): { search: SavedSearch; scrollY: number } | null {
  const v = read(storage, LANDING_KEY.search(list)) as Partial<SavedSearch> | null;
  if (!v || typeof v !== 'object' || typeof v.page !== 'number' || v.page < 1) return null;
  const scrollY = Number(storage.getItem(LANDING_KEY.scroll(list))) || 0;
  return {
    search: {
      searchCategory: typeof v.searchCategory === 'string' ? v.searchCategory : null,
      searchTempSn: typeof v.searchTempSn === 'number' ? v.searchTempSn : null,
      searchProdNm: typeof v.searchProdNm === 'string' ? v.searchProdNm : null,
      orderbyNew: typeof v.orderbyNew === 'boolean' ? v.orderbyNew : null,
      checkOrderByPrice: typeof v.checkOrderByPrice === 'boolean' ? v.checkOrderByPrice : null,
      orderbyPrice: (typeof v.orderbyPrice === 'number' ? v.orderbyPrice : null) as PriceBandValue,
      page: Math.floor(v.page),
    },
    scrollY,
  };
}

export function clearSavedSearch(list: ListKind, storage: Storage = sessionStorage): void {
  storage.removeItem(LANDING_KEY.search(list));
  storage.removeItem(LANDING_KEY.scroll(list));
}
