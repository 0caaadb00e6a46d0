import { deliveryListReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

export type LinesPath = typeof P.applyList | typeof P.orderList | typeof P.releaseList;

/** POST delivery/{apply,order,release}List.json: one page of lines in one stage, with counts per state. */
export const getLineList = (path: LinesPath, request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(path, { body: request, schema: deliveryListReplySchema, signal });

export const useLineList = (path: LinesPath, request: Record<string, unknown>) =>
  useQuery({
    queryKey: deliveryKeys.list(path, request),
    queryFn: ({ signal }) => getLineList(path, request, signal),
    placeholderData: keepPreviousData,
  });
export const useApplyList = (request: Record<string, unknown>) => useLineList(P.applyList, request);
export const useOrderList = (request: Record<string, unknown>) => useLineList(P.orderList, request);
export const useReleaseList = (request: Record<string, unknown>) => useLineList(P.releaseList, request);
