import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { categoriesQuery } from '../api/get-categories';
import { giftEventsQuery } from '../api/get-gift-events';
import { infiniteGiftListQuery } from '../api/get-gift-list';
import { toSn } from '../gift-routes';
import { readGiftListParams, toListFilters } from '../hooks/use-gift-list-params';

/** /m/gift/list/:eventSn's first queries: the categories, the events and the first page of the URL's gifts. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, search }) => {
  const eventSn = toSn(params.eventSn);
  if (!eventSn) return;
  return Promise.all([
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(giftEventsQuery()),
    queryClient.prefetchInfiniteQuery(
      infiniteGiftListQuery(toListFilters(eventSn, readGiftListParams(search))),
    ),
  ]);
};
