import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  formatPeriod,
  formatPhone,
  maskName,
  maskPhone,
  NOT_FOUND_TEXT,
  type NotApplyRow,
  type notApplyEventsRequestSchema,
  type notApplyListRequestSchema,
  type notApplyRemindRequestSchema,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany, companiesScope } from '../../http/tenant';
import { isExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log/record-access';
import { queueEventSend } from '../event-send/send-event-messages';
import * as repo from './flow-repository';
import { type FlowDeps, publicUrlOf } from './lines';

/** POST delivery/notApplyEvents.json: per event, recipients, applied and not applied (client managers: own company). */
export async function notApplyEvents(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyEventsRequestSchema>,
) {
  const f = { cmpyCds: companiesScope(user, input.cmpyCds), eventNm: input.eventNm };
  const page = await listPage(
    input,
    () => repo.countNotApplyEvents(deps.db, f),
    (offset, limit) => repo.notApplyEvents(deps.db, f, offset, limit),
  );
  return {
    ...page,
    list: page.list.map((e) => ({
      cmpyCd: e.cmpyCd,
      cmpyNm: e.cmpyNm,
      eventSn: e.eventSn,
      eventNm: e.eventNm,
      period: formatPeriod(e),
      recipientCount: e.recipientCount,
      appliedCount: e.appliedCount,
      notAppliedCount: Math.max(0, e.recipientCount - e.appliedCount),
    })),
  };
}

async function eventOf(deps: FlowDeps, user: AuthUser, cmpyCd: string, eventSn: number) {
  assertCompany(user, cmpyCd);
  const ev = await repo.findEvent(deps.db, eventSn);
  if (!ev || ev.cmpyCd !== cmpyCd) throw notFound(NOT_FOUND_TEXT.event);
  return ev;
}

/**
 * POST delivery/notApplyList.json: one event's recipients who have not applied, a page (masked) or EXPORT (in full,
 * with a reason, recorded).
 */
export async function notApplyList(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyListRequestSchema>,
) {
  const ev = await eventOf(deps, user, input.cmpyCd, input.eventSn);
  const page = await listPage(
    input,
    () => repo.countNotApplied(deps.db, input.eventSn, input.userNm),
    (offset, limit) => repo.listNotApplied(deps.db, input.eventSn, input.userNm, offset, limit),
  );
  const ids = page.list.map((r) => r.unqUserId);
  // When each was last reminded: the reminders of this event (pop-ups, this screen, schedules) that reached them.
  const reminded =
    ids.length === 0
      ? []
      : (
          (await deps.db.execute(sql`
            select m.unq_user_id as "unqUserId", max(s.send_at) as "at"
            from event_send s join message_outbox m on m.event_send_sn = s.event_send_sn
            where s.event_sn = ${input.eventSn} and s.kind = 'REMIND'
              and m.unq_user_id = any(${sql.param(ids)}::text[])
            group by m.unq_user_id`)) as unknown as { rows: { unqUserId: string; at: Date | string }[] }
        ).rows;
  // The screen stays masked; the Excel is for calling or texting people, so it is in full, behind the role and
  // tenant checks above, a required reason and an access-log entry that says it was unmasked.
  const full = isExport(input);
  if (full)
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.downloadUnmasked,
      target: ACCESS_TARGET.notApplyList,
      rowCount: page.list.length,
      cmpyCd: input.cmpyCd,
      targetId: String(input.eventSn),
      reason: input.downloadReason ?? null,
    });
  const list: NotApplyRow[] = page.list.map((r) => {
    const at = reminded.find((m) => m.unqUserId === r.unqUserId)?.at;
    return {
      unqUserId: r.unqUserId,
      userId: r.userId,
      userNm: full ? r.userNm : maskName(r.userNm),
      telNo: full ? formatPhone(r.telNo ?? '') : maskPhone(r.telNo ?? ''),
      lastRemindDt: at ? ymdHmsKst(new Date(at)) : null,
    };
  });
  return { ...page, list, eventNm: ev.eventNm, cmpyNm: ev.cmpyNm };
}

/**
 * POST delivery/notApplyRemind.json: queues a reminder to every not-applied recipient of the event, or to those
 * chosen, through the send pop-ups' use case (queueEventSend): the same text rules (the default reminder or the
 * sender's own, its link and close time kept), the same requestKey (a repeated submit queues nothing more), the same
 * checks (own company, chosen people recipients of the event). Someone who applied meanwhile is skipped; a recipient
 * without an address on the channel too.
 */
export async function notApplyRemind(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyRemindRequestSchema>,
) {
  await eventOf(deps, user, input.cmpyCd, input.eventSn);
  const chosen = input.unqUserIds?.length ? input.unqUserIds : null;
  const sent = await queueEventSend(
    { db: deps.db, now: deps.now, publicUrl: publicUrlOf(deps) },
    {
      eventSn: input.eventSn,
      kind: 'REMIND',
      channel: input.channel,
      target: chosen ? 'USERS' : 'NOT_APPLIED',
      unqUserIds: chosen,
      issuePwdYn: 'N',
      subject: input.subject ?? null,
      body: input.body ?? null,
    },
    { requestKey: input.requestKey, sendAt: null, createdBy: user.unqUserId, caller: user },
  );
  return { queued: sent.recipientCnt };
}
