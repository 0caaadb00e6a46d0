import { ACCOUNT_MESSAGES, type VendorInvitation } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import * as repo from './repository';

type Invitation = NonNullable<Awaited<ReturnType<typeof repo.findVendorInvitation>>>;

/** The open invitation, or the Korean reason it cannot be used (unknown 404; used or expired 409). */
export async function openVendorInvitation(db: Executor, approvalId: string, now: Date): Promise<Invitation> {
  const row = await repo.findVendorInvitation(db, approvalId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.vendorInvitationInvalid);
  if (row.usedAt) throw conflict(ACCOUNT_MESSAGES.vendorInvitationUsed);
  if (row.expiresAt <= now) throw conflict(ACCOUNT_MESSAGES.vendorInvitationExpired);
  return row;
}

/** What the API shows of an invitation. */
export const toVendorInvitation = (row: Invitation): VendorInvitation => ({
  approvalId: row.approvalId,
  cmpyNm: row.cmpyNm,
  // expiresAt is exclusive: the last day the link works is the day of the instant just before it.
  expiresDt: ymdKst(new Date(row.expiresAt.getTime() - 1)),
});
