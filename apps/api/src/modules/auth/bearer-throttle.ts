import type { Executor } from '../../db/client';
import { throttleAddress } from '../../lib/throttle-address';
import { takeAttemptUntil } from './repository';

/**
 * Failed bearer authentications (public API keys, SCIM tokens) one client address may make in a minute before its
 * failures answer 429. An HR system that lost its key retries a few times a minute at most; a scan makes hundreds.
 */
export const BEARER_FAILURES_PER_MINUTE = 20;

/**
 * Counts one failed bearer authentication of an address on login_throttle (one atomic upsert, shared by every
 * process, purged with the login counters) and returns the seconds to wait once the address is over the limit, or
 * null. Both surfaces share one key per address, so a scanner gets one budget, not one per surface. Only failures
 * are counted and a valid key or token is never refused by it: the secrets are 256 bits, so the limit is not what
 * keeps them from being guessed; it keeps a misconfigured client or a scan from costing a lookup per call at full
 * speed, and a company's working integration behind the same NAT address keeps running.
 */
export async function countBearerFailure(db: Executor, clientIp: string, now: Date): Promise<number | null> {
  const lockedUntil = await takeAttemptUntil(db, `bearer-fail:${throttleAddress(clientIp)}`, now, {
    maxAttempts: BEARER_FAILURES_PER_MINUTE,
    windowMinutes: 1,
    lockMinutes: 1,
  });
  return lockedUntil === null ? null : Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}
