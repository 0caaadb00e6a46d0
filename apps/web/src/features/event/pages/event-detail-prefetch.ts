import { API_PATH } from '@pcs/domain/contracts/paths';
import { companyOptionsQuery } from '../../../components/back-office/company-options-query';
import { messengerConnectedQuery } from '../../../components/back-office/messenger-connected-query';
import { funnelQuery } from '../../../components/funnel/funnel-query';
import { taxSummaryQuery } from '../../../components/tax/tax-summary-query';
import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { cardsQuery } from '../api/cards';
import { eventDetailQuery } from '../api/get-event-detail';
import { eventRecipientsQuery } from '../api/get-event-recipients';
import { funnelRecipientsQuery } from '../api/get-funnel-recipients';
import { themesQuery } from '../api/themes';

const eventSnOf = (raw: string | undefined) => (Number(raw) > 0 ? Number(raw) : 0);

/**
 * /event/detail's first queries: the event and the first page of its recipients, every state, and beside them the
 * blocks under it that ask by the event's number alone (tax, funnel, the funnel's first page of recipients), which
 * otherwise wait for the event's reply and the screen's render before they leave.
 */
export const prefetchDetail: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = eventSnOf(params.eventSn);
  if (eventSn === 0) return;
  void queryClient.prefetchQuery(eventDetailQuery(eventSn));
  void queryClient.prefetchQuery(eventRecipientsQuery({ eventSn, stateCd: null, page: 0 }));
  void queryClient.prefetchQuery(taxSummaryQuery({ eventSn }));
  void queryClient.prefetchQuery(funnelQuery({ eventSn }));
  void queryClient.prefetchQuery(funnelRecipientsQuery({ eventSn, filter: null, page: 0 }));
};

/**
 * /event/settingSave's first queries: the event being edited (none for a new one), the cards in use, the company and
 * theme selects' lists, and once the event's company is known the messengers it connected (the channel chain).
 */
export const prefetchSetting: ScreenPrefetch = ({ queryClient, params }) => {
  const eventSn = eventSnOf(params.eventSn);
  if (eventSn > 0)
    void queryClient.fetchQuery(eventDetailQuery(eventSn)).then(
      (event) => queryClient.prefetchQuery(messengerConnectedQuery(event.cmpyCd)),
      () => undefined,
    );
  void queryClient.prefetchQuery(cardsQuery('Y'));
  void queryClient.prefetchQuery(companyOptionsQuery({ url: API_PATH.companyOptions, method: 'POST' }));
  void queryClient.prefetchQuery(themesQuery());
};
