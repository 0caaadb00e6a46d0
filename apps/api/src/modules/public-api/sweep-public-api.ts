import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiIdempotency, apiRateLimit, apiRequestLog } from '../../db/schema/index';
import { IDEMPOTENCY_TTL_MS } from './v1/idempotency';

const LOG_KEEP_MS = 90 * 24 * 60 * 60_000;

/**
 * The public API's periodic sweep (decision 038): idempotency rows after 24 h, request log rows after 90 days and
 * ended throttle windows. Plain deletes by time, so two processes may both run it.
 */
export async function sweepPublicApi(deps: { db: Db; now: () => Date }) {
  const now = deps.now().getTime();
  const idempotency = await deps.db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ k: apiIdempotency.idemKey });
  const logs = await deps.db
    .delete(apiRequestLog)
    .where(lt(apiRequestLog.at, new Date(now - LOG_KEEP_MS)))
    .returning({ id: apiRequestLog.id });
  await deps.db.delete(apiRateLimit).where(lt(apiRateLimit.resetAt, new Date(now - 60_000)));
  return { idempotency: idempotency.length, requestLogs: logs.length };
}
