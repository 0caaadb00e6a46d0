import { CODE_GROUP, COMPANY_SORT_FIELDS, SIGN_STATUS_FILTER_CODES } from '@pcs/domain';
import { codeGroupQuery } from '../../../lib/code-lists';
import { urlCode, urlPattern, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { companyListQuery } from '../api/get-company-list';

/** Filters of /company/list, in the request's names. */
export const COMPANY_LIST = {
  filters: {
    searchText: urlText(100),
    cmpyTypeCd: urlPattern(/^\d{2}$/),
    signStatCd: urlCode(SIGN_STATUS_FILTER_CODES),
    useYn: urlCode(['Y', 'N'] as const),
    frstRgstDtStart: urlYmd,
    frstRgstDtEnd: urlYmd,
  },
  dateRanges: ['frstRgstDt'],
  sortFields: COMPANY_SORT_FIELDS,
};

const list = prefetchList(COMPANY_LIST, companyListQuery);

/** /company/list's first queries: the page of companies its URL asks for and the two code lists of its filters. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(codeGroupQuery(CODE_GROUP.companyType));
  void args.queryClient.prefetchQuery(codeGroupQuery(CODE_GROUP.signStatus));
};
