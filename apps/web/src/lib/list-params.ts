import { flattenListFilters, isYmd, PAGE_SIZE, type SortOrder } from '@pcs/domain';
import { z } from 'zod';

/**
 * Building block "List screens" (ARCHITECTURE): a back-office list keeps its filters, page and sort in the URL, so
 * back navigation and a shared link restore them. Each filter is a zod field reading the URL's values for its key
 * (all of them: a multi-select repeats the key); a value that is not well-formed (a hand-edited URL) reads as empty
 * rather than being sent. Filter names are the request's own (spec §3 date ranges as <name>Start / <name>End).
 */
type UrlValues = z.ZodType<unknown, string[]>;
export type UrlFilterShape = Record<string, UrlValues>;
export type UrlFilters<S extends UrlFilterShape> = { [K in keyof S]: z.output<S[K]> };

const values = z.array(z.string());

/** Free text, trimmed and cut to `max`; empty is null. */
export const urlText = (max: number) =>
  values.transform((v): string | null => v[0]?.trim().slice(0, max) || null);

/** One of the given codes, else null. */
export const urlCode = <const C extends string>(codes: readonly C[]) =>
  values.transform((v): C | null => ((codes as readonly string[]).includes(v[0] ?? '') ? (v[0] as C) : null));

/** A code of the given form (a code table value such as '02'), else null. */
export const urlPattern = (pattern: RegExp) =>
  values.transform((v): string | null => (v[0] && pattern.test(v[0]) ? v[0] : null));

/** spec §3 List filters: a yyyymmdd date naming a real day, else null. */
export const urlYmd = values.transform((v): string | null => (v[0] && isYmd(v[0]) ? v[0] : null));

/** A serial number (an event, a vendor): a positive whole number, else null. */
export const urlSerial = values.transform((v): number | null => {
  const n = /^\d{1,10}$/.test(v[0] ?? '') ? Number(v[0]) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
});

/** Every value of a repeated key that has the given form, without duplicates, at most `max`. */
export const urlList = (pattern: RegExp, max: number) =>
  values.transform((v): string[] => [...new Set(v.filter((x) => pattern.test(x)))].slice(0, max));

export type ListSort<F extends string> = { sortField: F | null; sortOrder: SortOrder };

export type ListState<S extends UrlFilterShape, F extends string> = {
  filters: UrlFilters<S>;
  /** 1-based for people; the API's page is 0-based. */
  page: number;
  sort: ListSort<F>;
};

export type ListConfig<S extends UrlFilterShape, F extends string> = {
  filters: S;
  /** Date-range filters (spec §3) whose form field `<name>` holds [start, end]. */
  dateRanges?: readonly string[];
  sortFields: readonly F[];
  /**
   * One-value filters that only qualify another one (a search type for a search text), by the filter they qualify:
   * left out while that one is empty, so a link never carries a choice that changes nothing.
   */
  qualifiers?: { readonly [K in keyof S]?: keyof S };
};

/** Reads filters, page and sort from the URL. A start after its end is swapped (people pick ranges both ways). */
export function readListParams<S extends UrlFilterShape, F extends string>(
  config: ListConfig<S, F>,
  params: URLSearchParams,
): ListState<S, F> {
  const filters = {} as Record<string, unknown>;
  for (const [key, field] of Object.entries(config.filters)) filters[key] = field.parse(params.getAll(key));
  for (const name of config.dateRanges ?? []) {
    const [start, end] = [filters[`${name}Start`], filters[`${name}End`]];
    if (typeof start === 'string' && typeof end === 'string' && start > end) {
      filters[`${name}Start`] = end;
      filters[`${name}End`] = start;
    }
  }
  for (const [key, qualified] of Object.entries(config.qualifiers ?? {})) {
    const value = filters[String(qualified)];
    if (value === null || (Array.isArray(value) && value.length === 0)) filters[key] = null;
  }
  const page = Number(params.get('page'));
  const sortField = params.get('sortField');
  return {
    filters: filters as UrlFilters<S>,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: {
      sortField: (config.sortFields as readonly string[]).includes(sortField ?? '') ? (sortField as F) : null,
      sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    },
  };
}

/** The URL of a list state; empty filters, page 1 and the default sort are left out to keep links short. */
export function writeListParams<S extends UrlFilterShape, F extends string>(
  state: ListState<S, F>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort.sortField) {
    params.set('sortField', state.sort.sortField);
    params.set('sortOrder', state.sort.sortOrder);
  }
  return params;
}

/**
 * A filter form's values as URL filters: spec §3 date ranges ([start, end] under `<name>`) become `<name>Start` /
 * `<name>End` in yyyymmdd (flattenListFilters), and every value goes through the same zod fields as the URL.
 */
export function filtersFromForm<S extends UrlFilterShape, F extends string>(
  config: ListConfig<S, F>,
  form: Record<string, unknown>,
): UrlFilters<S> {
  const flat = flattenListFilters(form, config.dateRanges);
  const asValues = (v: unknown): string[] =>
    v === null || v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(flat)) for (const v of asValues(value)) params.append(key, v);
  return readListParams(config, params).filters;
}

/** The request body of a list page: the filters, 0-based page, spec §9 page size 15 and the sort when one is set. */
export function toListRequest<S extends UrlFilterShape, F extends string>(state: ListState<S, F>) {
  return {
    ...state.filters,
    page: state.page - 1,
    pageSize: PAGE_SIZE,
    ...(state.sort.sortField ? { sortField: state.sort.sortField, sortOrder: state.sort.sortOrder } : {}),
  };
}

/** The Excel download body (contracts/list.ts exportShape): the same filters and sort, requestType EXPORT. */
export function toExportRequest<S extends UrlFilterShape, F extends string>(
  state: ListState<S, F>,
  downloadReason: string,
) {
  return {
    ...state.filters,
    ...(state.sort.sortField ? { sortField: state.sort.sortField, sortOrder: state.sort.sortOrder } : {}),
    requestType: 'EXPORT' as const,
    downloadReason,
  };
}
