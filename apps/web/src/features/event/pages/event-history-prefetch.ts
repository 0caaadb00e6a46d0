import { EVENT_SORT_FIELDS, EVENT_STATUS_LABEL } from '@pcs/domain';
import { urlCode, urlList, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { eventListQuery } from '../api/get-event-list';

const STATUS_CODES = Object.keys(EVENT_STATUS_LABEL) as (keyof typeof EVENT_STATUS_LABEL)[];

/** Filters of /event/history, in the request's names. */
export const EVENT_LIST = {
  filters: {
    cmpyCdList: urlList(/^[A-Za-z0-9_-]{1,20}$/, 100),
    eventStatCd: urlCode(STATUS_CODES),
    eventNm: urlText(100),
    periodStart: urlYmd,
    periodEnd: urlYmd,
  },
  dateRanges: ['period'],
  sortFields: EVENT_SORT_FIELDS,
};

/** /event/history's first query: the page of events its URL asks for. */
export const prefetch: ScreenPrefetch = prefetchList(EVENT_LIST, eventListQuery);
