import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { myOrdersQuery } from '../api/get-my-orders';
import { myOrdersRequest } from './my-orders-request';

/** /m/delivery/list's first query: the page of the recipient's orders its URL asks for. */
export const prefetch: ScreenPrefetch = ({ queryClient, search }) =>
  queryClient.prefetchQuery(myOrdersQuery(myOrdersRequest(search)));
