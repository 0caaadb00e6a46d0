import { notApplyListReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/notApplyList.json: one event's recipients who have not applied (masked). */
export const getNotApplyList = (request: Record<string, unknown>, signal?: AbortSignal) =>
  callApi(P.notApplyList, { body: request, schema: notApplyListReplySchema, signal });

export const useNotApplyList = (request: Record<string, unknown>) =>
  useQuery({
    queryKey: deliveryKeys.notApply(P.notApplyList, request),
    queryFn: ({ signal }) => getNotApplyList(request, signal),
    placeholderData: keepPreviousData,
  });
