import {
  closeRuleOfOccasion,
  defaultOccasionCard,
  EVENT_STATUS,
  type EventTranslations,
  isOccasionType,
  kstStamp,
  OCCASION_CLOSE_ACTIONS,
  type OccasionType,
  occasionEventName,
  occasionPeriod,
  occasionSelectType,
  TRANSLATED_LANGUAGES,
  taxKindFor,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { LOCK_CLASS } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { event, eventProduct } from '../../db/schema/index';
import { eventOpenedData, queueWebhookEvent } from '../webhooks';
import type { RuleRow } from './engine-rules';

/** The occasion's default card text in every translated language, as the event's greeting translations. */
const defaultCardTranslations = (type: OccasionType): EventTranslations =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { greeting: defaultOccasionCard(type, language) }]),
  );

/** The event_send row every invitation of an occasion event belongs to (one message per person, by its index). */
export const INVITE_REQUEST_KEY = 'occasion-invite';
/** The event_send row of the reminders of day `d` after the send day. */
export const remindRequestKey = (day: number) => `occasion-remind-${day}`;

/** The gift event of one rule and send day, as the sending steps use it. */
export type OccasionEvent = {
  eventSn: number;
  cmpyCd: string;
  cmpyNm: string;
  eventNm: string;
  endDt: string;
  endTm: string;
  selectCnt: number;
  /** The event_send of its invitations. */
  inviteSendSn: number;
};

/** The event of a rule and send day, or null before its first send. */
export const findOccasionEvent = (tx: Executor, ruleSn: number, sendDt: string) =>
  queryRows<OccasionEvent>(
    tx,
    sql`select e.event_sn as "eventSn", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", e.event_nm as "eventNm",
        e.end_dt as "endDt", e.end_tm as "endTm", e.select_cnt as "selectCnt", s.event_send_sn as "inviteSendSn"
      from occasion_event oe
      join event e on e.event_sn = oe.event_sn
      join company c on c.cmpy_cd = e.cmpy_cd
      join event_send s on s.event_sn = e.event_sn and s.request_key = ${INVITE_REQUEST_KEY}
      where oe.rule_sn = ${ruleSn} and oe.send_dt = ${sendDt}`,
  ).then((rows) => rows[0] ?? null);

/**
 * The goods the rule offers that may be offered now (approved, in use), in the rule's order: its theme's curation or
 * its own list, and the default gift of a DEFAULT_GIFT rule (the close gives it from the event's goods).
 */
async function offeredGoods(tx: Executor, rule: RuleRow): Promise<number[]> {
  const listed =
    rule.goodsSource === 'THEME' && rule.tempSn !== null
      ? await queryRows<{ prodSn: number }>(
          tx,
          sql`select p.prod_sn as "prodSn" from template_product t join product p on p.prod_sn = t.prod_sn
            where t.temp_sn = ${rule.tempSn} and p.use_yn = 'Y' and p.sign_stat_cd = '03'
            order by t.seq_no, p.prod_sn`,
        )
      : await queryRows<{ prodSn: number }>(
          tx,
          sql`select p.prod_sn as "prodSn" from unnest(${sql.param(rule.prodSnList)}::integer[])
              with ordinality as l(prod_sn, n)
            join product p on p.prod_sn = l.prod_sn
            where p.use_yn = 'Y' and p.sign_stat_cd = '03' order by l.n`,
        );
  const goods = [...new Set(listed.map((r) => r.prodSn))];
  if (
    rule.closeAction === 'DEFAULT_GIFT' &&
    rule.defaultProdSn !== null &&
    !goods.includes(rule.defaultProdSn)
  ) {
    const [ok] = await queryRows(
      tx,
      sql`select 1 from product where prod_sn = ${rule.defaultProdSn} and use_yn = 'Y' and sign_stat_cd = '03'`,
    );
    if (ok) goods.push(rule.defaultProdSn);
  }
  return goods;
}

/**
 * Finds or creates the gift event of a rule and send day (decision 036), in the sending transaction: the first send
 * of the rule that day creates it with the rule's goods, budget, pay-above-budget, selectCnt, message card (as the
 * event's greeting) and close rule, open from the send instant (or now, for a gift sent early) to the end of the
 * openDays-th day, already running so the recipient sees it at once; its invitations' event_send row comes with it.
 * Two processes make one event: creators of a rule and day take an advisory lock first, then insert the
 * occasion_event row on conflict do nothing and read it back. Stock starts at 0: each recipient who joins adds
 * selectCnt to every product, so the event holds what its recipients may take. Null when none of the rule's goods
 * can be offered (nothing is created; the caller keeps the gifts waiting).
 */
export async function openOccasionEvent(
  tx: Executor,
  rule: RuleRow,
  sendDt: string,
  now: Date,
): Promise<OccasionEvent | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_CLASS.occasionEvent}, hashtext(${`${rule.ruleSn}:${sendDt}`}))`,
  );
  const found = await findOccasionEvent(tx, rule.ruleSn, sendDt);
  if (found) return found;
  const goods = await offeredGoods(tx, rule);
  if (goods.length === 0 || !isOccasionType(rule.occasionType)) return null;

  const period = occasionPeriod(sendDt, rule.sendTm, rule.openDays);
  const stamp = kstStamp(now);
  // A gift sent before the rule's time (send now) opens now: the recipient must be able to choose at once.
  const startTm =
    stamp.slice(0, 8) === period.startDt && stamp.slice(8) < period.startTm ? stamp.slice(8) : period.startTm;
  const closeAction = (OCCASION_CLOSE_ACTIONS as readonly string[]).includes(rule.closeAction)
    ? (rule.closeAction as (typeof OCCASION_CLOSE_ACTIONS)[number])
    : 'NONE';
  const closeRuleCd = closeRuleOfOccasion(closeAction);
  const [created] = await tx
    .insert(event)
    .values({
      cmpyCd: rule.cmpyCd,
      eventNm: occasionEventName(rule.ruleNm, sendDt),
      tempSn: rule.goodsSource === 'THEME' ? rule.tempSn : null,
      startDt: period.startDt,
      startTm,
      endDt: period.endDt,
      endTm: period.endTm,
      eventStatCd: EVENT_STATUS.running,
      selectCnt: rule.selectCnt,
      selectType: occasionSelectType(rule.selectCnt),
      greeting: rule.cardText ?? defaultOccasionCard(rule.occasionType),
      // The default card is ours, so its recipients read it in their language like the invitation (decision 055);
      // a rule's own text goes as written.
      translations: rule.cardText === null ? defaultCardTranslations(rule.occasionType) : {},
      budgetAmt: rule.budgetAmt,
      overPayYn: rule.overPayYn === 'Y' ? 'Y' : 'N',
      closeRuleCd,
      defaultProdSn: closeAction === 'DEFAULT_GIFT' ? rule.defaultProdSn : null,
      // The close summary goes to whoever set the rule up (and the company's client managers).
      rgstUnqUserId: rule.updatedBy ?? rule.createdBy,
      taxPurpose: rule.taxPurpose,
      taxKind: taxKindFor(rule.taxPurpose, rule.occasionType),
      // The event's messages (reminders, order notices) go by the rule's chain too (decision 052).
      channelChain: rule.channelChain,
      updatedAt: now,
    })
    .returning({ eventSn: event.eventSn });
  const eventSn = created!.eventSn;
  await tx
    .insert(eventProduct)
    .values(goods.map((prodSn, i) => ({ eventSn, prodSn, stockQty: 0, seqNo: i + 1 })));
  await tx.execute(
    sql`insert into event_send (event_sn, kind, channel, target, request_key, send_at, created_by)
      values (${eventSn}, 'INVITE', ${rule.channel}, 'USERS', ${INVITE_REQUEST_KEY}, ${now}, null)`,
  );
  const claimed = await queryRows(
    tx,
    sql`insert into occasion_event (rule_sn, send_dt, event_sn) values (${rule.ruleSn}, ${sendDt}, ${eventSn})
      on conflict (rule_sn, send_dt) do nothing returning event_sn`,
  );
  // Under the lock nobody else can have made it; should the lock ever be bypassed, this transaction rolls back whole.
  if (claimed.length === 0) throw new Error(`occasion event of rule ${rule.ruleSn} on ${sendDt} made twice`);
  // It is born running, so the clock's transition never reports it: say so here (decision 038).
  await queueWebhookEvent(tx, {
    cmpyCd: rule.cmpyCd,
    type: 'event.opened',
    data: eventOpenedData(eventSn, EVENT_STATUS.running),
    now,
  });
  return findOccasionEvent(tx, rule.ruleSn, sendDt);
}
