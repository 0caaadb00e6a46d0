import type { ClientBillMonthConfirmReply, ClientBillMonthConfirmRequest } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { confirmEveryClientBill } from './confirm-every-client-bill';

/**
 * POST .../settlement/client/confirmMonth.json (decision 037): the bill list's month-end close. confirmEveryClientBill
 * (operators only, refused before anything is read) bills every company it can; the screen gets the counts and sums,
 * and each company left a draft with its name and the reason its own confirm would give.
 */
export async function closeClientMonth(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: ClientBillMonthConfirmRequest,
): Promise<ClientBillMonthConfirmReply> {
  const { yyyymm, confirmed, refused } = await confirmEveryClientBill(deps, user, input);
  const names = new Map<string, string>();
  if (refused.length > 0) {
    const rows = await queryRows<{ cmpyCd: string; cmpyNm: string }>(
      deps.db,
      sql`select cmpy_cd as "cmpyCd", cmpy_nm as "cmpyNm" from company
        where cmpy_cd in (${sql.join(
          refused.map((r) => sql`${r.cmpyCd}`),
          sql`, `,
        )})`,
    );
    for (const r of rows) names.set(r.cmpyCd, r.cmpyNm);
  }
  return {
    yyyymm,
    billCnt: confirmed.length,
    lineCnt: confirmed.reduce((n, b) => n + b.lineCnt, 0),
    chargeAmt: confirmed.reduce((s, b) => s + b.chargeAmt, 0),
    refused: refused.map((r) => ({ ...r, cmpyNm: names.get(r.cmpyCd) ?? r.cmpyCd })),
  };
}
