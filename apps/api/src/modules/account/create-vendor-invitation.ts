import { randomBytes } from 'node:crypto';
import type { createVendorInvitationRequestSchema, VendorInvitation } from '@pcs/domain';
import dayjs from 'dayjs';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { insertAudit } from '../audit';
import { toVendorInvitation } from './open-vendor-invitation';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/user/vendorInvitation/create.json (operator admins 15, 99999): a link for one vendor, valid for
 * validDays. The id is 128 random bits, so holding a link is what entitles a vendor to apply.
 */
export async function createVendorInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
  input: z.infer<typeof createVendorInvitationRequestSchema>,
): Promise<VendorInvitation & { applyPath: string }> {
  const now = deps.now();
  const approvalId = `VA${randomBytes(16).toString('base64url')}`;
  const row = {
    approvalId,
    cmpyNm: input.cmpyNm ?? null,
    expiresAt: dayjs(now).add(input.validDays, 'day').toDate(),
    createdBy: caller.unqUserId,
  };
  await deps.db.transaction(async (tx) => {
    await repo.insertVendorInvitation(tx, row);
    await insertAudit(tx, {
      actorUserId: caller.unqUserId,
      action: 'VENDOR_INVITATION_CREATE',
      target: approvalId,
    });
  });
  return {
    ...toVendorInvitation({ ...row, usedAt: null, usedCmpyCd: null, createdAt: now }),
    applyPath: `/vendorApplyForm/${approvalId}`,
  };
}
