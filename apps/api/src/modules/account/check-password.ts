import { PASSWORD_CONFIRMATION, type PasswordConfirmation } from '@pcs/domain';
import type { AppDeps } from '../../app-deps';
import { verifyPassword } from '../auth/credentials';
import { accountThrottleKey } from '../auth/login';
import * as authRepo from '../auth/repository';
import { assertNotThrottled } from './throttle';

/** Verifies a signed-in user's password; wrong answers count toward the account's login lock. */
export async function checkPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  user: { userId: string; passwordHash: string },
  password: string,
): Promise<PasswordConfirmation> {
  const now = deps.now();
  const key = accountThrottleKey(user.userId);
  await assertNotThrottled(deps.db, [key], now);
  if (await verifyPassword(user.passwordHash, password)) return PASSWORD_CONFIRMATION.valid;
  const { maxFailures, lockMinutes } = deps.config.loginThrottle;
  await authRepo.recordFailure(deps.db, key, now, { maxFailures, lockMinutes, windowMinutes: 15 });
  return PASSWORD_CONFIRMATION.notValid;
}
