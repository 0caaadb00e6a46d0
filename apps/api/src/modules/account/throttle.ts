import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { tooManyRequests } from '../../http/errors';
import * as authRepo from '../auth/repository';

export type ThrottleRule = { maxAttempts: number; windowMinutes: number; lockMinutes: number };

/**
 * Takes one attempt on a throttle key before the guarded work runs (atomic: parallel calls cannot get more than the
 * rule allows) and refuses with 429 when the key is used up.
 */
export async function takeAttempt(
  db: Executor,
  key: string,
  now: Date,
  rule: ThrottleRule,
  refusal: string = ACCOUNT_MESSAGES.authThrottled,
): Promise<void> {
  if (!(await authRepo.takeAttempt(db, key, now, rule))) throw tooManyRequests(refusal);
}
