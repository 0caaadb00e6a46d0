import {
  AUTH_CD,
  channelIn,
  DEFAULT_LANGUAGE,
  isOccasionType,
  type Language,
  lifeEventDecidedNotice,
  lifeEventRequestedNotice,
  messageLanguage,
  occasionSendChannel,
  SEND_CHANNELS,
  type SendChannel,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { queueManagerNotice } from '../messenger';
import { enqueueMessage } from '../outbox';

/** Alimtalk templates registered with Kakao for these notices (used only when a Solapi pfId is configured). */
const REQUEST_TEMPLATE_CODE = 'PCS_LIFE_EVENT_REQUEST';
const DECISION_TEMPLATE_CODE = 'PCS_LIFE_EVENT_DECISION';

/** The screens the notices link to: the managers' decision list, the employee's own requests. */
const MANAGER_PATH = '/occasion/lifeEvents';
const EMPLOYEE_PATH = '/m/myPage/lifeEvents';

type LifeEventNoticeRow = {
  unqUserId: string;
  userNm: string;
  telNo: string | null;
  email: string | null;
  cmpyCd: string;
  cmpyNm: string;
  occasionType: string;
  eventDt: string;
  ruleChannel: string | null;
  preferredLanguage: string | null;
};

/**
 * A life event with its person and company, and the channel of the company's rule for its occasion type (the one
 * the gift itself would go by; the company's choice of how its people are told).
 */
const lifeEventForNotice = async (tx: Executor, lifeEventSn: number) =>
  (
    await queryRows<LifeEventNoticeRow>(
      tx,
      sql`select e.unq_user_id as "unqUserId", u.user_nm as "userNm", u.tel_no as "telNo", u.email,
          u.preferred_language as "preferredLanguage", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", e.occasion_type as "occasionType", e.event_dt as "eventDt",
          (select r.channel from occasion_rule r
            where r.cmpy_cd = e.cmpy_cd and r.occasion_type = e.occasion_type and r.use_yn = 'Y' and r.del_yn = 'N'
            order by r.rule_sn limit 1) as "ruleChannel"
        from user_life_event e
        join app_user u on u.unq_user_id = e.unq_user_id
        join company c on c.cmpy_cd = e.cmpy_cd
        where e.life_event_sn = ${lifeEventSn}`,
    )
  )[0];

/** The company's channel for its people: its rule's, else alimtalk (the worker falls back to SMS/LMS). */
const companyChannel = (ruleChannel: string | null): SendChannel =>
  ruleChannel && (SEND_CHANNELS as readonly string[]).includes(ruleChannel)
    ? (ruleChannel as SendChannel)
    : 'ALIMTALK';

/**
 * Queues one notice to one person on the company's channel, or their other address; nothing without any. A text in
 * another language than Korean goes by SMS/LMS where the channel is alimtalk (channelIn).
 */
async function queueNotice(
  tx: Executor,
  to: { telNo: string | null; email: string | null },
  channel: SendChannel,
  text: { subject: string; body: string },
  alimtalk: { templateCode: string; payload: Record<string, string> },
  language: Language = DEFAULT_LANGUAGE,
): Promise<boolean> {
  const digits = to.telNo?.replace(/\D/g, '') ?? '';
  const phone = digits.length >= 10 ? digits : null;
  const mail = to.email?.trim() || null;
  const reachable = occasionSendChannel(channel, { phone: phone !== null, mail: mail !== null });
  if (!reachable) return false;
  const via = channelIn(reachable, language);
  await enqueueMessage(tx, {
    channel: via,
    recipient: via === 'MAIL' ? mail! : phone!,
    ...text,
    ...(via === 'ALIMTALK' ? alimtalk : {}),
  });
  return true;
}

/**
 * Tells the client managers (25) of the employee's company that a life event was requested, in the request's
 * transaction (the outbox sends it only if the request commits). Returns how many were queued.
 */
export async function notifyLifeEventRequested(
  tx: Executor,
  publicUrl: string,
  lifeEventSn: number,
): Promise<number> {
  const e = await lifeEventForNotice(tx, lifeEventSn);
  if (!e || !isOccasionType(e.occasionType)) return 0;
  const managers = await queryRows<{ telNo: string | null; email: string | null }>(
    tx,
    sql`select tel_no as "telNo", email from app_user
      where auth_cd = ${AUTH_CD.clientManager} and cmpy_cd = ${e.cmpyCd} and use_yn = 'Y'
      order by unq_user_id`,
  );
  const link = `${publicUrl.replace(/\/$/, '')}${MANAGER_PATH}`;
  const text = lifeEventRequestedNotice({ ...e, occasionType: e.occasionType }, link);
  let queued = 0;
  for (const m of managers)
    if (
      await queueNotice(tx, m, companyChannel(e.ruleChannel), text, {
        templateCode: REQUEST_TEMPLATE_CODE,
        payload: { '#{회사명}': e.cmpyNm, '#{링크}': link },
      })
    )
      queued++;
  // The same notice in the company's messengers (decision 056), with a button to the decision screen.
  queued += await queueManagerNotice(tx, { cmpyCd: e.cmpyCd, ...text, link });
  return queued;
}

/**
 * Tells the employee the decision on their request (approved, or rejected with the reason), in the decision's
 * transaction. Returns whether a message was queued.
 */
export async function notifyLifeEventDecided(
  tx: Executor,
  publicUrl: string,
  lifeEventSn: number,
  decision: { approved: true } | { approved: false; reason: string },
): Promise<boolean> {
  const e = await lifeEventForNotice(tx, lifeEventSn);
  if (!e || !isOccasionType(e.occasionType)) return false;
  const link = `${publicUrl.replace(/\/$/, '')}${EMPLOYEE_PATH}`;
  // The employee reads it in their language (decision 055); the managers' notices stay Korean.
  const language = messageLanguage(e.preferredLanguage);
  const text = lifeEventDecidedNotice({ ...e, occasionType: e.occasionType }, decision, link, language);
  return queueNotice(
    tx,
    e,
    companyChannel(e.ruleChannel),
    text,
    {
      templateCode: DECISION_TEMPLATE_CODE,
      payload: {
        '#{회사명}': e.cmpyNm,
        '#{이름}': e.userNm,
        '#{결과}': decision.approved ? '승인' : '반려',
        '#{링크}': link,
      },
    },
    language,
  );
}
