import { ACCESS_ACTION, ACCESS_LOG_SORT_FIELDS, ACCESS_TARGET } from '@pcs/domain';
import { urlCode, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { accessLogQuery } from '../api/get-access-log';

/** Filters of /system/accessLog/list, in the request's names. */
export const ACCESS_LOG_LIST = {
  filters: {
    searchText: urlText(50),
    action: urlCode(Object.values(ACCESS_ACTION)),
    target: urlCode(Object.values(ACCESS_TARGET)),
    inputDtStart: urlYmd,
    inputDtEnd: urlYmd,
  },
  dateRanges: ['inputDt'],
  sortFields: ACCESS_LOG_SORT_FIELDS,
};

/** /system/accessLog/list's first query: the page of records its URL asks for. */
export const prefetch: ScreenPrefetch = prefetchList(ACCESS_LOG_LIST, accessLogQuery);
