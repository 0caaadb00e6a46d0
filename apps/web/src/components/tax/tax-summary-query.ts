import { TAX_PATH, taxSummaryReplySchema } from '@pcs/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

type Target = { eventSn: number; ruleSn?: never } | { ruleSn: number; eventSn?: never };

/** POST tax/summary.json: the tax block of an event's or an occasion rule's detail (decision 051). */
export const getTaxSummary = (target: Target) =>
  callApi(TAX_PATH.summary, { body: target, schema: taxSummaryReplySchema });

/** The card's query, also started by the screens' prefetches (decision 050). */
export const taxSummaryQuery = (target: Target) =>
  queryOptions({
    queryKey: ['tax', 'summary', target.eventSn ?? null, target.ruleSn ?? null],
    queryFn: () => getTaxSummary(target),
  });
