import { addMonths, kstYyyymm, settlementMonthReadyNotice } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { managerNoticeDue, operatorCompanyCd, queueManagerNotice, screenLink } from '../messenger';
import { clientFactsSql } from './client-facts';
import { wonOf } from './won';

/**
 * Decision 056: once last month has ended (KST) and companies' drafts of it hold facts, the operators, who confirm
 * client bills (decision 037), are told in the operator company's messengers how many bills wait and for how much,
 * with a button to the bill list (which opens on those months). Told once per month and company (the notice's key),
 * however often the job runs; a month with nothing to confirm tells nothing. The drafts are read only while the
 * notice is still due, so the hourly job costs a lookup once it is told. Vendors' statements are confirmed by the
 * vendors themselves, who have no messenger settings: they are not told here. Returns how many were queued.
 */
export async function notifyMonthReadyToConfirm(deps: {
  db: Db;
  now: () => Date;
  publicUrl: string;
}): Promise<number> {
  const yyyymm = addMonths(kstYyyymm(deps.now()), -1);
  const cmpyCd = await operatorCompanyCd(deps.db);
  if (!cmpyCd) return 0;
  const once = `SETTLEMENT_MONTH|${yyyymm}|${cmpyCd}`;
  if (!(await managerNoticeDue(deps.db, cmpyCd, once))) return 0;
  return deps.db.transaction(async (tx) => {
    const [drafts] = await queryRows<{ companyCount: number; chargeAmt: unknown }>(
      tx,
      sql`select count(distinct f."cmpyCd")::int as "companyCount",
          coalesce(sum(f."chargeAmt"), 0)::bigint as "chargeAmt"
        from (${clientFactsSql(yyyymm, null)}) f`,
    );
    if (!drafts || drafts.companyCount === 0) return 0;
    const link = screenLink(deps.publicUrl, 'settlementClientList');
    const text = settlementMonthReadyNotice(
      { yyyymm, companyCount: drafts.companyCount, chargeAmt: wonOf(drafts.chargeAmt) },
      link,
    );
    return queueManagerNotice(tx, { cmpyCd, ...text, link, once });
  });
}
