import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import {
  type VendorStlMonthRequest,
  vendorStlConfirmReplySchema,
} from '@pcs/domain/contracts/vendor-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** POST settlement/vendor/confirm.json: the vendor agrees to its month (frozen from then on). */
export const confirmVendorStatement = (body: VendorStlMonthRequest) =>
  callApi(VENDOR_STL_PATH.confirm, { body, schema: vendorStlConfirmReplySchema });

export const useConfirmVendorStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmVendorStatement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.vendorStatements() }),
  });
};
