import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { tooManyRequests } from '../../http/errors';
import * as auth from '../auth';

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
  if (!(await auth.takeAttempt(db, key, now, rule))) throw tooManyRequests(refusal);
}

/**
 * Takes one attempt on a key that slows down instead of locking (auth's takeDelayedAttempt) and refuses with 429
 * and Retry-After while the key waits.
 */
export async function takeDelayedAttempt(
  db: Executor,
  key: string,
  now: Date,
  rule: auth.DelayRule,
  refusal: string = ACCOUNT_MESSAGES.authThrottled,
): Promise<void> {
  const retryAt = await auth.takeDelayedAttempt(db, key, now, rule);
  if (retryAt)
    throw tooManyRequests(refusal, {
      retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
    });
}
