import type { AppDeps } from '../../app-deps';
import { throttleAddress } from '../../lib/throttle-address';
import * as repo from './repository';
import { takeDelayedAttempt } from './throttle';

/**
 * The sign-up form needs a handful of checks; beyond that an address is slowed (waits of 1 s doubling to 30 s),
 * never locked, so colleagues signing up behind one NAT address are only delayed (decision 022).
 */
const CHECKS_PER_IP = { freeAttempts: 30, windowMinutes: 10, baseDelaySeconds: 1, maxDelaySeconds: 30 };

/**
 * POST {sso}/v1/ebmp/confirmId.json: is this ID free for a sign-up? It has to tell (the form's 사용 가능한 아이디입니다),
 * so instead of hiding the answer it is rationed per client address against enumeration.
 */
export async function confirmId(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  clientIp: string,
): Promise<{ available: boolean }> {
  const now = deps.now();
  await takeDelayedAttempt(deps.db, `confirm-id-ip:${throttleAddress(clientIp)}`, now, CHECKS_PER_IP);
  return { available: !(await repo.userIdExists(deps.db, userId)) };
}
