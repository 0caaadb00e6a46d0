import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { queryRows } from '../../../db/query-rows';
import { appUser, company, event, eventRecipient, giftOrder } from '../../../db/schema/index';

/**
 * The not-applied (/delivery/notApply): events with their applied counts, the recipients who have not chosen,
 * when each was last reminded.
 */

const notApplied = (eventSn: number) =>
  and(
    eq(eventRecipient.eventSn, eventSn),
    // An order whose choice was given back after its return (decision 030) leaves its recipient to choose again.
    sql`not exists (select 1 from ${giftOrder} where ${giftOrder.eventSn} = ${eventSn} and ${giftOrder.unqUserId} = ${eventRecipient.unqUserId} and ${giftOrder.ordStatCd} = '01' and ${giftOrder.reopenedAt} is null)`,
  );

export const notApplyEvents = (
  db: Executor,
  f: { cmpyCds: string[] | null; eventNm: string | null },
  offset: number,
  limit: number,
) =>
  db
    .select({
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
      recipientCount: sql<number>`(select count(*)::int from ${eventRecipient} er where er.event_sn = ${event.eventSn})`,
      appliedCount: sql<number>`(select count(distinct go.unq_user_id)::int from ${giftOrder} go where go.event_sn = ${event.eventSn} and go.ord_stat_cd = '01' and go.reopened_at is null)`,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(notApplyEventConditions(f))
    .orderBy(desc(event.eventSn))
    .limit(limit)
    .offset(offset);

const notApplyEventConditions = (f: { cmpyCds: string[] | null; eventNm: string | null }) =>
  and(
    eq(event.testYn, 'N'),
    f.cmpyCds ? inArray(event.cmpyCd, f.cmpyCds) : undefined,
    f.eventNm ? ilike(event.eventNm, containsPattern(f.eventNm)) : undefined,
  );

export const countNotApplyEvents = (db: Executor, f: { cmpyCds: string[] | null; eventNm: string | null }) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(event)
    .where(notApplyEventConditions(f))
    .then((rows) => rows[0]?.n ?? 0);

export const findEvent = (db: Executor, eventSn: number) =>
  db
    .select({
      eventSn: event.eventSn,
      eventNm: event.eventNm,
      cmpyCd: event.cmpyCd,
      cmpyNm: company.cmpyNm,
      startDt: event.startDt,
      startTm: event.startTm,
      endDt: event.endDt,
      endTm: event.endTm,
    })
    .from(event)
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .where(eq(event.eventSn, eventSn))
    .then((rows) => rows[0] ?? null);

const notAppliedWhere = (eventSn: number, userNm: string | null) =>
  and(notApplied(eventSn), userNm ? ilike(appUser.userNm, containsPattern(userNm)) : undefined);

export const countNotApplied = (db: Executor, eventSn: number, userNm: string | null) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .where(notAppliedWhere(eventSn, userNm))
    .then((rows) => rows[0]?.n ?? 0);

export const listNotApplied = (
  db: Executor,
  eventSn: number,
  userNm: string | null,
  offset: number,
  limit: number,
) =>
  db
    .select({
      unqUserId: appUser.unqUserId,
      userId: appUser.userId,
      userNm: appUser.userNm,
      telNo: appUser.telNo,
    })
    .from(eventRecipient)
    .innerJoin(appUser, eq(appUser.unqUserId, eventRecipient.unqUserId))
    .where(notAppliedWhere(eventSn, userNm))
    .orderBy(asc(appUser.userNm), asc(appUser.unqUserId))
    .limit(limit)
    .offset(offset);

/** When each of these recipients was last reminded of the event: reminders (pop-ups, this screen, schedules) that reached them. */
export const lastReminders = (db: Executor, eventSn: number, unqUserIds: string[]) =>
  unqUserIds.length === 0
    ? Promise.resolve([])
    : queryRows<{ unqUserId: string; at: Date | string }>(
        db,
        sql`
            select m.unq_user_id as "unqUserId", max(s.send_at) as "at"
            from event_send s join message_outbox m on m.event_send_sn = s.event_send_sn
            where s.event_sn = ${eventSn} and s.kind = 'REMIND'
              and m.unq_user_id = any(${sql.param(unqUserIds)}::text[])
            group by m.unq_user_id`,
      );
