import type { VendorInvitation } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { openVendorInvitation, toVendorInvitation } from './open-vendor-invitation';

/** POST /v1/ebmp/pcs/user/vendorInvitation.json: lets /vendorApplyForm/{approvalId} refuse a bad link up front. */
export async function checkVendorInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  approvalId: string,
): Promise<VendorInvitation> {
  return toVendorInvitation(await openVendorInvitation(deps.db, approvalId, deps.now()));
}
