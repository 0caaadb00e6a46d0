import { PAYMENT_STATUS } from '@pcs/domain';
import type { PaymentListRequest } from '@pcs/domain/contracts/payment';
import { urlCode, urlPattern, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import type { ListRequest } from '../../../lib/use-list-state';
import { paymentFilterOptionsQuery } from '../api/get-payment-filter-options';
import { paymentListQuery } from '../api/get-payment-list';

/** Filters of /delivery/payment, in the request's names. */
export const PAYMENT_LIST = {
  filters: {
    payDtStart: urlYmd,
    payDtEnd: urlYmd,
    cmpyCd: urlPattern(/^[\w-]{1,20}$/),
    eventSn: urlPattern(/^\d{1,9}$/),
    status: urlCode(Object.values(PAYMENT_STATUS)),
    payMethod: urlCode(['Card', 'DirectBank'] as const),
    buyerNm: urlText(50),
  },
  dateRanges: ['payDt'],
  sortFields: ['createdAt', 'amount'] as const,
};

export type PaymentListOfUrl = ListRequest<
  typeof PAYMENT_LIST.filters,
  (typeof PAYMENT_LIST.sortFields)[number]
>;

/** The URL keeps eventSn as text (a select value); the API takes a number. */
export const paymentRequestOfUrl = (request: PaymentListOfUrl): PaymentListRequest => ({
  ...request,
  eventSn: request.eventSn ? Number(request.eventSn) : null,
});

const list = prefetchList(PAYMENT_LIST, (request) => paymentListQuery(paymentRequestOfUrl(request)));

/** /delivery/payment's first queries: the payments its URL asks for and the companies and events to filter by. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(paymentFilterOptionsQuery());
};
