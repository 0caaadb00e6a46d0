import {
  AUTH_CD,
  AUTH_PURPOSE,
  REGISTRATION_STATUS,
  registrationStatusLabel,
  type SignUpReply,
  type signUpRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ymdKst } from '../../lib/time';
import { insertAudit } from '../audit';
import { hashPassword } from '../auth';
import { spendAuthToken } from './auth-token';
import { assertUserIdFree, newUnqUserId } from './new-user-id';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/user/signUp.json: a client-employee account in READY, its phone confirmed by a SIGN_UP number,
 * with the company the applicant named kept on the account for the operator who approves it (spec §3 READY 등록신청).
 */
export async function signUp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: z.infer<typeof signUpRequestSchema>,
): Promise<SignUpReply> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const auth = await spendAuthToken(tx, input.authToken, AUTH_PURPOSE.signUp, now);
    await assertUserIdFree(tx, input.userId);
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
    await insertAudit(tx, { actorUserId: unqUserId, action: 'SIGN_UP', target: unqUserId });
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
