import { myReturnListReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/myReturnList.json: the recipient's own return and exchange requests. */
export const getMyReturns = (request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(P.myReturnList, { body: request, schema: myReturnListReplySchema, signal });

export const useMyReturns = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: deliveryKeys.myReturns(request),
    queryFn: ({ signal }) => getMyReturns(request, signal),
    placeholderData: keepPreviousData,
  });
