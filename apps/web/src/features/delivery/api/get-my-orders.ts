import { myListReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/myList.json: the recipient's own orders, newest first, with counts per state. */
export const getMyOrders = (request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(P.myList, { body: request, schema: myListReplySchema, signal });

export const myOrdersQuery = (request: Record<string, unknown>) =>
  queryOptions({
    queryKey: deliveryKeys.myList(request),
    queryFn: ({ signal }) => getMyOrders(request, signal),
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (request: Record<string, unknown>) => useQuery(myOrdersQuery(request));
