import { FUNNEL_PATH, funnelRuleReplySchema, funnelSchema } from '@pcs/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type FunnelTarget = { eventSn: number; ruleSn?: never } | { ruleSn: number; eventSn?: never };

/** Query keys of the funnel, so a reminder sent from the recipients' funnel can refresh it. */
export const funnelKeys = {
  all: ['funnel'] as const,
  of: (target: FunnelTarget) => [...funnelKeys.all, target.eventSn ?? null, target.ruleSn ?? null] as const,
};

/** POST funnel/event.json or funnel/rule.json (decision 053); the card's query and the screens' prefetches. */
export const funnelQuery = (target: FunnelTarget) =>
  queryOptions({
    queryKey: funnelKeys.of(target),
    queryFn: ({ signal }) =>
      target.ruleSn !== undefined
        ? callApi(FUNNEL_PATH.rule, {
            body: { ruleSn: target.ruleSn },
            schema: funnelRuleReplySchema,
            signal,
          })
        : callApi(FUNNEL_PATH.event, { body: { eventSn: target.eventSn }, schema: funnelSchema, signal }),
  });
