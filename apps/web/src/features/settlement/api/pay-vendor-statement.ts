import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { type VendorStlPaidRequest, vendorStlPaidReplySchema } from '@pcs/domain/contracts/vendor-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** POST settlement/vendor/paid.json: the operator records the transfer (day and memo) of a confirmed month. */
export const payVendorStatement = (body: VendorStlPaidRequest) =>
  callApi(VENDOR_STL_PATH.paid, { body, schema: vendorStlPaidReplySchema });

export const usePayVendorStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payVendorStatement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.vendorStatements() }),
  });
};
