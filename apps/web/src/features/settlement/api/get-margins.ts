import { MARGIN_PATH } from '@pcs/domain/contracts/settlement-paths';
import { type MarginListRequest, marginListReplySchema } from '@pcs/domain/contracts/vendor-settlement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** POST settlement/margin/list.json: sale minus supply grouped by month, company, event or vendor (operators). */
export const getMargins = (request: MarginListRequest, signal?: AbortSignal) =>
  callApi(MARGIN_PATH.list, { body: request, schema: marginListReplySchema, signal });

/** The query of useMargins: the screen's hook and its prefetch at route match share it. */
export const marginsQuery = (request: MarginListRequest) =>
  queryOptions({
    queryKey: settlementKeys.margins(request),
    queryFn: ({ signal }) => getMargins(request, signal),
  });

export const useMargins = (request: MarginListRequest) =>
  useQuery({ ...marginsQuery(request), placeholderData: keepPreviousData });
