import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import {
  type VendorStlDetailRequest,
  vendorStlDetailReplySchema,
} from '@pcs/domain/contracts/vendor-settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** POST settlement/vendor/detail.json: one vendor's month with subtotals, a page of lines, returns and history. */
export const getVendorStatement = (request: VendorStlDetailRequest, signal?: AbortSignal) =>
  callApi(VENDOR_STL_PATH.detail, { body: request, schema: vendorStlDetailReplySchema, signal });

export const useVendorStatement = (request: VendorStlDetailRequest & { vendorSn: number; yyyymm: string }) =>
  useQuery({
    queryKey: settlementKeys.vendorStatement(request.vendorSn, request.yyyymm, request),
    queryFn: ({ signal }) => getVendorStatement(request, signal),
    placeholderData: keepPreviousData,
  });
