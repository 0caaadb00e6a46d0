import {
  APPROVAL_ACTION,
  APPROVAL_KIND,
  APPROVAL_MESSAGES,
  type ApprovalAction,
  COMPANY_MESSAGES,
  isVendor,
  REGISTRATION_STATUS,
  type RegistrationStatus,
  registrationStatusLabel,
  USER_ADMIN_MESSAGES,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { approvalTransition, moveUserRegStat, recordDecision } from '../approval';
import { decideCompanyIn, findCompany } from '../company';
import { queueEmployeeWebhooks } from './employee-webhooks';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/user/approve.json and .../reject.json (operator admins): decides a sign-up or a vendor
 * application in READY through the domain approval machine.
 * - A vendor application (a vendor login whose company is still READY) is decided as its company
 *   (company/decide-company.ts): the company, its waiting logins and its vendor record move together.
 * - A sign-up names its company as free text: approving it assigns the company (and a group) the operator picked.
 * The status moves by a conditional update, the decision is recorded, the applicant told by mail and SMS, all in one
 * transaction.
 */
export async function decideUser(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: {
    unqUserId: string;
    action: ApprovalAction;
    reason?: string;
    cmpyCd?: string | null;
    grupCd?: string | null;
  },
): Promise<{ unqUserId: string; regStat: RegistrationStatus; regStatNm: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // A vendor applicant is decided with their company, which locks the company before its users (decision 024):
    // look first, lock after.
    const seen = await repo.findUserRow(tx, input.unqUserId);
    if (!seen) throw notFound(USER_ADMIN_MESSAGES.notFound);
    const vendorCompany = isVendor(seen.authCd) && seen.cmpyCd ? await findCompany(tx, seen.cmpyCd) : null;
    if (vendorCompany?.regStat === REGISTRATION_STATUS.ready && seen.regStat === REGISTRATION_STATUS.ready) {
      const decided = await decideCompanyIn(tx, now, user, {
        cmpyCd: vendorCompany.cmpyCd,
        action: input.action,
        reason: input.reason,
      });
      return { unqUserId: seen.unqUserId, regStat: decided.regStat, regStatNm: decided.regStatNm };
    }
    const target = await repo.lockUserRow(tx, input.unqUserId);
    if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
    const t = approvalTransition(target.regStat, input.action, input.reason);
    let placement: { cmpyCd?: string; grupCd?: string | null } = {};
    if (input.action === APPROVAL_ACTION.approve) {
      const cmpyCd = input.cmpyCd ?? target.cmpyCd;
      if (!cmpyCd) throw badRequest(USER_ADMIN_MESSAGES.approveNeedsCompany);
      if (!(await findCompany(tx, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
      if (input.grupCd && !(await repo.groupExists(tx, cmpyCd, input.grupCd)))
        throw notFound(USER_ADMIN_MESSAGES.groupNotFound);
      placement = { cmpyCd, ...(input.grupCd ? { grupCd: input.grupCd } : {}) };
    }
    if (!(await moveUserRegStat(tx, target.unqUserId, t.from, { regStat: t.to, ...placement })))
      throw conflict(APPROVAL_MESSAGES.alreadyDecided);
    await recordDecision(
      tx,
      {
        kind: isVendor(target.authCd) ? APPROVAL_KIND.vendor : APPROVAL_KIND.signUp,
        cmpyCd: placement.cmpyCd ?? target.cmpyCd,
        unqUserId: target.unqUserId,
        from: t.from,
        to: t.to,
        reason: t.reason,
        decidedBy: user.unqUserId,
        decidedAt: now,
      },
      { target: target.userId, email: target.email, telNo: target.telNo },
    );
    // An approved sign-up is a new person of the company from here on, as if created (decision 038).
    if (t.to === REGISTRATION_STATUS.accept)
      await queueEmployeeWebhooks(
        tx,
        'employee.created',
        [
          {
            unqUserId: target.unqUserId,
            cmpyCd: placement.cmpyCd ?? target.cmpyCd,
            authCd: target.authCd,
            grupCd: placement.grupCd ?? target.grupCd,
            sabun: target.sabun,
            useYn: target.useYn,
          },
        ],
        now,
      );
    return { unqUserId: target.unqUserId, regStat: t.to, regStatNm: registrationStatusLabel(t.to) };
  });
}
