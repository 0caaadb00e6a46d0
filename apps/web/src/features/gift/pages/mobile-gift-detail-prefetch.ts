import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { giftDetailQuery } from '../api/get-gift-detail';
import { toSn } from '../gift-routes';

/** /m/gift/detail/:eventSn/:prodSn/…'s first query: the gift, its options and the event's remaining count. */
export const prefetch: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = toSn(params.eventSn);
  const prodSn = toSn(params.prodSn);
  if (!eventSn || !prodSn) return;
  return queryClient.prefetchQuery(giftDetailQuery(eventSn, prodSn));
};
