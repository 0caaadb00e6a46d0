import {
  CARRIERS,
  type ChainStep,
  chainSteps,
  channelIn,
  DEFAULT_CHAIN_WINDOW_MIN,
  formatYmdHm,
  type Language,
  messageLanguage,
  noticeOn,
  type OrderNoticeKind,
  orderNoticeLink,
  orderNoticeSubject,
  orderNoticeText,
  parseChannelChain,
  REFUND_GBN,
  type RefundGbn,
  resolveChannelChain,
  type SendChannel,
  trackingUrl,
} from '@pcs/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { MessageChannel } from '../../adapters/messaging/message-sender';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { appUser, company, estimate, estimateItem, event, giftOrder, product } from '../../db/schema/index';
import { connectedMessengersSql, messengersOf } from '../outbox';

/** What a notice may say beyond the line itself (a return's kind and refunded amount). */
export type NoticeLine = { estiItemSn: number; refundGbn?: string | null; refundAmount?: number | null };

type NoticeRow = {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  templateCode: string | null;
  payload: string | null;
  unqUserId: string;
  chain: readonly ChainStep[];
  chainWindowMin: number;
  cmpyCd: string;
};
const COLUMNS: readonly BulkColumn<NoticeRow>[] = [
  { name: 'channel', type: 'text', value: (m) => m.channel },
  { name: 'recipient', type: 'text', value: (m) => m.recipient },
  { name: 'subject', type: 'text', value: (m) => m.subject },
  { name: 'body', type: 'text', value: (m) => m.body },
  { name: 'template_code', type: 'text', value: (m) => m.templateCode },
  { name: 'payload', type: 'jsonb', value: (m) => m.payload },
  { name: 'unq_user_id', type: 'text', value: (m) => m.unqUserId },
  { name: 'chain', type: 'jsonb', value: (m) => JSON.stringify(m.chain) },
  { name: 'chain_window_min', type: 'integer', value: (m) => m.chainWindowMin },
  { name: 'cmpy_cd', type: 'text', value: (m) => m.cmpyCd },
];

const isRefundGbn = (value: string | null | undefined): value is RefundGbn =>
  (Object.values(REFUND_GBN) as readonly string[]).includes(value ?? '');

/** Alimtalk template codes registered with Kakao, one per kind (used only when a Solapi pfId is configured). */
export const noticeTemplateCode = (kind: OrderNoticeKind) => `PCS_ORDER_${kind}`;

const phoneOf = (u: { telNo: string | null }) => {
  const phone = u.telNo?.replace(/\D/g, '') ?? '';
  return phone.length >= 10 ? phone : null;
};

/**
 * The recipient's channel: alimtalk to their phone (the worker falls back to SMS/LMS), or SMS/LMS when their
 * language is not Korean (channelIn: the registered alimtalk templates are Korean), else mail, else none.
 */
export function noticeChannel(
  u: { telNo: string | null; email: string | null },
  language: Language,
): { channel: SendChannel; to: string } | null {
  const phone = phoneOf(u);
  if (phone) return { channel: channelIn('ALIMTALK', language), to: phone };
  const mail = u.email?.trim();
  return mail ? { channel: 'MAIL', to: mail } : null;
}

/**
 * Queues one message of `kind` per line to the recipient who ordered it, in the caller's transaction (the outbox is
 * transactional: the message goes only if the state change commits). One read for all the lines, one insert for
 * all the messages, so a release of 500 lines costs two statements here. A line whose event turned the kind off,
 * or whose recipient has neither a phone nor a mail, gets nothing. Returns how many were queued.
 */
export async function queueOrderNotices(
  tx: Executor,
  publicUrl: string,
  kind: OrderNoticeKind,
  lines: readonly NoticeLine[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const extra = new Map(lines.map((l) => [l.estiItemSn, l]));
  const rows = await tx
    .select({
      estiSn: estimate.estiSn,
      estiItemSn: estimateItem.estiItemSn,
      unqUserId: appUser.unqUserId,
      userNm: appUser.userNm,
      telNo: appUser.telNo,
      email: appUser.email,
      cmpyCd: company.cmpyCd,
      preferredLanguage: appUser.preferredLanguage,
      cmpyNm: company.cmpyNm,
      companyChain: company.channelChain,
      messengers: sql<string | null>`${connectedMessengersSql(sql`${company.cmpyCd}`)}`,
      chainWindowMin: company.chainWindowMin,
      eventChain: event.channelChain,
      eventNm: event.eventNm,
      noticeOff: event.noticeOff,
      endDt: event.endDt,
      endTm: event.endTm,
      prodNm: product.prodNm,
      carrierCd: estimateItem.carrierCd,
      invoiceNo: estimateItem.invoiceNo,
    })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .innerJoin(event, eq(event.eventSn, estimate.eventSn))
    .innerJoin(company, eq(company.cmpyCd, event.cmpyCd))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .where(inArray(estimateItem.estiItemSn, [...extra.keys()]));
  const messages: NoticeRow[] = [];
  for (const r of rows) {
    if (!noticeOn(kind, r.noticeOff)) continue;
    // Each person's message in their language, rendered here with the rest of the row: no query per person.
    const language = messageLanguage(r.preferredLanguage);
    const via = noticeChannel(r, language);
    if (!via) continue;
    const line = extra.get(r.estiItemSn);
    const link = orderNoticeLink(publicUrl, kind, via.channel, r);
    const body = orderNoticeText(
      kind,
      {
        userNm: r.userNm,
        cmpyNm: r.cmpyNm,
        eventNm: r.eventNm,
        prodNm: r.prodNm,
        link,
        carrierNm: r.carrierCd ? (CARRIERS[r.carrierCd] ?? null) : null,
        invoiceNo: r.invoiceNo,
        trackingUrl: trackingUrl(r.carrierCd, r.invoiceNo),
        refundGbn: isRefundGbn(line?.refundGbn) ? line.refundGbn : null,
        refundAmount: line?.refundAmount ?? null,
        closeAt: formatYmdHm(r.endDt, r.endTm),
      },
      language,
    );
    // The event's chain, else the company's (decision 052); read with the lines, no further query. A messenger the
    // chain puts first goes first (decision 056): the row starts at the chain's first step.
    const chain = chainSteps(
      resolveChannelChain(parseChannelChain(r.companyChain), parseChannelChain(r.eventChain)),
      { channel: via.channel, recipient: via.to },
      { phone: phoneOf(r), mail: r.email?.trim() || null },
      via.channel === 'ALIMTALK',
      messengersOf(r.messengers),
    );
    messages.push({
      channel: chain[0]!.channel,
      recipient: chain[0]!.recipient,
      subject: orderNoticeSubject(kind, r.eventNm, language),
      body,
      templateCode: via.channel === 'ALIMTALK' ? noticeTemplateCode(kind) : null,
      payload:
        via.channel === 'ALIMTALK'
          ? JSON.stringify({ '#{name}': r.userNm, '#{event}': r.eventNm, '#{link}': link })
          : null,
      unqUserId: r.unqUserId,
      chain,
      cmpyCd: r.cmpyCd,
      chainWindowMin: r.chainWindowMin ?? DEFAULT_CHAIN_WINDOW_MIN,
    });
  }
  await bulkInsert(tx, 'message_outbox', COLUMNS, messages);
  return messages.length;
}
