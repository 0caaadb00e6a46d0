import { ACCOUNT_MESSAGES, AUTH_NUMBER, type ConfirmAuthNumberRequest } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { badRequest, tooManyRequests } from '../../http/errors';
import { hashToken, newToken } from '../../lib/opaque-token';
import { throttleAddress } from '../../lib/throttle-address';
import { refundAttempt } from '../auth';
import { authNumberHash } from './auth-number-hash';
import * as repo from './repository';
import { takeAttempt } from './throttle';

const CONFIRM_FAILURES_PER_IP = { maxAttempts: 20, windowMinutes: 15, lockMinutes: 15 };

/**
 * POST {platform}/v1/ebmp/main/user/confirmAuthNumber.json: checks the code (at most 5 tries, within 3 minutes,
 * once) and returns a one-use authToken for the next step. Wrong tries also count per client address.
 */
export async function confirmAuthNumber(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: ConfirmAuthNumberRequest,
  clientIp: string,
): Promise<{ authToken: string }> {
  const now = deps.now();
  const ipKey = `auth-check-ip:${throttleAddress(clientIp)}`;
  // Taken before the check and given back on success: parallel guesses across numbers stay within the limit.
  await takeAttempt(deps.db, ipKey, now, CONFIRM_FAILURES_PER_IP);
  const result = await deps.db.transaction(async (tx) => {
    const row = await repo.lockAuthNumber(tx, input.authId);
    if (!row || row.confirmedAt) return { error: badRequest(ACCOUNT_MESSAGES.authNumberWrong), fail: true };
    if (row.expiresAt <= now) return { error: badRequest(ACCOUNT_MESSAGES.authNumberExpired), fail: false };
    if (row.attempts >= AUTH_NUMBER.maxAttempts)
      return { error: tooManyRequests(ACCOUNT_MESSAGES.authNumberTooManyTries), fail: false };
    if (row.codeHash !== authNumberHash(row.authId, input.authNumber)) {
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
    if (!result.fail) await refundAttempt(deps.db, ipKey);
    throw result.error;
  }
  await refundAttempt(deps.db, ipKey);
  return { authToken: result.authToken };
}
