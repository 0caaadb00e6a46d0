import { OCCASION_RULE_SORT_FIELDS, OCCASION_TYPES } from '@pcs/domain';
import { urlCode, urlPattern, urlText } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { ruleListQuery } from '../api/get-rule-list';

/** Filters of /occasion/list, in the request's names. */
export const RULE_LIST = {
  filters: {
    cmpyCd: urlPattern(/^[A-Za-z0-9_-]{1,20}$/),
    occasionType: urlCode(OCCASION_TYPES),
    useYn: urlCode(['Y', 'N'] as const),
    ruleNm: urlText(100),
  },
  sortFields: OCCASION_RULE_SORT_FIELDS,
};

/** /occasion/list's first query: the page of rules its URL asks for. */
export const prefetch: ScreenPrefetch = prefetchList(RULE_LIST, ruleListQuery);
