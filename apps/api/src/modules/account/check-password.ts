import { PASSWORD_CONFIRMATION, type PasswordConfirmation } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { accountThrottleKey, refundAttempt, verifyPassword } from '../auth';
import { takeAttempt } from './throttle';

/** Verifies a signed-in user's password; wrong answers count toward the account's login lock. */
export async function checkPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  user: { userId: string; passwordHash: string },
  password: string,
): Promise<PasswordConfirmation> {
  const now = deps.now();
  const key = accountThrottleKey(user.userId);
  const { maxFailures, lockMinutes } = deps.config.loginThrottle;
  // Taken before the check, like a login: parallel guesses cannot check more passwords than the lock allows.
  await takeAttempt(deps.db, key, now, { maxAttempts: maxFailures, lockMinutes, windowMinutes: 15 });
  if (!(await verifyPassword(user.passwordHash, password))) return PASSWORD_CONFIRMATION.notValid;
  await refundAttempt(deps.db, key);
  return PASSWORD_CONFIRMATION.valid;
}
