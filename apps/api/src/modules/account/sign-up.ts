import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_CD,
  AUTH_PURPOSE,
  MESSAGE_CODE,
  REGISTRATION_STATUS,
  registrationStatusLabel,
  type SignUpReply,
  type signUpRequestSchema,
  type vendorApplyRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { conflict, tooManyRequests } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { hashPassword } from '../auth/credentials';
import * as authRepo from '../auth/repository';
import { spendAuthToken } from './auth-number';
import * as repo from './repository';
import { openVendorInvitation } from './vendor-invitation';

type Deps = Pick<AppDeps, 'db' | 'now'>;
const CHECKS_PER_IP = { maxFailures: 60, windowMinutes: 10, lockMinutes: 10 };

/** Sign-up applications get ids of their own: 'A' and 12 digits, never shown to other people. */
const newUnqUserId = (now: Date) =>
  `A${String(now.getTime()).slice(-7)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/** POST {sso}/v1/ebmp/confirmId.json: is this ID free for a sign-up? Limited per client address (enumeration). */
export async function confirmId(
  deps: Deps,
  userId: string,
  clientIp: string,
): Promise<{ available: boolean }> {
  const now = deps.now();
  const key = `confirm-id-ip:${clientIp}`;
  const [throttle] = await authRepo.readThrottles(deps.db, [key]);
  if (throttle?.lockedUntil && throttle.lockedUntil > now)
    throw tooManyRequests(ACCOUNT_MESSAGES.authThrottled);
  await authRepo.recordFailure(deps.db, key, now, CHECKS_PER_IP);
  return { available: !(await repo.userIdExists(deps.db, userId)) };
}

async function assertIdFree(tx: Executor, userId: string) {
  if (await repo.userIdExists(tx, userId))
    throw conflict(MESSAGE_CODE.conflict, ACCOUNT_MESSAGES.userIdTaken);
}

/**
 * POST /v1/ebmp/pcs/user/signUp.json: a client-employee account in READY, its phone confirmed by a SIGN_UP number,
 * with the company the applicant named kept on the account for the operator who approves it (spec §3 READY 등록신청).
 */
export async function signUp(deps: Deps, input: z.infer<typeof signUpRequestSchema>): Promise<SignUpReply> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.signUp, now);
    await assertIdFree(tx, input.userId);
    const unqUserId = newUnqUserId(now);
    await repo.insertUser(tx, {
      unqUserId,
      userId: input.userId,
      passwordHash: await hashPassword(input.password),
      userNm: input.userNm,
      authCd: AUTH_CD.clientEmployee,
      email: input.email,
      telNo: auth.target,
      regStat: REGISTRATION_STATUS.ready,
      applyCmpyNm: input.cmpyNm,
      pwdChangedAt: now,
    });
    await repo.insertAudit(tx, { actorUserId: unqUserId, action: 'SIGN_UP', target: unqUserId });
    return {
      regStat: REGISTRATION_STATUS.ready,
      regStatNm: registrationStatusLabel(REGISTRATION_STATUS.ready),
      approvalId: unqUserId,
      userId: input.userId,
      applyCmpyNm: input.cmpyNm,
      applyDt: ymdKst(now),
    };
  });
}

/**
 * POST /v1/ebmp/pcs/user/vendorApply.json: a vendor company (type 03) and its manager login (30), both READY until an
 * operator approves them. approvalId must name an open invitation (vendor-invitation.ts); it is used up here, once.
 */
export async function vendorApply(deps: Deps, input: z.infer<typeof vendorApplyRequestSchema>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const invitation = await openVendorInvitation(tx, input.approvalId, now);
    await assertIdFree(tx, input.userId);
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
      throw conflict(MESSAGE_CODE.conflict, ACCOUNT_MESSAGES.vendorInvitationUsed);
    await repo.insertAudit(tx, {
      actorUserId: unqUserId,
      action: 'VENDOR_APPLY',
      target: cmpyCd,
      detail: JSON.stringify({ approvalId: invitation.approvalId }),
    });
    return { regStat: 'READY' as const, approvalId: cmpyCd };
  });
}
