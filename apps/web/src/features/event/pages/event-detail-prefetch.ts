import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { cardsQuery } from '../api/cards';
import { eventDetailQuery } from '../api/get-event-detail';
import { eventRecipientsQuery } from '../api/get-event-recipients';

const eventSnOf = (raw: string | undefined) => (Number(raw) > 0 ? Number(raw) : 0);

/** /event/detail's first queries: the event and the first page of its recipients, every state. */
export const prefetchDetail: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = eventSnOf(params.eventSn);
  if (eventSn === 0) return;
  void queryClient.prefetchQuery(eventDetailQuery(eventSn));
  void queryClient.prefetchQuery(eventRecipientsQuery({ eventSn, stateCd: null, page: 0 }));
};

/** /event/settingSave's first queries: the event being edited (none for a new one) and the cards in use. */
export const prefetchSetting: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = eventSnOf(params.eventSn);
  if (eventSn > 0) void queryClient.prefetchQuery(eventDetailQuery(eventSn));
  void queryClient.prefetchQuery(cardsQuery('Y'));
};
