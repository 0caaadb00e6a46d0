import { isOperatorAdmin } from '@pcs/domain';
import { prefetchDetail } from '../../features/event/pages/event-detail-prefetch';
import { eventVendorsQuery } from '../../features/event-docs/api/get-event-vendors';
import { sendHistoryQuery } from '../../features/event-send/api/get-send-history';
import { FIRST_MESSAGES, sendMessagesQuery } from '../../features/event-send/api/get-send-messages';
import type { ScreenPrefetch } from '../../lib/screen-prefetch';

/**
 * /event/detail as composed in event-detail-screen.tsx: the event's own first queries, and for an operator those of
 * the blocks the screen adds (the send history with its first messages, the vendors of the purchase orders), which
 * would otherwise leave only once the event has arrived and drawn: a second round trip after the first.
 */
export const prefetch: ScreenPrefetch = (args) => {
  prefetchDetail(args);
  const eventSn = Number(args.params.eventSn);
  if (!(eventSn > 0) || !isOperatorAdmin(args.user.authCd)) return;
  void args.queryClient.prefetchQuery(sendHistoryQuery(eventSn, 0));
  void args.queryClient.prefetchQuery(sendMessagesQuery(eventSn, FIRST_MESSAGES));
  void args.queryClient.prefetchQuery(eventVendorsQuery(eventSn));
};
