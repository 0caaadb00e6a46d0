import { AUTH_CD, addDays, kstToday, occasionUnchosenMail } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { enqueueMessage } from '../outbox';
import type { OccasionSendDeps } from './occasion-deps';

/** Occasion events closed longer ago than this are not looked at any more (the longest choice is 90 days). */
const NOTICE_LOOKBACK_DAYS = 120;

/**
 * Tells the client managers (25) of the company, by mail through the outbox, which gifts of an occasion event closed
 * unchosen, once per event (close action NOTIFY_MANAGER): when the event's close has finished (event_close), the
 * occasion_event row is claimed with a conditional update of close_notified_at, and the mail, with the count and
 * the names masked, is queued in the same transaction. Nothing goes when everyone chose. Returns the events noticed.
 */
export async function notifyUnchosenAtClose(deps: OccasionSendDeps): Promise<number> {
  const now = deps.now();
  const since = addDays(kstToday(now), -NOTICE_LOOKBACK_DAYS);
  const closed = await queryRows<{ ruleSn: number; sendDt: string }>(
    deps.db,
    sql`select oe.rule_sn as "ruleSn", oe.send_dt as "sendDt"
      from occasion_rule r
      join occasion_event oe on oe.rule_sn = r.rule_sn and oe.send_dt >= ${since}
      join event_close c on c.event_sn = oe.event_sn
      where r.close_action = 'NOTIFY_MANAGER' and oe.close_notified_at is null and c.finished_at is not null
      order by oe.rule_sn, oe.send_dt`,
  );
  let noticed = 0;
  for (const c of closed)
    noticed += await deps.db.transaction(async (tx) => {
      const [ev] = await queryRows<{
        eventSn: number;
        cmpyCd: string;
        cmpyNm: string;
        eventNm: string;
        endDt: string;
      }>(
        tx,
        sql`with claimed as (
            update occasion_event set close_notified_at = ${now}
            where rule_sn = ${c.ruleSn} and send_dt = ${c.sendDt} and close_notified_at is null
            returning event_sn)
          select e.event_sn as "eventSn", e.cmpy_cd as "cmpyCd", co.cmpy_nm as "cmpyNm", e.event_nm as "eventNm",
            e.end_dt as "endDt"
          from claimed join event e on e.event_sn = claimed.event_sn join company co on co.cmpy_cd = e.cmpy_cd`,
      );
      if (!ev) return 0;
      const names = await queryRows<{ userNm: string }>(
        tx,
        sql`select u.user_nm as "userNm" from event_recipient er join app_user u on u.unq_user_id = er.unq_user_id
          where er.event_sn = ${ev.eventSn} and er.used_cnt = 0 order by u.user_nm, u.unq_user_id`,
      );
      if (names.length === 0) return 1;
      const managers = await queryRows<{ email: string }>(
        tx,
        sql`select distinct trim(email) as email from app_user
          where auth_cd = ${AUTH_CD.clientManager} and cmpy_cd = ${ev.cmpyCd} and use_yn = 'Y'
            and nullif(trim(email), '') is not null
          order by 1`,
      );
      const mail = occasionUnchosenMail(
        ev,
        names.map((n) => n.userNm),
        `${deps.publicUrl.replace(/\/$/, '')}/event/detail/${encodeURIComponent(ev.cmpyCd)}/${ev.eventSn}`,
      );
      for (const m of managers) await enqueueMessage(tx, { channel: 'MAIL', recipient: m.email, ...mail });
      return 1;
    });
  return noticed;
}
