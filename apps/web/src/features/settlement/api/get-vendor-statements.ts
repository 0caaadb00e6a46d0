import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { type VendorStlListRequest, vendorStlListReplySchema } from '@pcs/domain/contracts/vendor-settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** POST settlement/vendor/list.json: vendors' months (drafts computed live) with totals over the filter. */
export const getVendorStatements = (request: VendorStlListRequest, signal?: AbortSignal) =>
  callApi(VENDOR_STL_PATH.list, { body: request, schema: vendorStlListReplySchema, signal });

export const useVendorStatements = (request: VendorStlListRequest) =>
  useQuery({
    queryKey: settlementKeys.vendorStatementList(request),
    queryFn: ({ signal }) => getVendorStatements(request, signal),
    placeholderData: keepPreviousData,
  });
