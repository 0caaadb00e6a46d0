import { DELIVERY_FLOW_PATH as P, returnListReplySchema } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

export type ReturnsPath = typeof P.returnList | typeof P.returnManagedList;

/** POST delivery/returnList.json (open requests) or returnManagedList.json (all): a page, with counts per state. */
export const getReturnList = (path: ReturnsPath, request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(path, { body: request, schema: returnListReplySchema, signal });

export const useReturnList = (path: ReturnsPath, request: Record<string, unknown>) =>
  useQuery({
    queryKey: deliveryKeys.list(path, request),
    queryFn: ({ signal }) => getReturnList(path, request, signal),
    placeholderData: keepPreviousData,
  });
export const useOpenReturns = (request: Record<string, unknown>) => useReturnList(P.returnList, request);
export const useAllReturns = (request: Record<string, unknown>) =>
  useReturnList(P.returnManagedList, request);
