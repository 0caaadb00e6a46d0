import { z } from 'zod';
import { SEND_CHANNELS } from '../event-send';
import { FUNNEL_FILTER_CODES, FUNNEL_STAGES } from '../funnel';
import { pageOf, serialId } from './envelope';
import { pagingShape } from './list';

/*
 * The claim funnel (decision 053): calls of the funnel block on the event detail, the occasion rule detail and the
 * dashboards, and of the per-recipient funnel list whose filter feeds a targeted reminder. Operators (15, 99999)
 * reach every company's events; a client manager (25) their own company's.
 */
export const FUNNEL_PATH = {
  event: '/v1/ebmp/pcs/funnel/event.json',
  rule: '/v1/ebmp/pcs/funnel/rule.json',
  recipients: '/v1/ebmp/pcs/funnel/recipients.json',
} as const;

/** Where a message's link leads: counted once per person, then on to /checkDevice (outside the envelope). */
export const CLAIM_LINK_ROUTE = '/i/:code';

const sn = serialId();
const count = z.number().int().min(0);

export const funnelFilterSchema = z.enum(FUNNEL_FILTER_CODES);

export const funnelCountsSchema = z.object({
  recipientCnt: count,
  ...(Object.fromEntries(FUNNEL_STAGES.map((s) => [s, count])) as Record<
    (typeof FUNNEL_STAGES)[number],
    typeof count
  >),
});

/** People whose message was delivered, per channel that delivered it (one person may count on two channels). */
export const funnelChannelSchema = z.object({ channel: z.enum(SEND_CHANNELS), count });

export const funnelSchema = z.object({
  counts: funnelCountsSchema,
  deliveredByChannel: z.array(funnelChannelSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const funnelEventRequestSchema = z.object({ eventSn: sn });
export const funnelRuleRequestSchema = z.object({ ruleSn: sn });
export const funnelRuleReplySchema = funnelSchema.extend({
  /** The events the rule opened (one per send day): how many the figures add up. */
  eventCnt: count,
});

export const funnelRecipientsRequestSchema = z.object({
  eventSn: sn,
  filter: funnelFilterSchema.nullish(),
  ...pagingShape,
});
export type FunnelRecipientsRequest = z.input<typeof funnelRecipientsRequestSchema>;

export const funnelRecipientRowSchema = z.object({
  unqUserId: z.string(),
  /** Masked for operators, in full for the company's own manager (listMaskingFor). */
  userNm: z.string(),
  userId: z.string(),
  grupNm: z.string().nullable(),
  /** The channels that delivered a message to the person. */
  deliveredChannels: z.array(z.enum(SEND_CHANNELS)),
  ...(Object.fromEntries(FUNNEL_STAGES.map((s) => [s, z.boolean()])) as Record<
    (typeof FUNNEL_STAGES)[number],
    z.ZodBoolean
  >),
});
export type FunnelRecipientRow = z.infer<typeof funnelRecipientRowSchema>;
export const funnelRecipientsReplySchema = pageOf(funnelRecipientRowSchema);
