import {
  type CondolenceRelation,
  chainSteps,
  channelIn,
  claimLink,
  DEFAULT_LANGUAGE,
  defaultOccasionBody,
  defaultOccasionSubject,
  isOccasionType,
  type Language,
  messageLanguage,
  type OccasionMessageValues,
  occasionMessageText,
  occasionReminderBody,
  occasionReminderSubject,
  occasionSendChannel,
  occasionTitle,
  occasionVariableValues,
  SEND_CHANNELS,
  type SendChannel,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { claimLinkCodes } from '../funnel';
import { chainSettings, enqueueSendMessages, type SendMessage } from '../outbox';
import type { RuleRow } from './engine-rules';
import type { OccasionEvent } from './open-occasion-event';

/** Alimtalk templates registered with Kakao for the occasions' default texts (used when a Solapi pfId is set). */
const inviteTemplateCode = (occasionType: string) => `PCS_OCCASION_${occasionType}`;
const REMIND_TEMPLATE_CODE = 'PCS_OCCASION_REMIND';

export type MessageKind = 'INVITE' | 'REMIND';

/** One person's occurrence as its message needs it. */
export type MessageTarget = {
  unqUserId: string;
  userNm: string;
  userId: string;
  telNo: string | null;
  email: string | null;
  occasionType: string;
  eventDt: string;
  years: number | null;
  relationCd: string | null;
  /** The language their messages go in (decision 055); null is Korean. */
  preferredLanguage: string | null;
};

/** The people of some occurrences with what their messages say (name, login, contacts, the occasion). */
export const messageTargets = (tx: Executor, occurrenceSns: readonly number[]) =>
  queryRows<MessageTarget>(
    tx,
    sql`select o.unq_user_id as "unqUserId", u.user_nm as "userNm", u.user_id as "userId", u.tel_no as "telNo",
        u.email, o.occasion_type as "occasionType", o.event_dt as "eventDt", o.years, o.relation_cd as "relationCd",
        u.preferred_language as "preferredLanguage"
      from occasion_occurrence o join app_user u on u.unq_user_id = o.unq_user_id
      where o.occurrence_sn = any(${sql.param([...occurrenceSns])}::integer[])
      order by o.unq_user_id, o.occurrence_sn`,
  );

const phoneOf = (t: MessageTarget) => {
  const digits = t.telNo?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 ? digits : null;
};
const mailOf = (t: MessageTarget) => t.email?.trim() || null;

/** The rule's own text for a channel (an alimtalk rewritten by the rule goes by SMS with that text), else null. */
function ruleBody(rule: RuleRow, channel: SendChannel): string | null {
  if (channel === 'ALIMTALK') return rule.alimtalkText;
  if (channel === 'SMS') return rule.channel === 'ALIMTALK' ? rule.alimtalkText : rule.smsText;
  return rule.mailText;
}

/**
 * Queues one message per person (invitation or reminder) in the caller's transaction, as outbox rows of the event
 * send `eventSendSn`: the outbox's unique (send, person) index keeps it to one per person whatever runs twice. The
 * text is the rule's (invitations) or the default of its occasion, filled with the occurrence's variables
 * (occasionVariableValues: the name, the occasion's title and day, the years or the relation, the close time and the
 * link); the channel is the rule's or the person's other address (occasionSendChannel). Those with no address get
 * no message (the gift waits for them in their gift list). Returns how many were queued.
 */
export async function queueOccasionMessages(
  tx: Executor,
  o: {
    kind: MessageKind;
    rule: RuleRow;
    event: OccasionEvent;
    eventSendSn: number;
    targets: readonly MessageTarget[];
    publicUrl: string;
    now: Date;
  },
): Promise<number> {
  const ruleChannel = (SEND_CHANNELS as readonly string[]).includes(o.rule.channel)
    ? (o.rule.channel as SendChannel)
    : 'SMS';
  // The rule's chain, else the company's (decision 052): a message that is not delivered goes on to the next channel.
  const settings = await chainSettings(tx, o.event.cmpyCd, o.rule.channelChain);
  const rows: SendMessage[] = [];
  const seen = new Set<string>();
  // Each person's claim link of the event (decision 053): the reminder carries the invitation's.
  const codes = await claimLinkCodes(
    tx,
    o.event.eventSn,
    o.targets.map((t) => t.unqUserId),
  );
  for (const t of o.targets) {
    if (seen.has(t.unqUserId) || !isOccasionType(t.occasionType)) continue;
    seen.add(t.unqUserId);
    const phone = phoneOf(t);
    const mail = mailOf(t);
    const invite = o.kind === 'INVITE';
    const ruleChannelFor = occasionSendChannel(
      ruleChannel,
      { phone: phone !== null, mail: mail !== null },
      invite && o.rule.alimtalkText !== null,
    );
    if (!ruleChannelFor) continue;
    // A rule's own text goes as written, to everyone; the default goes in each person's language (decision 055),
    // and not by alimtalk unless in Korean (channelIn).
    const ownBody = invite ? ruleBody(o.rule, ruleChannelFor) : null;
    const ownSubject = invite ? o.rule.mailSubject : null;
    const language = messageLanguage(t.preferredLanguage);
    const occasionType = t.occasionType;
    const bodyLanguage = ownBody === null ? language : DEFAULT_LANGUAGE;
    const subjectLanguage = ownSubject === null ? language : DEFAULT_LANGUAGE;
    const channel = channelIn(ruleChannelFor, bodyLanguage);
    const valuesIn = (lang: Language): OccasionMessageValues => ({
      userNm: t.userNm,
      userId: t.userId,
      cmpyNm: o.event.cmpyNm,
      title: occasionTitle({ occasionType, years: t.years, ruleNm: o.rule.ruleNm }, lang),
      eventDt: t.eventDt,
      years: t.years,
      relationCd: t.relationCd as CondolenceRelation | null,
      endDt: o.event.endDt,
      endTm: o.event.endTm,
      link: claimLink(o.publicUrl, codes.get(t.unqUserId)!),
    });
    const values = valuesIn(bodyLanguage);
    const body =
      ownBody ??
      (invite
        ? defaultOccasionBody(t.occasionType, bodyLanguage)
        : occasionReminderBody(t.occasionType, bodyLanguage));
    const subject =
      ownSubject ??
      (invite
        ? defaultOccasionSubject(t.occasionType, subjectLanguage)
        : occasionReminderSubject(t.occasionType, subjectLanguage));
    const recipient = channel === 'MAIL' ? mail! : phone!;
    const templateCode =
      channel === 'ALIMTALK' ? (invite ? inviteTemplateCode(t.occasionType) : REMIND_TEMPLATE_CODE) : null;
    // A messenger the chain puts ahead of the channel goes first (decision 056): the row starts at the first step.
    const steps = chainSteps(
      settings.chain,
      { channel, recipient },
      { phone, mail },
      templateCode !== null,
      settings.messengers,
    );
    rows.push({
      channel: steps[0]!.channel,
      recipient: steps[0]!.recipient,
      subject: occasionMessageText(subject, valuesIn(subjectLanguage), subjectLanguage),
      body: occasionMessageText(body, values, bodyLanguage),
      templateCode,
      // Alimtalk template variables, named as in the rule's texts.
      payload: channel === 'ALIMTALK' ? occasionVariableValues(values) : null,
      sendAt: o.now,
      eventSendSn: o.eventSendSn,
      unqUserId: t.unqUserId,
      chain: { steps, windowMin: settings.windowMin },
      cmpyCd: o.event.cmpyCd,
    });
  }
  const queued = await enqueueSendMessages(tx, rows);
  if (queued > 0)
    await tx.execute(
      sql`update event_send set recipient_cnt = recipient_cnt + ${queued} where event_send_sn = ${o.eventSendSn}`,
    );
  return queued;
}
