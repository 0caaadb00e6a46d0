import { PAYMENT_STATUS } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * A card panel left open this long is abandoned: INIpay's own authentication expires well before it, so no approval
 * can arrive for it afterwards (and a late callback finds the payment no longer READY and approves nothing).
 */
export const PAYMENT_READY_TTL_MS = 60 * 60 * 1000;
export const PAYMENT_EXPIRED_TEXT = '결제 시간 초과';

/**
 * READY payments older than PAYMENT_READY_TTL_MS become CANCELED with a history row, in one statement, so the
 * operator's payment list stops showing them as waiting. The draft they were for holds nothing (decision 015), so
 * nothing else changes. Safe to run in several processes at once: only rows still READY move.
 */
export async function expireAbandonedPayments(deps: { db: Db; now: () => Date }): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - PAYMENT_READY_TTL_MS);
  const rows = await queryRows(
    deps.db,
    sql`
    with moved as (
      update payment set status = ${PAYMENT_STATUS.cancelled}, result_msg = ${PAYMENT_EXPIRED_TEXT},
        updated_at = ${now.toISOString()}
      where status = ${PAYMENT_STATUS.ready} and created_at < ${cutoff.toISOString()}
      returning oid
    )
    insert into payment_history (oid, kind, result_msg)
    select oid, 'EXPIRE', ${PAYMENT_EXPIRED_TEXT} from moved
    returning oid`,
  );
  return rows.length;
}
