import {
  eventMessageSubject,
  eventMessageText,
  maskName,
  maskPhone,
  type SendHistoryItem,
  type SendMessageItem,
  type SendPreviewReply,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { listPage, type Page } from '../../lib/list-page';
import { maskSecret } from '../outbox';
import { loadSendEvent, targetRecipients } from './repository';
import { authorizeSend } from './send-access';
import {
  carriesPassword,
  contactOf,
  phoneKind,
  phoneTextBytes,
  resolveSendText,
  type SendSpec,
  valuesFor,
} from './send-event-messages';

const PREVIEW_SAMPLES = 5;

/** A mail address with its local part hidden but its first two characters (kim***@pcs.co.kr). */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};
const maskContact = (channel: string, value: string) =>
  channel === 'MAIL' ? maskEmail(value) : maskPhone(value);

/**
 * The message as each of the first recipients will get it, with their own values and the sender's text (or the
 * default); an initial password shows as ****** (the real one is made only when the send is queued, and never
 * shown). Also the channel it goes by (an edited alimtalk goes by SMS/LMS) and, for a phone text, the most bytes it
 * takes for anyone of the send.
 */
export async function previewSend(
  deps: { db: Db; publicUrl: string },
  caller: AuthUser,
  spec: SendSpec,
): Promise<SendPreviewReply> {
  const ev = await loadSendEvent(deps.db, spec.eventSn);
  await authorizeSend(deps.db, caller, ev, spec);
  const text = resolveSendText(spec);
  const channel = text.channel;
  const all = await targetRecipients(deps.db, ev, spec);
  const reachable = all.filter((r) => contactOf(r, channel));
  return {
    recipientCnt: reachable.length,
    noContactCnt: all.length - reachable.length,
    sendChannel: channel,
    maxBytes: await phoneTextBytes(deps, ev, spec, text),
    sampleList: reachable.slice(0, PREVIEW_SAMPLES).map((r) => {
      const values = valuesFor(ev, r, deps.publicUrl, carriesPassword(spec, r));
      const body = maskSecret(eventMessageText(spec.kind, values, text.body));
      return {
        unqUserId: r.unqUserId,
        userNm: r.userNm,
        recipient: maskContact(channel, contactOf(r, channel)!),
        channel,
        smsKind: phoneKind(channel, body),
        subject: channel === 'MAIL' ? eventMessageSubject(spec.kind, values, text.subject) : null,
        body,
      };
    }),
  };
}

/** Sends of an event, newest first, with how many of their messages are queued, sent, failed or fell back. */
export async function sendHistory(
  db: Db,
  input: { eventSn: number; page?: number; pageSize?: number },
): Promise<Page<SendHistoryItem>> {
  await loadSendEvent(db, input.eventSn);
  return listPage(
    input,
    async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from event_send where event_sn = ${input.eventSn}`,
          )
        )[0]?.n ?? 0,
      ),
    async (offset, limit) => {
      const rows = await queryRows<
        Omit<SendHistoryItem, 'sendAt' | 'createdAt'> & {
          sendAt: Date | string;
          createdAt: Date | string;
        }
      >(
        db,
        sql`
          select s.event_send_sn as "eventSendSn", s.kind, s.channel, s.target, s.grup_cd as "grupCd",
            s.send_at as "sendAt", s.recipient_cnt as "recipientCnt", s.created_by as "createdBy",
            s.created_at as "createdAt",
            count(m.id) filter (where m.status in ('PENDING', 'SENDING'))::int as "queuedCnt",
            count(m.id) filter (where m.status = 'SENT')::int as "sentCnt",
            count(m.id) filter (where m.status = 'FAILED')::int as "failedCnt",
            count(m.id) filter (where m.fallback_from is not null)::int as "fallbackCnt"
          from event_send s left join message_outbox m on m.event_send_sn = s.event_send_sn
          where s.event_sn = ${input.eventSn}
          group by s.event_send_sn
          order by s.event_send_sn desc offset ${offset} limit ${limit}`,
      );
      return rows.map((r) => ({
        ...r,
        sendAt: new Date(r.sendAt).toISOString(),
        createdAt: new Date(r.createdAt).toISOString(),
      }));
    },
  );
}

const STATUS_FILTER = {
  QUEUED: sql`and m.status in ('PENDING', 'SENDING')`,
  SENT: sql`and m.status = 'SENT'`,
  FAILED: sql`and m.status = 'FAILED'`,
} as const;

/** The messages of an event (or of one of its sends): masked recipient, state and the provider's reason. */
export async function sendMessages(
  db: Db,
  input: {
    eventSn: number;
    eventSendSn?: number | null;
    status?: keyof typeof STATUS_FILTER | null;
    page?: number;
    pageSize?: number;
  },
): Promise<Page<SendMessageItem>> {
  await loadSendEvent(db, input.eventSn);
  const where = sql`s.event_sn = ${input.eventSn}
    ${input.eventSendSn ? sql`and s.event_send_sn = ${input.eventSendSn}` : sql``}
    ${input.status ? STATUS_FILTER[input.status] : sql``}`;
  return listPage(
    input,
    async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`
          select count(*)::int as n from message_outbox m join event_send s on s.event_send_sn = m.event_send_sn
          where ${where}`,
        )
      )[0]?.n ?? 0,
    async (offset, limit) => {
      const rows = await queryRows<{
        id: number;
        eventSendSn: number;
        unqUserId: string | null;
        userNm: string | null;
        recipient: string;
        channel: string;
        fallbackFrom: string | null;
        status: string;
        lastError: string | null;
        sendAt: Date | string;
        sentAt: Date | string | null;
      }>(
        db,
        sql`
          select m.id, m.event_send_sn as "eventSendSn", m.unq_user_id as "unqUserId", u.user_nm as "userNm",
            m.recipient, m.channel, m.fallback_from as "fallbackFrom", m.status, m.last_error as "lastError",
            m.next_attempt_at as "nextAttemptAt", s.send_at as "sendAt", m.sent_at as "sentAt"
          from message_outbox m join event_send s on s.event_send_sn = m.event_send_sn
            left join app_user u on u.unq_user_id = m.unq_user_id
          where ${where}
          order by m.id desc offset ${offset} limit ${limit}`,
      );
      return rows.map((r) => ({
        id: r.id,
        eventSendSn: r.eventSendSn,
        unqUserId: r.unqUserId,
        userNm: maskName(r.userNm ?? ''),
        recipient: maskContact(r.channel, r.recipient),
        channel: r.channel,
        fallbackFrom: r.fallbackFrom,
        // SENDING is a worker's lease, not a state people need: it still waits to go out.
        status: r.status === 'SENDING' ? 'PENDING' : r.status,
        lastError: r.lastError,
        sendAt: new Date(r.sendAt).toISOString(),
        sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
      }));
    },
  );
}

/** Recipients who have not applied yet (the manual reminder's list), masked, with their last invitation time. */
export async function notAppliedRecipients(
  db: Db,
  input: { eventSn: number; page?: number; pageSize?: number },
) {
  await loadSendEvent(db, input.eventSn);
  return listPage(
    input,
    async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`
          select count(*)::int as n from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
          where r.event_sn = ${input.eventSn} and r.used_cnt = 0 and u.use_yn = 'Y'`,
        )
      )[0]?.n ?? 0,
    async (offset, limit) => {
      const rows = await queryRows<{
        unqUserId: string;
        userNm: string;
        telNo: string;
        grupNm: string | null;
        lastInviteAt: Date | string | null;
      }>(
        db,
        sql`
          select u.unq_user_id as "unqUserId", u.user_nm as "userNm", coalesce(u.tel_no, '') as "telNo",
            g.grup_nm as "grupNm",
            (select max(s.send_at) from event_send s join message_outbox m on m.event_send_sn = s.event_send_sn
              where s.event_sn = r.event_sn and m.unq_user_id = r.unq_user_id) as "lastInviteAt"
          from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
            left join company_group g on g.cmpy_cd = u.cmpy_cd and g.grup_cd = u.grup_cd
          where r.event_sn = ${input.eventSn} and r.used_cnt = 0 and u.use_yn = 'Y'
          order by u.user_nm, u.unq_user_id offset ${offset} limit ${limit}`,
      );
      return rows.map((r) => ({
        unqUserId: r.unqUserId,
        userNm: maskName(r.userNm),
        telNo: maskPhone(r.telNo),
        grupNm: r.grupNm,
        lastInviteAt: r.lastInviteAt ? new Date(r.lastInviteAt).toISOString() : null,
      }));
    },
  );
}
