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

/**
 * The state of a back-office list, kept in the URL (lib/list-params.ts): what the screen reads (filters, page, sort,
 * the request body) and the moves that write it. `onRefetch` runs when 조회 is pressed with unchanged filters, since
 * the same URL would not ask the server again.
 */
export function useListState<S extends UrlFilterShape, F extends string>(
  config: ListConfig<S, F>,
  onRefetch?: () => void,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key stands for the params object; config is static
  const state = useMemo(() => readListParams(config, searchParams), [key]);
  const request = useMemo(() => toListRequest(state), [state]);

  const go = (next: ListState<S, F>) => {
    const params = writeListParams(next);
    if (params.toString() === key) onRefetch?.();
    else setSearchParams(params);
  };

  return {
    ...state,
    request,
    /** 조회: the form's values become the filters, back to page 1 (the sort is kept). */
    search: (form: Record<string, unknown>) =>
      go({ ...state, filters: filtersFromForm(config, form), page: 1 }),
    /** Filters set by the screen itself (e.g. a company picked elsewhere). */
    setFilters: (filters: UrlFilters<S>) => go({ ...state, filters, page: 1 }),
    /** 초기화: no filters, page 1, default sort. */
    reset: () => setSearchParams(new URLSearchParams()),
    goTo: (page: number) => go({ ...state, page }),
    /** A header click: a new sort starts again at page 1. */
    sortBy: (sortField: F | null, sortOrder: SortOrder) =>
      go({ ...state, page: 1, sort: { sortField, sortOrder } }),
  };
}

export type ListStateApi<S extends UrlFilterShape, F extends string> = ReturnType<typeof useListState<S, F>>;
