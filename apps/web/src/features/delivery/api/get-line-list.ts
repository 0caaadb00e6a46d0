import { deliveryListReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

export type LinesPath = typeof P.applyList | typeof P.orderList | typeof P.releaseList;

/** POST delivery/{apply,order,release}List.json: one page of lines in one stage, with counts per state. */
export const getLineList = (path: LinesPath, request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(path, { body: request, schema: deliveryListReplySchema, signal });

/** The query of useLineList: the screen's hook and its prefetch at route match share it. */
export const lineListQuery = (path: LinesPath, request: Record<string, unknown>) =>
  queryOptions({
    queryKey: deliveryKeys.list(path, request),
    queryFn: ({ signal }) => getLineList(path, request, signal),
  });

export const useLineList = (path: LinesPath, request: Record<string, unknown>) =>
  useQuery({ ...lineListQuery(path, request), placeholderData: keepPreviousData });
export const useApplyList = (request: Record<string, unknown>) => useLineList(P.applyList, request);
export const useOrderList = (request: Record<string, unknown>) => useLineList(P.orderList, request);
export const useReleaseList = (request: Record<string, unknown>) => useLineList(P.releaseList, request);
