import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { tooManyRequests } from '../../http/errors';
import * as authRepo from '../auth/repository';

/** Refuses the call while any of these throttle keys is locked. */
export async function assertNotThrottled(db: Executor, keys: string[], now: Date): Promise<void> {
  const rows = await authRepo.readThrottles(db, keys);
  if (rows.some((r) => r.lockedUntil && r.lockedUntil > now))
    throw tooManyRequests(ACCOUNT_MESSAGES.authThrottled);
}
