import { API_PATH, applicationReplySchema, type VendorApplyRequest } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/pcs/user/vendorApply.json: READY until approved. */
export const vendorApply = (request: VendorApplyRequest) =>
  callApi(API_PATH.vendorApply, { body: request, schema: applicationReplySchema });

export const useVendorApply = () => useMutation({ mutationFn: vendorApply });
