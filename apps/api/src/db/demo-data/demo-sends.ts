import { EVENT_STATUS, eventMessageText, invitationLink, type SendChannel, type SendKind } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../query-rows';
import { eventRecipient, eventReminder, eventSurvey, messageOutbox } from '../schema/index';
import type { EventPlan } from './demo-events';
import type { Organization } from './demo-organization';

const DAY_MS = 86_400_000;
const COMMENTS = [
  '선물이 생각보다 고급스러워서 좋았습니다.',
  '배송이 빨라서 만족합니다.',
  '',
  '선택지가 조금 더 다양했으면 좋겠어요.',
  '',
  '포장이 깔끔하고 메시지 카드가 인상적이었습니다.',
  '모바일에서 고르기 편했어요.',
];
const SCORES = [5, 4, 5, 3, 4, 5, 2, 4, 5, 4];

/**
 * demo rows, written after the events: for the first running event an alimtalk invitation (sent, a few
 * fallen back to SMS, one failed with the provider's reason), a reminder by SMS scheduled for tomorrow (queued),
 * reminder schedules (one done, one waiting); survey answers from most recipients who applied; and demo-employee as
 * a recipient of the scheduled event too, so /m/prod-ready has something to show.
 */
export async function seedDemoSends(
  tx: Executor,
  plan: EventPlan,
  org: Organization,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const running = plan.events.find((e) => e.eventStatCd === EVENT_STATUS.running);
  const ready = plan.events.find((e) => e.eventStatCd === EVENT_STATUS.ready);
  const employee = org.users.find((u) => u.userId === 'demo-employee');
  if (
    ready &&
    employee &&
    !plan.recipients.some((r) => r.eventSn === ready.eventSn && r.unqUserId === employee.unqUserId)
  )
    await tx
      .insert(eventRecipient)
      .values({ eventSn: ready.eventSn, unqUserId: employee.unqUserId, allowedCnt: 1 });

  // Survey answers: about two in three of those who applied, in running and closed events.
  const answered = plan.recipients.filter((r) => r.usedCnt > 0).filter((_, i) => i % 3 !== 2);
  if (answered.length > 0)
    await tx.insert(eventSurvey).values(
      answered.map((r, i) => ({
        eventSn: r.eventSn,
        unqUserId: r.unqUserId,
        score: SCORES[i % SCORES.length]!,
        comment: COMMENTS[i % COMMENTS.length]!,
        createdAt: new Date(now.getTime() - (i % 5) * DAY_MS - 3_600_000),
      })),
    );

  if (!running) return;
  const cmpyNm = org.companies.find((c) => c.cmpyCd === running.cmpyCd)?.cmpyNm ?? '';
  const users = new Map(org.users.map((u) => [u.unqUserId, u]));
  const targets = plan.recipients
    .filter((r) => r.eventSn === running.eventSn)
    .map((r) => ({ recipient: r, user: users.get(r.unqUserId)! }))
    .filter((t) => t.user?.telNo);
  const values = (user: { userNm: string; userId: string }) => ({
    userNm: user.userNm,
    eventNm: running.eventNm,
    cmpyNm,
    link: invitationLink(publicUrl),
    userId: user.userId,
    password: null,
    startDt: running.startDt,
    startTm: running.startTm ?? '000000',
    endDt: running.endDt,
    endTm: running.endTm ?? '235959',
  });

  const send = async (
    kind: SendKind,
    channel: SendChannel,
    target: string,
    sendAt: Date,
    list: typeof targets,
    state: (
      i: number,
    ) => Pick<
      typeof messageOutbox.$inferInsert,
      'status' | 'channel' | 'fallbackFrom' | 'lastError' | 'sentAt'
    >,
  ) => {
    const [row] = await queryRows<{ eventSendSn: number }>(
      tx,
      sql`
        insert into event_send (event_sn, kind, channel, target, request_key, send_at, recipient_cnt, created_by, created_at)
        values (${running.eventSn}, ${kind}, ${channel}, ${target}, ${`demo-${kind}-${channel}`}, ${sendAt}, ${list.length},
          ${org.unqUserIdOf('demo-opmanager')}, ${new Date(Math.min(sendAt.getTime(), now.getTime()))})
        returning event_send_sn as "eventSendSn"`,
    );
    for (let start = 0; start < list.length; start += 500)
      await tx.insert(messageOutbox).values(
        list.slice(start, start + 500).map(({ user }, j) => ({
          recipient: (user.telNo ?? '').replace(/\D/g, ''),
          subject: null,
          body: eventMessageText(kind, values(user)),
          eventSendSn: row!.eventSendSn,
          unqUserId: user.unqUserId,
          nextAttemptAt: sendAt,
          createdAt: new Date(Math.min(sendAt.getTime(), now.getTime())),
          ...state(start + j),
        })),
      );
    return row!.eventSendSn;
  };

  const invitedAt = new Date(now.getTime() - 9 * DAY_MS);
  await send('INVITE', 'ALIMTALK', 'ALL', invitedAt, targets, (i) =>
    i % 17 === 5
      ? {
          status: 'FAILED',
          channel: 'SMS',
          fallbackFrom: 'ALIMTALK',
          lastError: '수신거부 번호입니다 (3059)',
          sentAt: null,
        }
      : i % 9 === 4
        ? {
            status: 'SENT',
            channel: 'SMS',
            fallbackFrom: 'ALIMTALK',
            lastError: 'ALIMTALK: 카카오톡 미사용자 (3018)',
            sentAt: new Date(invitedAt.getTime() + 60_000),
          }
        : {
            status: 'SENT',
            channel: 'ALIMTALK',
            fallbackFrom: null,
            lastError: null,
            sentAt: new Date(invitedAt.getTime() + 30_000),
          },
  );
  const notApplied = targets.filter((t) => t.recipient.usedCnt === 0);
  const remindedAt = new Date(now.getTime() + DAY_MS);
  if (notApplied.length > 0)
    await send('REMIND', 'SMS', 'NOT_APPLIED', remindedAt, notApplied, () => ({
      status: 'PENDING',
      channel: 'SMS',
      fallbackFrom: null,
      lastError: null,
      sentAt: null,
    }));
  await tx.insert(eventReminder).values([
    { eventSn: running.eventSn, daysBefore: 7, channel: 'ALIMTALK' },
    { eventSn: running.eventSn, daysBefore: 1, channel: 'SMS' },
  ]);
}
