import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_CHANNEL,
  AUTH_NUMBER,
  AUTH_PURPOSE,
  authNumberSubject,
  authNumberText,
  DEFAULT_LANGUAGE,
  type Language,
  type SendAuthNumberReply,
  type sendAuthNumberRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, unauthorized } from '../../http/errors';
import { hashToken, newToken } from '../../lib/opaque-token';
import { throttleAddress } from '../../lib/throttle-address';
import { enqueueMessage, SECRET_PLACEHOLDER } from '../outbox';
import { authNumberHash } from './auth-number-hash';
import * as repo from './repository';
import { takeAttempt } from './throttle';

type SendInput = z.infer<typeof sendAuthNumberRequestSchema>;

const SEND_PER_IP = { maxAttempts: 30, windowMinutes: 30, lockMinutes: 30 };

/**
 * POST /v1/ebmp/pcs/user/sendAuthNumber.json: a 6-digit number by SMS or mail through the outbox, valid 3 minutes.
 * The reply is the same whether or not an account matches (find ID and find password never reveal accounts);
 * sending is limited per target (5 in 30 minutes, 30 seconds apart) and per client address.
 */
export async function sendAuthNumber(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: SendInput,
  clientIp: string,
  caller: AuthUser | null,
  language: Language = DEFAULT_LANGUAGE,
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
    throw badRequest(ACCOUNT_MESSAGES.nameRequired);
  if (input.purpose === AUTH_PURPOSE.findPassword && !input.userId)
    throw badRequest(ACCOUNT_MESSAGES.userIdRequired);

  const targetKey = `auth-send:${input.purpose}:${hashToken(target)}`;
  const ipKey = `auth-send-ip:${throttleAddress(clientIp)}`;
  const resendKey = `auth-resend:${input.purpose}:${hashToken(target)}`;
  const authId = newToken();
  const expiresInSeconds = AUTH_NUMBER.validMinutes * 60;

  // Each limit is taken atomically before anything is sent (committed apart, so a refusal still counts).
  const interval = AUTH_NUMBER.resendIntervalSeconds / 60;
  // The same target may not ask again within 30 seconds of the previous number.
  const resend = { maxAttempts: 1, windowMinutes: interval, lockMinutes: interval };
  await takeAttempt(deps.db, resendKey, now, resend, ACCOUNT_MESSAGES.authNumberTooSoon);
  await takeAttempt(deps.db, targetKey, now, {
    maxAttempts: AUTH_NUMBER.maxSendsPerWindow,
    windowMinutes: AUTH_NUMBER.resendWindowMinutes,
    lockMinutes: AUTH_NUMBER.resendWindowMinutes,
  });
  await takeAttempt(deps.db, ipKey, now, SEND_PER_IP);

  await deps.db.transaction(async (tx) => {
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
      codeHash: authNumberHash(authId, code),
      expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
      createdAt: now,
    });
    await enqueueMessage(tx, {
      channel: input.channel === AUTH_CHANNEL.phone ? 'SMS' : 'MAIL',
      recipient: target,
      subject: input.channel === AUTH_CHANNEL.email ? authNumberSubject(language) : undefined,
      body: authNumberText(SECRET_PLACEHOLDER, language),
      // The number itself goes to the transport only, and is erased once sent or expired.
      secret: { value: code, expiresAt: new Date(now.getTime() + expiresInSeconds * 1000) },
      templateCode: 'AUTH_NUMBER',
    });
  });
  return { authId, expiresInSeconds };
}
