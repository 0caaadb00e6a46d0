import { API_PATH, vendorInvitationSchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/vendorInvitation.json: the invitation behind /vendorApplyForm/{approvalId}, if still open. */
export const getVendorInvitation = (approvalId: string, signal?: AbortSignal) =>
  callApi(API_PATH.vendorInvitation, { body: { approvalId }, schema: vendorInvitationSchema, signal });

// The 4xx of an unknown, used or expired link is not retried (query-client.ts): asking again cannot change it.
export const useVendorInvitation = (approvalId: string) =>
  useQuery({
    queryKey: accountKeys.vendorInvitation(approvalId),
    queryFn: ({ signal }) => getVendorInvitation(approvalId, signal),
  });
