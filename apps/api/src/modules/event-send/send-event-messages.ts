import {
  type ChainChannel,
  CLAIM_CODE_LENGTH,
  chainSteps,
  channelIn,
  claimLink,
  DEFAULT_LANGUAGE,
  defaultMessageBody,
  defaultMessageSubject,
  EVENT_SEND_MESSAGES,
  EVENT_STATUS,
  eventMessageSubject,
  eventMessageText,
  type FunnelFilter,
  isDefaultMessageBody,
  isMessengerChannel,
  type Language,
  LMS_MAX_BYTES,
  type MessageValues,
  messageTextProblem,
  normalizeMessageText,
  phoneTextBytesBound,
  type SendChannel,
  type SendKind,
  type SendTarget,
  smsKind,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { hashPassword } from '../auth';
import { claimLinkCodes, claimLinkJoinSql, ensureClaimLinks } from '../funnel';
import { type ChainSettings, chainSettings, SECRET_PLACEHOLDER } from '../outbox';
import { TEMP_PASSWORD_LENGTH, tempPassword } from '../user-admin';
import {
  loadSendEvent,
  longestTargetValues,
  type SendEvent,
  type TargetRecipient,
  targetFilter,
  targetRecipients,
} from './repository';
import { authorizeSend } from './send-access';

/** An initial password in an invitation is readable by the transport for 3 days, like user-admin's (decision 009). */
const INITIAL_PASSWORD_VALID_MS = 3 * 86_400_000;
/** Alimtalk template codes registered with Kakao (used only when a Solapi pfId is configured). */
const TEMPLATE_CODE: Record<SendKind, string> = { INVITE: 'PCS_EVENT_INVITE', REMIND: 'PCS_EVENT_REMIND' };

export type SendSpec = {
  eventSn: number;
  kind: SendKind;
  channel: SendChannel;
  target: SendTarget;
  grupCd?: string | null;
  unqUserIds?: readonly string[] | null;
  funnelFilter?: FunnelFilter | null;
  issuePwdYn: 'Y' | 'N';
  /** The sender's own texts (null or absent: the default of the kind). */
  subject?: string | null;
  body?: string | null;
};

/** The texts a send goes with, and the channel it goes by. */
export type SendText = {
  subject: string;
  body: string;
  channel: SendChannel;
  /** The default body was kept: each recipient gets it in their own language (decision 055). */
  localized: boolean;
  /** The default subject was kept (mail): likewise. */
  localizedSubject: boolean;
};

/**
 * The sender's texts or the defaults, checked (unknown variables, the link and close time kept); an alimtalk whose
 * text was edited goes by SMS/LMS, since an alimtalk must match the template registered with Kakao.
 */
export function resolveSendText(spec: Pick<SendSpec, 'kind' | 'channel' | 'subject' | 'body'>): SendText {
  const problem = messageTextProblem(spec);
  if (problem) throw badRequest(problem.message);
  const edited = !isDefaultMessageBody(spec.kind, spec.body);
  return {
    subject:
      spec.channel === 'MAIL' && spec.subject != null
        ? normalizeMessageText(spec.subject)
        : defaultMessageSubject(spec.kind),
    body: spec.body == null ? defaultMessageBody(spec.kind) : normalizeMessageText(spec.body),
    channel: spec.channel === 'ALIMTALK' && edited ? 'SMS' : spec.channel,
    localized: !edited,
    localizedSubject:
      spec.channel !== 'MAIL' ||
      spec.subject == null ||
      normalizeMessageText(spec.subject) === defaultMessageSubject(spec.kind),
  };
}

/**
 * The most bytes the phone text takes for any target of the send (null for mail); a send above LMS_MAX_BYTES is
 * refused before anything is queued.
 */
export async function phoneTextBytes(
  deps: { db: Db; publicUrl: string },
  ev: SendEvent,
  spec: SendSpec,
  text: SendText,
): Promise<number | null> {
  if (text.channel === 'MAIL') return null;
  const longest = await longestTargetValues(deps.db, ev, spec);
  return phoneTextBytesBound(spec.kind, text.body, eventValues(ev, deps.publicUrl), {
    ...longest,
    passwordChars: spec.issuePwdYn === 'Y' ? TEMP_PASSWORD_LENGTH : null,
  });
}

/** The address of a recipient on a channel, or null when they have none there. */
export function contactOf(r: Pick<TargetRecipient, 'telNo' | 'email'>, channel: SendChannel): string | null {
  if (channel === 'MAIL') return r.email?.trim() || null;
  const phone = r.telNo?.replace(/\D/g, '') ?? '';
  return phone.length >= 10 ? phone : null;
}

/**
 * A stand-in for a person's claim-link code where no real one is at hand (previews, the byte bound): as long as a
 * real code, so the bytes a phone text takes are exact.
 */
const SAMPLE_CODE = '0'.repeat(CLAIM_CODE_LENGTH);

/**
 * The values of the event every recipient's message shares; `code` is the person's claim-link code (decision 053),
 * the sample where the person is not known yet.
 */
export const eventValues = (
  ev: SendEvent,
  publicUrl: string,
  code: string = SAMPLE_CODE,
): Omit<MessageValues, 'userNm' | 'userId' | 'password'> => ({
  eventNm: ev.eventNm,
  cmpyNm: ev.cmpyNm,
  link: claimLink(publicUrl, code),
  startDt: ev.startDt,
  startTm: ev.startTm,
  endDt: ev.endDt,
  endTm: ev.endTm,
});

/** The recipient's own values; `password` is the placeholder where an initial password goes, else null. */
export function valuesFor(
  ev: SendEvent,
  r: Pick<TargetRecipient, 'userNm' | 'userId'>,
  publicUrl: string,
  withPassword: boolean,
  code?: string,
): MessageValues {
  return {
    ...eventValues(ev, publicUrl, code),
    userNm: r.userNm,
    userId: r.userId,
    password: withPassword ? SECRET_PLACEHOLDER : null,
  };
}

/** Whether this recipient's message carries a (newly issued) initial password. */
export const carriesPassword = (spec: Pick<SendSpec, 'issuePwdYn'>, r: TargetRecipient) =>
  spec.issuePwdYn === 'Y' && r.firstLoginYn === 'Y';

type OutboxRow = {
  channel: SendChannel;
  recipient: string;
  subject: string;
  body: string;
  secret: string | null;
  secretExpiresAt: Date | null;
  templateCode: string | null;
  payload: string | null;
  nextAttemptAt: Date;
  eventSendSn: number;
  unqUserId: string;
};
const OUTBOX_COLUMNS: readonly BulkColumn<OutboxRow>[] = [
  { name: 'channel', type: 'text', value: (m) => m.channel },
  { name: 'recipient', type: 'text', value: (m) => m.recipient },
  { name: 'subject', type: 'text', value: (m) => m.subject },
  { name: 'body', type: 'text', value: (m) => m.body },
  { name: 'secret', type: 'text', value: (m) => m.secret },
  { name: 'secret_expires_at', type: 'timestamptz', value: (m) => m.secretExpiresAt },
  { name: 'template_code', type: 'text', value: (m) => m.templateCode },
  { name: 'payload', type: 'jsonb', value: (m) => m.payload },
  { name: 'next_attempt_at', type: 'timestamptz', value: (m) => m.nextAttemptAt },
  { name: 'event_send_sn', type: 'integer', value: (m) => m.eventSendSn },
  { name: 'unq_user_id', type: 'text', value: (m) => m.unqUserId },
];

/** Markers the per-recipient values take in the message template that the database fills in (never in real text). */
const NAME_MARK = '\u0001N';
const ID_MARK = '\u0001I';
/** Where the person's claim-link code goes (filled from claim_link c). */
const CODE_MARK = '\u0001C';

/** The address on a channel, in SQL: the same rule as contactOf; a messenger finds the person by e-mail. */
const byMail = (channel: ChainChannel) => channel === 'MAIL' || isMessengerChannel(channel);
const contactSql = (channel: ChainChannel) =>
  byMail(channel)
    ? sql`nullif(trim(u.email), '')`
    : sql`nullif(regexp_replace(coalesce(u.tel_no, ''), '[^0-9]', '', 'g'), '')`;
const hasContactSql = (channel: ChainChannel) =>
  byMail(channel)
    ? sql`nullif(trim(u.email), '') is not null`
    : sql`length(regexp_replace(coalesce(u.tel_no, ''), '[^0-9]', '', 'g')) >= 10`;

/**
 * The message's delivery chain (decision 052) as the database builds it per recipient: the steps of
 * packages/domain chainSteps (with stand-in addresses: the send's channel, the connected messengers the chain puts
 * ahead of it, the chain's later channels), each but the send's own channel only where the person has an address
 * there - the same rule as chainSteps, written in SQL so 100,000 rows are still one INSERT ... SELECT. The row
 * starts at the chain's first step.
 */
function chainSql(settings: ChainSettings, channel: SendChannel) {
  const channels = chainSteps(
    settings.chain,
    { channel, recipient: '-' },
    { phone: '-', mail: '-' },
    channel === 'ALIMTALK',
    settings.messengers,
  ).map((s) => s.channel);
  const step = (c: ChainChannel) =>
    sql`jsonb_build_array(jsonb_build_object('channel', ${c}::text, 'recipient', ${contactSql(c)}))`;
  return sql.join(
    channels.map((c) =>
      c === channel ? step(c) : sql`(case when ${hasContactSql(c)} then ${step(c)} else '[]'::jsonb end)`,
    ),
    sql` || `,
  );
}

/**
 * Queues one event send (invitation or reminder) in one transaction: the event_send row, keyed by (eventSn,
 * requestKey) so a repeated submit finds the first one and queues nothing, then one outbox row per recipient who
 * has an address on the channel, due at `sendAt` (the worker honours it).
 * The text is the sender's or the default (resolveSendText), its variables filled once with the event's values and
 * with markers for the name and login ID, which the database fills in per recipient in one INSERT ... SELECT:
 * 100,000 invitations never travel through this process. A recipient still in their first login gets a newly issued
 * initial password when asked (issuePwdYn): those few are rendered here, the password hashed onto the account and
 * carried only as the message's one-time secret (decision 009), never in a body, a reply or a log.
 * `caller` is checked by authorizeSend (null: the server's reminder job).
 */
export async function queueEventSend(
  deps: { db: Db; now: () => Date; publicUrl: string },
  spec: SendSpec,
  options: { requestKey: string; sendAt: Date | null; createdBy: string | null; caller?: AuthUser | null },
): Promise<{ eventSendSn: number; recipientCnt: number; duplicate: boolean }> {
  const now = deps.now();
  const sendAt = options.sendAt ?? now;
  if (options.sendAt && options.sendAt.getTime() < now.getTime() - 60_000)
    throw badRequest(EVENT_SEND_MESSAGES.sendAtPast);
  const ev = await loadSendEvent(deps.db, spec.eventSn);
  await authorizeSend(deps.db, options.caller ?? null, ev, spec);
  const chain = await chainSettings(deps.db, ev.cmpyCd, ev.channelChain);
  if (ev.eventStatCd === EVENT_STATUS.closed) throw badRequest(EVENT_SEND_MESSAGES.eventClosed);
  const text = resolveSendText(spec);
  const channel = text.channel;
  const bytes = await phoneTextBytes(deps, ev, spec, text);
  if (bytes !== null && bytes > LMS_MAX_BYTES) throw badRequest(EVENT_SEND_MESSAGES.tooLong(bytes));

  // Hashing is slow on purpose: done before the transaction, and only for those who get a password.
  const withPassword =
    spec.issuePwdYn === 'Y'
      ? (await targetRecipients(deps.db, ev, spec, sql`and u.first_login_yn = 'Y'`)).filter((r) =>
          contactOf(r, channel),
        )
      : [];
  const passwords = new Map<string, { value: string; hash: string }>();
  for (const r of withPassword) {
    const value = tempPassword();
    passwords.set(r.unqUserId, { value, hash: await hashPassword(value) });
  }

  return deps.db.transaction(async (tx) => {
    const inserted = await queryRows<{ eventSendSn: number }>(
      tx,
      sql`
        insert into event_send (event_sn, kind, channel, target, grup_cd, request_key, send_at, created_by)
        values (${ev.eventSn}, ${spec.kind}, ${channel}, ${spec.target}, ${spec.grupCd ?? null},
          ${options.requestKey}, ${sendAt}, ${options.createdBy})
        on conflict (event_sn, request_key) do nothing
        returning event_send_sn as "eventSendSn"`,
    );
    if (!inserted[0]) {
      const [first] = await queryRows<{ eventSendSn: number; recipientCnt: number }>(
        tx,
        sql`
          select event_send_sn as "eventSendSn", recipient_cnt as "recipientCnt" from event_send
          where event_sn = ${ev.eventSn} and request_key = ${options.requestKey}`,
      );
      return { eventSendSn: first!.eventSendSn, recipientCnt: first!.recipientCnt, duplicate: true };
    }
    const eventSendSn = inserted[0].eventSendSn;

    // Every target's claim link (decision 053), made once per person and event: reminders carry the same one.
    await ensureClaimLinks(
      tx,
      ev.eventSn,
      sql`select r.unq_user_id from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
          where ${targetFilter(ev, spec)} and ${hasContactSql(channel)}`,
    );

    // Everyone without a password to carry: rendered by the database, one template per language (decision 055).
    // The default text goes in each person's language; a text the sender edited goes as written, to everyone. An
    // alimtalk goes only in Korean (its templates are registered with Kakao in Korean): others get SMS/LMS.
    const marked = valuesFor(ev, { userNm: NAME_MARK, userId: ID_MARK }, deps.publicUrl, false, CODE_MARK);
    const fill = (t: string) =>
      sql`replace(replace(replace(${t}::text, ${NAME_MARK}::text, u.user_nm), ${ID_MARK}::text, u.user_id), ${CODE_MARK}::text, c.code)`;
    const linkSql = sql`(${claimLink(deps.publicUrl, '')}::text || c.code)`;
    const skip =
      passwords.size > 0
        ? sql`and not (r.unq_user_id = any(${sql.param([...passwords.keys()])}::text[]))`
        : sql``;
    const groups = text.localized ? await targetLanguages(tx, ev, spec, channel) : [null];
    let bulkCount = 0;
    for (const language of groups) {
      const lang = language ?? DEFAULT_LANGUAGE;
      const rowChannel = channelIn(channel, lang);
      const rowTemplateCode = rowChannel === 'ALIMTALK' ? TEMPLATE_CODE[spec.kind] : null;
      const template = eventMessageText(spec.kind, marked, text.localized ? undefined : text.body, lang);
      const subjectTemplate = eventMessageSubject(
        spec.kind,
        marked,
        text.localizedSubject ? undefined : text.subject,
        lang,
      );
      const payload =
        rowChannel === 'ALIMTALK'
          ? sql`jsonb_build_object('#{name}', u.user_nm, '#{event}', ${ev.eventNm}::text, '#{link}', ${linkSql})`
          : sql`null::jsonb`;
      const inLanguage = language === null ? sql`` : sql`and ${languageOfSql} = ${language}`;
      const [bulk] = await queryRows<{ n: number }>(
        tx,
        sql`
          with ins as (
            insert into message_outbox
              (channel, recipient, subject, body, template_code, payload, next_attempt_at, event_send_sn, unq_user_id,
                chain, chain_window_min, cmpy_cd)
            select ch.steps -> 0 ->> 'channel', ch.steps -> 0 ->> 'recipient', ${fill(subjectTemplate)},
              ${fill(template)}, ${rowTemplateCode}, ${payload}, ${sendAt}, ${eventSendSn}, u.unq_user_id,
              ch.steps, ${chain.windowMin}::int, ${ev.cmpyCd}
            from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id ${claimLinkJoinSql('r')}
              cross join lateral (select ${chainSql(chain, rowChannel)} as steps) ch
            where ${targetFilter(ev, spec)} and ${hasContactSql(channel)} ${skip} ${inLanguage}
            returning 1)
          select count(*)::int as n from ins`,
      );
      bulkCount += bulk?.n ?? 0;
    }

    // The few who get an initial password: rendered here, the password only as the message's secret. They get no
    // chain: the secret is erased once the first step is sent (decision 009), so a later step could not carry it.
    const secretExpiresAt = new Date(now.getTime() + INITIAL_PASSWORD_VALID_MS);
    const codes = await claimLinkCodes(
      tx,
      ev.eventSn,
      withPassword.map((r) => r.unqUserId),
    );
    const rows: OutboxRow[] = withPassword.map((r) => {
      const values = valuesFor(ev, r, deps.publicUrl, true, codes.get(r.unqUserId));
      const link = values.link;
      const lang = text.localized ? (r.preferredLanguage ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
      const rowChannel = channelIn(channel, lang);
      return {
        channel: rowChannel,
        recipient: contactOf(r, rowChannel)!,
        subject: eventMessageSubject(
          spec.kind,
          values,
          text.localizedSubject ? undefined : text.subject,
          lang,
        ),
        body: eventMessageText(spec.kind, values, text.localized ? undefined : text.body, lang),
        secret: passwords.get(r.unqUserId)!.value,
        secretExpiresAt,
        templateCode: rowChannel === 'ALIMTALK' ? TEMPLATE_CODE[spec.kind] : null,
        // Alimtalk template variables; the password is never among them (the transport renders the body).
        payload:
          rowChannel === 'ALIMTALK'
            ? JSON.stringify({ '#{name}': r.userNm, '#{event}': ev.eventNm, '#{link}': link })
            : null,
        nextAttemptAt: sendAt,
        eventSendSn,
        unqUserId: r.unqUserId,
      };
    });
    await bulkInsert(tx, 'message_outbox', OUTBOX_COLUMNS, rows);
    if (passwords.size > 0) {
      const ids = [...passwords.keys()];
      const hashes = ids.map((id) => passwords.get(id)!.hash);
      await tx.execute(sql`
        update app_user u set password_hash = p.hash, pwd_changed_at = ${now}, updated_at = ${now}
        from unnest(${sql.param(ids)}::text[], ${sql.param(hashes)}::text[]) as p(id, hash)
        where u.unq_user_id = p.id and u.first_login_yn = 'Y'`);
    }
    const recipientCnt = bulkCount + rows.length;
    // Nothing to send rolls the event_send back with the transaction.
    if (recipientCnt === 0) throw badRequest(EVENT_SEND_MESSAGES.noRecipients);
    await tx.execute(
      sql`update event_send set recipient_cnt = ${recipientCnt} where event_send_sn = ${eventSendSn}`,
    );
    return { eventSendSn, recipientCnt, duplicate: false };
  });
}

/** A person's message language in SQL: theirs, else Korean. */
const languageOfSql = sql`coalesce(u.preferred_language, ${DEFAULT_LANGUAGE})`;

/** The languages among a send's targets who can be reached on the channel. */
async function targetLanguages(
  tx: Executor,
  ev: SendEvent,
  spec: SendSpec,
  channel: SendChannel,
): Promise<Language[]> {
  const rows = await queryRows<{ language: Language }>(
    tx,
    sql`
      select distinct ${languageOfSql} as language
      from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
      where ${targetFilter(ev, spec)} and ${hasContactSql(channel)}
      order by 1`,
  );
  return rows.map((r) => r.language);
}

/** The kind of a phone text for the preview: SMS or LMS (alimtalk falls back to the same). */
export const phoneKind = (channel: SendChannel, body: string) => (channel === 'MAIL' ? null : smsKind(body));
