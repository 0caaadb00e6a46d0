import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type createVendorInvitationRequestSchema,
  MESSAGE_CODE,
  type VendorInvitation,
} from '@pcs/domain';
import dayjs from 'dayjs';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import * as repo from './repository';

type Invitation = NonNullable<Awaited<ReturnType<typeof repo.findVendorInvitation>>>;

const view = (row: Invitation): VendorInvitation => ({
  approvalId: row.approvalId,
  cmpyNm: row.cmpyNm,
  // expiresAt is exclusive: the last day the link works is the day of the instant just before it.
  expiresDt: ymdKst(new Date(row.expiresAt.getTime() - 1)),
});

/** The open invitation, or the Korean reason it cannot be used (unknown 404; used or expired 409). */
export async function openVendorInvitation(db: Executor, approvalId: string, now: Date): Promise<Invitation> {
  const row = await repo.findVendorInvitation(db, approvalId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.vendorInvitationInvalid);
  if (row.usedAt) throw conflict(MESSAGE_CODE.conflict, ACCOUNT_MESSAGES.vendorInvitationUsed);
  if (row.expiresAt <= now) throw conflict(MESSAGE_CODE.conflict, ACCOUNT_MESSAGES.vendorInvitationExpired);
  return row;
}

/** POST /v1/ebmp/pcs/user/vendorInvitation.json: lets /vendorApplyForm/{approvalId} refuse a bad link up front. */
export async function checkVendorInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  approvalId: string,
): Promise<VendorInvitation> {
  return view(await openVendorInvitation(deps.db, approvalId, deps.now()));
}

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
    await repo.insertAudit(tx, {
      actorUserId: caller.unqUserId,
      action: 'VENDOR_INVITATION_CREATE',
      target: approvalId,
    });
  });
  return {
    ...view({ ...row, usedAt: null, usedCmpyCd: null, createdAt: now }),
    applyPath: `/vendorApplyForm/${approvalId}`,
  };
}
