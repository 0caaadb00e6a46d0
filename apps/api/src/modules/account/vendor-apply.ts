import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, AUTH_CD, type vendorApplyRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { conflict } from '../../http/errors';
import { insertAudit } from '../audit';
import { hashPassword } from '../auth';
import { assertUserIdFree, newUnqUserId } from './new-user-id';
import { openVendorInvitation } from './open-vendor-invitation';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/user/vendorApply.json: a vendor company (type 03) and its manager login (30), both READY until an
 * operator approves them. approvalId must name an open invitation (open-vendor-invitation.ts); it is used up here,
 * once.
 */
export async function vendorApply(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: z.infer<typeof vendorApplyRequestSchema>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const invitation = await openVendorInvitation(tx, input.approvalId, now);
    await assertUserIdFree(tx, input.userId);
    const cmpyCd = `V${String(now.getTime()).slice(-8)}${String(randomInt(0, 1000)).padStart(3, '0')}`;
    await repo.insertCompany(tx, {
      cmpyCd,
      cmpyNm: input.cmpyNm,
      cmpyTypeCd: '03',
      corporateRegNo: input.corporateRegNo,
      managerNm: input.managerNm,
      managerTelNo: input.managerTelNo,
      managerEmail: input.managerEmail,
      regStat: 'READY',
    });
    const unqUserId = newUnqUserId(now);
    await repo.insertUser(tx, {
      unqUserId,
      userId: input.userId,
      passwordHash: await hashPassword(input.password),
      userNm: input.managerNm,
      authCd: AUTH_CD.vendor,
      cmpyCd,
      email: input.managerEmail,
      telNo: input.managerTelNo,
      regStat: 'READY',
      pwdChangedAt: now,
    });
    // Conditional update: of two applications racing on one link, the second finds it used and rolls back.
    if (!(await repo.claimVendorInvitation(tx, invitation.approvalId, cmpyCd, now)))
      throw conflict(ACCOUNT_MESSAGES.vendorInvitationUsed);
    await insertAudit(tx, {
      actorUserId: unqUserId,
      action: 'VENDOR_APPLY',
      target: cmpyCd,
      detail: JSON.stringify({ approvalId: invitation.approvalId }),
    });
    return { regStat: 'READY' as const, approvalId: cmpyCd };
  });
}
