import { managedFilterOptionsSchema } from '@pcs/domain/contracts/delivery';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST /v1/ebmp/pcs/delivery/managedFilterOptions.json: the companies and events the list can be filtered by. */
export const getManagedFilterOptions = (signal?: AbortSignal) =>
  callApi(API_PATH.deliveryManagedFilterOptions, {
    body: {},
    schema: managedFilterOptionsSchema,
    signal,
  });

/** Companies and events change rarely: kept for five minutes. Also started by the lists' prefetches (decision 050). */
export const managedFilterOptionsQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.managedFilterOptions(),
    queryFn: ({ signal }) => getManagedFilterOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useManagedFilterOptions = (enabled = true) =>
  useQuery({ ...managedFilterOptionsQuery(), enabled });
