import type { SortOrder } from '@pcs/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromForm,
  type ListConfig,
  type ListState,
  readListParams,
  toListRequest,
  type UrlFilterShape,
  type UrlFilters,
  writeListParams,
} from './list-params';

export type ListRequest<S extends UrlFilterShape, F extends string> = ReturnType<typeof toListRequest<S, F>>;

/**
 * The state of a back-office list, kept in the URL (lib/list-params.ts), and its query: `useList` is the screen's
 * list hook (one file per call), given the request built from the URL. Returns what the screen reads (filters,
 * page, sort, the query) and the moves that write the URL. 조회 with unchanged filters asks the server again, since
 * the same URL would not.
 */
export function useListState<
  S extends UrlFilterShape,
  F extends string,
  Q extends { refetch: () => unknown },
>(config: ListConfig<S, F>, useList: (request: ListRequest<S, F>) => Q) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key stands for the params object; config is static
  const state = useMemo(() => readListParams(config, searchParams), [key]);
  const request = useMemo(() => toListRequest(state), [state]);
  const query = useList(request);

  const go = (next: ListState<S, F>) => {
    const params = writeListParams(next);
    if (params.toString() === key) void query.refetch();
    else setSearchParams(params);
  };

  return {
    ...state,
    request,
    query,
    /** 조회: the form's values become the filters, back to page 1 (the sort is kept). */
    search: (form: Record<string, unknown>) =>
      go({ ...state, filters: filtersFromForm(config, form), page: 1 }),
    /** Filters set by the screen itself (e.g. a company picked elsewhere). */
    setFilters: (filters: UrlFilters<S>) => go({ ...state, filters, page: 1 }),
    /** 초기화: no filters, page 1, default sort. */
    reset: () => setSearchParams(new URLSearchParams()),
    goTo: (page: number) => go({ ...state, page }),
    /** A header click (a column key): a new sort starts again at page 1; a key that is no sort field clears it. */
    sortBy: (field: string | null, sortOrder: SortOrder) => {
      const sortField = (config.sortFields as readonly string[]).includes(field ?? '') ? (field as F) : null;
      go({ ...state, page: 1, sort: { sortField, sortOrder } });
    },
  };
}
