import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { giftEventsQuery } from '../api/get-gift-events';

/** /m/gift/preview's first query: the recipient's events. */
export const prefetch: ScreenPrefetch = ({ queryClient }) => queryClient.prefetchQuery(giftEventsQuery());
