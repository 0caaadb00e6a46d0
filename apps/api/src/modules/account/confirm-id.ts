import type { AppDeps } from '../../app-deps';
import * as repo from './repository';
import { takeAttempt } from './throttle';

const CHECKS_PER_IP = { maxAttempts: 60, windowMinutes: 10, lockMinutes: 10 };

/** POST {sso}/v1/ebmp/confirmId.json: is this ID free for a sign-up? Limited per client address (enumeration). */
export async function confirmId(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  clientIp: string,
): Promise<{ available: boolean }> {
  const now = deps.now();
  const key = `confirm-id-ip:${clientIp}`;
  await takeAttempt(deps.db, key, now, CHECKS_PER_IP);
  return { available: !(await repo.userIdExists(deps.db, userId)) };
}
