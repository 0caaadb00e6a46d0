import {
  APPROVAL_KIND,
  APPROVAL_MESSAGES,
  type ApprovalAction,
  COMPANY_MESSAGES,
  type RegistrationStatus,
  registrationStatusLabel,
} from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { approvalTransition, recordDecision, settleVendorApplication } from '../approval';
import * as repo from './repository';

const VENDOR_COMPANY_TYPE = '03';

/**
 * POST /v1/ebmp/pcs/manage/company/approve.json and .../reject.json (operator admins): decides a company
 * registration in READY through the domain approval machine, with a conditional update so two operators cannot both
 * decide it. A vendor company's waiting logins follow it (a vendor application). The decision is recorded and the
 * company's manager told by mail and SMS, all in one transaction.
 */
export async function decideCompany(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: { cmpyCd: string; action: ApprovalAction; reason?: string },
): Promise<{ cmpyCd: string; regStat: RegistrationStatus; regStatNm: string }> {
  return deps.db.transaction((tx) => decideCompanyIn(tx, deps.now(), user, input));
}

/** The same decision inside an open transaction (user approval of a vendor application delegates here). */
export async function decideCompanyIn(
  tx: Executor,
  now: Date,
  user: AuthUser,
  input: { cmpyCd: string; action: ApprovalAction; reason?: string },
): Promise<{ cmpyCd: string; regStat: RegistrationStatus; regStatNm: string }> {
  const c = await repo.lockCompany(tx, input.cmpyCd);
  if (!c) throw notFound(COMPANY_MESSAGES.notFound);
  const t = approvalTransition(c.regStat, input.action, input.reason);
  if (!(await repo.moveRegStat(tx, c.cmpyCd, t.from, t.to))) throw conflict(APPROVAL_MESSAGES.alreadyDecided);
  const moved = c.cmpyTypeCd === VENDOR_COMPANY_TYPE ? await settleVendorApplication(tx, c, t.to) : [];
  await recordDecision(
    tx,
    {
      kind: moved.length > 0 ? APPROVAL_KIND.vendor : APPROVAL_KIND.company,
      cmpyCd: c.cmpyCd,
      unqUserId: moved[0] ?? null,
      from: t.from,
      to: t.to,
      reason: t.reason,
      decidedBy: user.unqUserId,
      decidedAt: now,
    },
    { target: c.cmpyNm, email: c.managerEmail, telNo: c.managerTelNo },
  );
  return { cmpyCd: c.cmpyCd, regStat: t.to, regStatNm: registrationStatusLabel(t.to) };
}
