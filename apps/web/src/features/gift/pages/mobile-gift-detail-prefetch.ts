import { productImageSrc } from '../../../components/ui/product-image';
import { preloadImages, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { giftDetailQuery } from '../api/get-gift-detail';
import { toSn } from '../gift-routes';

/**
 * /m/gift/detail/:eventSn/:prodSn/…'s first query: the gift, its options and the event's remaining count; then its
 * main picture, the gallery's first.
 */
export const prefetch: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = toSn(params.eventSn);
  const prodSn = toSn(params.prodSn);
  if (!eventSn || !prodSn) return;
  const detail = giftDetailQuery(eventSn, prodSn);
  return queryClient.prefetchQuery(detail).then(() => {
    const gift = queryClient.getQueryData(detail.queryKey);
    if (gift) preloadImages([productImageSrc(gift.mainImg)]);
  });
};
