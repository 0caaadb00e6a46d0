import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { giftEventsQuery } from '../api/get-gift-events';
import { giftOrderHistoryQuery } from '../api/get-gift-order-history';
import { toSn } from '../gift-routes';

/** /m/gift/giftSelect/orderHistory/:eventSn/…'s first queries: the event's orders and the events. */
export const prefetch: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = toSn(params.eventSn);
  if (!eventSn) return;
  return Promise.all([
    queryClient.prefetchQuery(giftOrderHistoryQuery(eventSn)),
    queryClient.prefetchQuery(giftEventsQuery()),
  ]);
};
