import { type ManagedListRequest, managedListReplySchema } from '@pcs/domain/contracts/delivery';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST /v1/ebmp/pcs/delivery/managedList.json: one page (0-based) of the operator's managed delivery list. */
export const getManagedList = (request: ManagedListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.deliveryManagedList, {
    body: request,
    schema: managedListReplySchema,
    signal,
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
/** The query of useManagedList: the screen's hook and its prefetch at route match share it. */
export const managedListQuery = (request: ManagedListRequest) =>
  queryOptions({
    queryKey: deliveryKeys.managedList(request),
    queryFn: ({ signal }) => getManagedList(request, signal),
  });

export const useManagedList = (request: ManagedListRequest) =>
  useQuery({ ...managedListQuery(request), placeholderData: keepPreviousData });
