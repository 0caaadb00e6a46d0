import { productImageSrc } from '../../../components/ui/product-image';
import { preloadImages, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { categoriesQuery } from '../api/get-categories';
import { giftEventsQuery } from '../api/get-gift-events';
import { infiniteGiftListQuery } from '../api/get-gift-list';
import { EAGER_GIFT_CARDS } from '../components/gift-card';
import { toSn } from '../gift-routes';
import { readGiftListParams, toListFilters } from '../hooks/use-gift-list-params';

/**
 * /m/gift/list/:eventSn's first queries: the categories, the events and the first page of the URL's gifts, and then
 * the pictures of the cards the first screen shows.
 */
export const prefetch: ScreenPrefetch = ({ queryClient, params, search }) => {
  const eventSn = toSn(params.eventSn);
  if (!eventSn) return;
  const list = infiniteGiftListQuery(toListFilters(eventSn, readGiftListParams(search)));
  return Promise.all([
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(giftEventsQuery()),
    queryClient.prefetchInfiniteQuery(list).then(() => {
      const first = queryClient.getQueryData(list.queryKey)?.pages[0]?.prodInfoList ?? [];
      preloadImages(first.slice(0, EAGER_GIFT_CARDS).map((item) => productImageSrc(item.mainImg)));
    }),
  ]);
};
