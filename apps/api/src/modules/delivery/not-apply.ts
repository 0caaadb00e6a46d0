import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  EVENT_SEND_MESSAGES,
  eventMessageText,
  formatPeriod,
  formatPhone,
  invitationLink,
  maskName,
  maskPhone,
  NOT_FOUND_TEXT,
  type NotApplyRow,
  type notApplyEventsRequestSchema,
  type notApplyListRequestSchema,
  type notApplyRemindRequestSchema,
} from '@pcs/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messageOutbox } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany, companiesScope } from '../../http/tenant';
import { isExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log/record-access';
import * as repo from './flow-repository';
import { type FlowDeps, publicUrlOf } from './lines';

/** The template code on reminder messages: how the list finds when each recipient was last reminded. */
export const NOT_APPLY_TEMPLATE = 'NOT_APPLY_REMIND';

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
    (offset, limit) => repo.listNotApplied(deps.db, input.eventSn, input.userNm, null, offset, limit),
  );
  const ids = page.list.map((r) => r.unqUserId);
  const reminded =
    ids.length === 0
      ? []
      : await deps.db
          .select({ recipient: messageOutbox.recipient, at: sql<Date>`max(${messageOutbox.createdAt})` })
          .from(messageOutbox)
          .where(
            and(
              eq(messageOutbox.templateCode, `${NOT_APPLY_TEMPLATE}:${input.eventSn}`),
              inArray(messageOutbox.recipient, page.list.map((r) => r.telNo ?? '').filter(Boolean)),
            ),
          )
          .groupBy(messageOutbox.recipient)
          .orderBy(desc(sql`max(${messageOutbox.createdAt})`));
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
    const at = reminded.find((m) => m.recipient === r.telNo)?.at;
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
 * POST delivery/notApplyRemind.json: queues a reminder (SMS through the outbox) to every not-applied recipient of the
 * event, or to those chosen. Someone who applied meanwhile is skipped; a recipient without a phone too. The text is
 * the reminder of the send pop-ups: their name and ID, the close date and time, and the link.
 */
export async function notApplyRemind(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyRemindRequestSchema>,
) {
  const ev = await eventOf(deps, user, input.cmpyCd, input.eventSn);
  return deps.db.transaction(async (tx) => {
    const rows = await repo.listNotApplied(tx, input.eventSn, null, input.unqUserIds ?? null, 0, 100_000);
    const messages = rows
      .filter((r) => r.telNo)
      .map((r) => ({
        channel: 'SMS' as const,
        recipient: r.telNo ?? '',
        subject: EVENT_SEND_MESSAGES.reminderSubject(ev.eventNm),
        body: eventMessageText('REMIND', {
          userNm: r.userNm,
          eventNm: ev.eventNm,
          cmpyNm: ev.cmpyNm,
          link: invitationLink(publicUrlOf(deps)),
          userId: r.userId,
          password: null,
          startDt: ev.startDt,
          startTm: ev.startTm,
          endDt: ev.endDt,
          endTm: ev.endTm,
        }),
        // The tag lets the list show when each recipient was last reminded for this event.
        templateCode: `${NOT_APPLY_TEMPLATE}:${input.eventSn}`,
      }));
    // Queued in the transaction (transactional outbox); the worker sends and retries.
    for (let i = 0; i < messages.length; i += 1000)
      await tx.insert(messageOutbox).values(messages.slice(i, i + 1000));
    return { queued: messages.length };
  });
}
