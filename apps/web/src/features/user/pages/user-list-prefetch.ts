import { ALL_AUTH_CDS, CODE_GROUP, SIGN_STATUS_FILTER_CODES, USER_SORT_FIELDS } from '@pcs/domain';
import { codeGroupQuery } from '../../../lib/code-lists';
import { urlCode, urlList, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { userListQuery } from '../api/get-user-list';

const YN = ['Y', 'N'] as const;

/** Filters of /user/list and /user/clientManage/list, in the request's names. */
export const USER_LIST = {
  filters: {
    cmpyCdList: urlList(/^[A-Za-z0-9_-]{1,20}$/, 500),
    authCd: urlCode(ALL_AUTH_CDS),
    signStatCd: urlCode(SIGN_STATUS_FILTER_CODES),
    useYn: urlCode(YN),
    lockYn: urlCode(YN),
    searchText: urlText(50),
    frstRgstDtStart: urlYmd,
    frstRgstDtEnd: urlYmd,
  },
  dateRanges: ['frstRgstDt'],
  sortFields: USER_SORT_FIELDS,
};

const list = prefetchList(USER_LIST, userListQuery);

/** The user lists' first queries: the page of users the URL asks for and the sign-status codes of its filter. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(codeGroupQuery(CODE_GROUP.signStatus));
};
