import type { LoginUserData } from '@pcs/domain';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type ListConfig,
  type ListState,
  readListParams,
  toListRequest,
  type UrlFilterShape,
} from './list-params';

/** What a screen's first queries are made of: the route's parameters and search, and who is signed in. */
export type PrefetchArgs = {
  readonly queryClient: QueryClient;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
  readonly user: LoginUserData;
};

/**
 * Starts a screen's first queries when its route matches (app/route-prefetch.ts, decision 050), with the query
 * options of the screen's own hooks, so the screen finds its data in the cache (or on its way) when it renders
 * instead of asking only then. Runs beside the download of the screen's chunks; never awaited, errors are the
 * screen's to show when it asks again.
 */
export type ScreenPrefetch = (args: PrefetchArgs) => undefined | Promise<unknown>;

/**
 * Starts loading the images a screen's first render shows at once (its eager product images), as soon as the data
 * naming them has come: the render then paints them with itself instead of asking for them only then. Each address
 * once per document; the <img> takes the preloaded response.
 */
export function preloadImages(sources: readonly string[]): void {
  for (const href of sources) {
    if (preloadedImages.has(href)) continue;
    preloadedImages.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    document.head.append(link);
  }
}
const preloadedImages = new Set<string>();

/**
 * A list screen's prefetch: the request its useListState builds from the same URL (`config`, the screen's list
 * config), given to the query options of the screen's list hook.
 */
export function prefetchList<S extends UrlFilterShape, F extends string, T, K extends QueryKey>(
  config: ListConfig<S, F>,
  query: (
    request: ReturnType<typeof toListRequest<S, F>>,
    args: PrefetchArgs,
  ) => FetchQueryOptions<T, Error, T, K>,
): ScreenPrefetch {
  return (args) => {
    const state: ListState<S, F> = readListParams(config, args.search);
    void args.queryClient.prefetchQuery(query(toListRequest(state), args));
  };
}
