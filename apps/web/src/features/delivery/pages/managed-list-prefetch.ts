import { DELIVERY_STATUS_LABEL } from '@pcs/domain';
import { urlCode, urlSerial, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { managedListQuery } from '../api/get-managed-list';

/** Filters of /delivery/managedList in the request's own names (the order date range as inputDtStart/End). */
export const MANAGED_LIST = {
  filters: {
    inputDtStart: urlYmd,
    inputDtEnd: urlYmd,
    cmpyCd: urlText(20),
    eventSn: urlSerial,
    deliStatCd: urlCode(Object.keys(DELIVERY_STATUS_LABEL)),
    receiverNm: urlText(30),
  },
  dateRanges: ['inputDt'],
  sortFields: [] as string[],
};

/** /delivery/managedList's first query: the page of delivery lines its URL asks for. */
export const prefetch: ScreenPrefetch = prefetchList(MANAGED_LIST, managedListQuery);
