import { MSG } from './messages';

/**
 * spec §5 "Search and selection" and §7 last row: the company multi-select. It lists companies by cmpyCd and cmpyNm
 * (toCompanyOptions in company.ts), asks a configurable URL for them, shows "N개 선택" in place of the chosen tags
 * and 전체 ('all') as its placeholder (spec §9).
 */
export const MULTI_SELECT_PLACEHOLDER = '전체';

/** The only method the multi-select sends (spec §5): any other leaves it on its given options. */
export const MULTI_SELECT_METHOD = 'POST';

/** spec §7: the request body is requestType EXPORT plus the search params. */
export const MULTI_SELECT_REQUEST_TYPE = 'EXPORT';

/** spec §8: a reply without resultStatus alerts this; any other failure shows the server's messageText. */
export const MULTI_SELECT_MISSING_TEXT = MSG.dataNotQueried;

export type MultiSelectSource = {
  url?: string | null | undefined;
  method?: string | null | undefined;
  /** The search params sent with requestType EXPORT. */
  params?: Readonly<Record<string, unknown>> | null | undefined;
  /** spec §5 all-params-required option: ask only when every search parameter is non-empty. */
  requireAllParams?: boolean | undefined;
};

/** A search parameter counts as empty when null, undefined, a blank string or an empty list. */
export function isEmptyParam(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * spec §5: the multi-select calls the server only when a URL is given and the method is POST (case-insensitive);
 * with the all-params-required option every search parameter must also be non-empty (no params at all passes:
 * there is nothing left empty).
 */
export function shouldQueryOptions(source: MultiSelectSource): boolean {
  if (!source.url?.trim()) return false;
  if ((source.method ?? '').toUpperCase() !== MULTI_SELECT_METHOD) return false;
  if (!source.requireAllParams) return true;
  return Object.values(source.params ?? {}).every((value) => !isEmptyParam(value));
}

/** spec §7: the body the multi-select posts: requestType EXPORT first, then the search params as given. */
export function optionsRequestBody(params: Readonly<Record<string, unknown>> | null | undefined) {
  return { requestType: MULTI_SELECT_REQUEST_TYPE, ...(params ?? {}) } as const;
}

/** spec §9 multi-select tag text 'N selected': one tag "N개 선택" stands for every chosen company; none shows nothing. */
export function multiSelectTagText(count: number): string {
  return count > 0 ? `${count}개 선택` : '';
}
