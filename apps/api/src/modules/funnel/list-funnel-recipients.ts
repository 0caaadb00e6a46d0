import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  FUNNEL_STAGES,
  type FunnelRecipientRow,
  type funnelRecipientsRequestSchema,
  listMaskingFor,
  maskPersonal,
  type SendChannel,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { listPage, type Page } from '../../lib/list-page';
import { recordAccess } from '../access-log';
import { deliveredChannelSql, deliveredMessageSql } from './delivered';
import { loadFunnelEvent } from './get-funnel';
import { funnelFilterSql, funnelStageSql } from './stage-sql';

type Row = Omit<FunnelRecipientRow, 'deliveredChannels'> & { deliveredChannels: SendChannel[] | null };

/**
 * POST /v1/ebmp/pcs/funnel/recipients.json: the event's recipients with the stages each reached, optionally only
 * those a filter lists (what a targeted reminder will reach), a page at a time. Names are masked as the list
 * conventions say (listMaskingFor) and every read is access-logged.
 */
export async function listFunnelRecipients(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof funnelRecipientsRequestSchema>,
): Promise<Page<FunnelRecipientRow>> {
  const ev = await loadFunnelEvent(deps.db, user, input.eventSn);
  const where = sql`r.event_sn = ${ev.eventSn} ${input.filter ? sql`and ${funnelFilterSql(input.filter)}` : sql``}`;
  const page = await listPage(
    input,
    async () =>
      (
        await queryRows<{ n: number }>(
          deps.db,
          sql`select count(*)::int as n from event_recipient r where ${where}`,
        )
      )[0]?.n ?? 0,
    (offset, limit) =>
      queryRows<Row>(
        deps.db,
        sql`
          select r.unq_user_id as "unqUserId", u.user_nm as "userNm", u.user_id as "userId", g.grup_nm as "grupNm",
            ${sql.join(
              FUNNEL_STAGES.map((s) => sql`${funnelStageSql(s, 'r')} as ${sql.identifier(s)}`),
              sql`, `,
            )},
            (select array_agg(distinct ${deliveredChannelSql('m')} order by ${deliveredChannelSql('m')})
              from message_outbox m join event_send es on es.event_send_sn = m.event_send_sn
              where es.event_sn = r.event_sn and m.unq_user_id = r.unq_user_id and ${deliveredMessageSql('m')})
              as "deliveredChannels"
          from event_recipient r
          join app_user u on u.unq_user_id = r.unq_user_id
          left join company_group g on g.cmpy_cd = u.cmpy_cd and g.grup_cd = u.grup_cd
          where ${where}
          order by u.user_nm, r.unq_user_id
          limit ${limit} offset ${offset}`,
      ),
  );
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.read,
    target: ACCESS_TARGET.funnelList,
    rowCount: page.list.length,
    cmpyCd: ev.cmpyCd,
    targetId: String(ev.eventSn),
  });
  const masking = listMaskingFor(user.authCd);
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      userNm: maskPersonal(masking, { name: r.userNm }).name,
      deliveredChannels: r.deliveredChannels ?? [],
    })),
  };
}
