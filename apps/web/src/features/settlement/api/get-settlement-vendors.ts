import { goodsFormDataSchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/**
 * The vendors an operator filters the statements and margins by: the goods form data's vendor list (operators get
 * every vendor there), read once per visit. Vendors see only their own rows and need no picker.
 */
export const getSettlementVendors = async (signal?: AbortSignal) =>
  (await callApi(API_PATH.goodsFormData, { body: {}, schema: goodsFormDataSchema, signal })).vendorList;

export const useSettlementVendors = (enabled: boolean) =>
  useQuery({
    queryKey: [...settlementKeys.all, 'vendors'] as const,
    queryFn: ({ signal }) => getSettlementVendors(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
