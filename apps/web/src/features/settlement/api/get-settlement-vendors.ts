import { goodsFormDataSchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/**
 * The vendors an operator filters the statements and margins by: the goods form data's vendor list (operators get
 * every vendor there), read once per visit. Vendors see only their own rows and need no picker.
 */
export const getSettlementVendors = async (signal?: AbortSignal) =>
  (await callApi(API_PATH.goodsFormData, { body: {}, schema: goodsFormDataSchema, signal })).vendorList;

/** The query of useSettlementVendors: the screens' hook and their prefetch at route match share it. */
export const settlementVendorsQuery = () =>
  queryOptions({
    queryKey: [...settlementKeys.all, 'vendors'] as const,
    queryFn: ({ signal }) => getSettlementVendors(signal),
    staleTime: 5 * 60_000,
  });

export const useSettlementVendors = (enabled: boolean) => useQuery({ ...settlementVendorsQuery(), enabled });
