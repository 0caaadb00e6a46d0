import { OCCASION_TYPES, OCCURRENCE_STATES, UPCOMING_SORT_FIELDS } from '@pcs/domain';
import { urlCode, urlList, urlPattern, urlText } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { upcomingFilterOptionsQuery } from '../api/upcoming-filter-options';
import { upcomingListQuery } from '../api/upcoming-list';

/** Filters of /occasion/upcoming, in the request's names. */
export const UPCOMING_LIST = {
  filters: {
    cmpyCds: urlList(/^[A-Za-z0-9_-]{1,20}$/, 200),
    occasionType: urlCode(OCCASION_TYPES),
    statCd: urlCode(OCCURRENCE_STATES),
    ruleSn: urlPattern(/^\d{1,10}$/),
    userNm: urlText(50),
  },
  sortFields: UPCOMING_SORT_FIELDS,
};

const list = prefetchList(UPCOMING_LIST, upcomingListQuery);

/** /occasion/upcoming's first queries: the gifts its URL asks for and the companies and rules to filter by. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(upcomingFilterOptionsQuery());
};
