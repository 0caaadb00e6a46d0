import { createHash, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_CHANNEL,
  AUTH_NUMBER,
  AUTH_PURPOSE,
  type ConfirmAuthNumberRequest,
  MESSAGE_CODE,
  type SendAuthNumberReply,
  type sendAuthNumberRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { hashToken, newToken } from '../auth/credentials';
import * as authRepo from '../auth/repository';
import { enqueueMessage } from '../outbox/enqueue-message';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type SendInput = z.infer<typeof sendAuthNumberRequestSchema>;

/** A confirmed number's authToken must be spent within this many minutes. */
const CONFIRMED_TOKEN_MINUTES = 10;
const SEND_PER_IP = { maxFailures: 30, windowMinutes: 30, lockMinutes: 30 };
const CONFIRM_FAILURES_PER_IP = { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 };

const codeHash = (authId: string, code: string) =>
  createHash('sha256').update(`${authId}:${code}`).digest('hex');

async function assertNotLocked(db: Executor, keys: string[], now: Date): Promise<void> {
  const rows = await authRepo.readThrottles(db, keys);
  if (rows.some((r) => r.lockedUntil && r.lockedUntil > now))
    throw tooManyRequests(ACCOUNT_MESSAGES.authThrottled);
}

/**
 * POST /v1/ebmp/pcs/user/sendAuthNumber.json: a 6-digit number by SMS or mail through the outbox, valid 3 minutes.
 * The reply is the same whether or not an account matches (find ID and find password never reveal accounts);
 * sending is limited per target (5 in 30 minutes, 30 seconds apart) and per client address.
 */
export async function sendAuthNumber(
  deps: Deps,
  input: SendInput,
  clientIp: string,
  caller: AuthUser | null,
): Promise<SendAuthNumberReply> {
  const now = deps.now();
  const target = input.channel === AUTH_CHANNEL.phone ? input.telNo : input.email;
  if (!target)
    throw badRequest(
      input.channel === AUTH_CHANNEL.phone ? ACCOUNT_MESSAGES.phoneInvalid : ACCOUNT_MESSAGES.emailInvalid,
    );
  const needsSession = input.purpose === AUTH_PURPOSE.firstLogin || input.purpose === AUTH_PURPOSE.telNo;
  if (needsSession && !caller) throw unauthorized();
  if (
    (input.purpose === AUTH_PURPOSE.firstLogin ||
      input.purpose === AUTH_PURPOSE.telNo ||
      input.purpose === AUTH_PURPOSE.signUp ||
      input.purpose === AUTH_PURPOSE.login) &&
    input.channel !== AUTH_CHANNEL.phone
  )
    throw badRequest(ACCOUNT_MESSAGES.phoneInvalid);
  if ((input.purpose === AUTH_PURPOSE.findId || input.purpose === AUTH_PURPOSE.findPassword) && !input.userNm)
    throw badRequest('이름을 입력해주세요.');
  if (input.purpose === AUTH_PURPOSE.findPassword && !input.userId)
    throw badRequest('아이디를 입력해주세요.');

  const targetKey = `auth-send:${input.purpose}:${hashToken(target)}`;
  const ipKey = `auth-send-ip:${clientIp}`;
  const resendKey = `auth-resend:${input.purpose}:${hashToken(target)}`;
  const authId = newToken();
  const expiresInSeconds = AUTH_NUMBER.validMinutes * 60;

  await deps.db.transaction(async (tx) => {
    await assertNotLocked(tx, [targetKey, ipKey], now);
    // The same target may not ask again within 30 seconds of the previous number.
    const [recent] = await authRepo.readThrottles(tx, [resendKey]);
    if (recent?.lockedUntil && recent.lockedUntil > now)
      throw tooManyRequests(ACCOUNT_MESSAGES.authNumberTooSoon);
    const interval = AUTH_NUMBER.resendIntervalSeconds / 60;
    await authRepo.recordFailure(tx, resendKey, now, {
      maxFailures: 1,
      windowMinutes: interval,
      lockMinutes: interval,
    });
    await authRepo.recordFailure(tx, targetKey, now, {
      maxFailures: AUTH_NUMBER.maxSendsPerWindow,
      windowMinutes: AUTH_NUMBER.resendWindowMinutes,
      lockMinutes: AUTH_NUMBER.resendWindowMinutes,
    });
    await authRepo.recordFailure(tx, ipKey, now, SEND_PER_IP);

    let unqUserId: string | null = null;
    let exists = true;
    if (input.purpose === AUTH_PURPOSE.findPassword) {
      const user = await repo.findUserByLoginId(tx, input.userId ?? '');
      const contact =
        input.channel === AUTH_CHANNEL.phone
          ? (user?.telNo ?? '').replace(/\D/g, '')
          : (user?.email ?? '').toLowerCase();
      exists = !!user && user.useYn === 'Y' && user.userNm === input.userNm && contact === target;
      unqUserId = exists ? user!.unqUserId : null;
    } else if (input.purpose === AUTH_PURPOSE.findId) {
      exists = (await repo.findUsersByContact(tx, input.userNm ?? '', input.channel, target)).length > 0;
    } else if (input.purpose === AUTH_PURPOSE.login) {
      // Phone login opens exactly one account: the active, approved one with that phone (none or several: no number).
      const users = await repo.findLoginUsersByPhone(tx, target);
      exists = users.length === 1;
      unqUserId = exists ? users[0]!.unqUserId : null;
    } else if (caller) {
      unqUserId = caller.unqUserId;
    }
    // No account: nothing is stored or sent, but the caller gets the same reply (and a wrong-number answer later).
    if (!exists) return;

    const code = String(randomInt(0, 1_000_000)).padStart(AUTH_NUMBER.length, '0');
    await repo.insertAuthNumber(tx, {
      authId,
      purpose: input.purpose,
      channel: input.channel,
      target,
      subjectNm: input.purpose === AUTH_PURPOSE.findId ? (input.userNm ?? null) : null,
      unqUserId,
      codeHash: codeHash(authId, code),
      expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
      createdAt: now,
    });
    const text = `[PCS] 인증번호 [${code}]를 입력해주세요. (${AUTH_NUMBER.validMinutes}분 이내)`;
    await enqueueMessage(tx, {
      channel: input.channel === AUTH_CHANNEL.phone ? 'SMS' : 'MAIL',
      recipient: target,
      subject: input.channel === AUTH_CHANNEL.email ? '[PCS] 인증번호 안내' : undefined,
      body: text,
      templateCode: 'AUTH_NUMBER',
    });
  });
  return { authId, expiresInSeconds };
}

/**
 * POST {platform}/v1/ebmp/main/user/confirmAuthNumber.json: checks the code (at most 5 tries, within 3 minutes,
 * once) and returns a one-use authToken for the next step. Wrong tries also count per client address.
 */
export async function confirmAuthNumber(
  deps: Deps,
  input: ConfirmAuthNumberRequest,
  clientIp: string,
): Promise<{ authToken: string }> {
  const now = deps.now();
  const ipKey = `auth-check-ip:${clientIp}`;
  await assertNotLocked(deps.db, [ipKey], now);
  const result = await deps.db.transaction(async (tx) => {
    const row = await repo.lockAuthNumber(tx, input.authId);
    if (!row || row.confirmedAt) return { error: badRequest(ACCOUNT_MESSAGES.authNumberWrong), fail: true };
    if (row.expiresAt <= now) return { error: badRequest(ACCOUNT_MESSAGES.authNumberExpired), fail: false };
    if (row.attempts >= AUTH_NUMBER.maxAttempts)
      return { error: tooManyRequests(ACCOUNT_MESSAGES.authNumberTooManyTries), fail: false };
    if (row.codeHash !== codeHash(row.authId, input.authNumber)) {
      await repo.updateAuthNumber(tx, row.authId, { attempts: row.attempts + 1 });
      const last = row.attempts + 1 >= AUTH_NUMBER.maxAttempts;
      return {
        error: last
          ? tooManyRequests(ACCOUNT_MESSAGES.authNumberTooManyTries)
          : badRequest(ACCOUNT_MESSAGES.authNumberWrong),
        fail: true,
      };
    }
    const authToken = newToken();
    await repo.updateAuthNumber(tx, row.authId, {
      attempts: row.attempts + 1,
      confirmedAt: now,
      confirmTokenHash: hashToken(authToken),
    });
    return { authToken };
  });
  if ('error' in result) {
    if (result.fail) await authRepo.recordFailure(deps.db, ipKey, now, CONFIRM_FAILURES_PER_IP);
    throw result.error;
  }
  return { authToken: result.authToken };
}

/** Spends a confirmed authToken of a purpose (one use, 10 minutes after confirming); throws when it cannot. */
export async function spendAuthToken(db: Executor, authToken: string, purpose: string, now: Date) {
  const row = await repo.spendConfirmToken(
    db,
    hashToken(authToken),
    purpose,
    now,
    new Date(now.getTime() - CONFIRMED_TOKEN_MINUTES * 60_000),
  );
  if (!row) throw new AppError(400, MESSAGE_CODE.badRequest, ACCOUNT_MESSAGES.authRequired);
  return row;
}
