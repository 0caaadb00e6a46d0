import { GOODS_SORT_FIELDS } from '@pcs/domain';
import { urlCode, urlPattern, urlText, urlYmd } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { goodsFormDataQuery } from '../api/get-goods-form-data';
import { goodsListQuery } from '../api/get-goods-list';

/** Filters of /goods/list and /goods/vendor/list, in the request's names. */
export const GOODS_LIST = {
  filters: {
    categoryCd: urlPattern(/^(\d{2}){1,3}$/),
    vendorSn: urlPattern(/^\d{1,10}$/),
    signStatCd: urlCode(['02', '03', '04', '05'] as const),
    useYn: urlCode(['Y', 'N'] as const),
    soldOutYn: urlCode(['Y', 'N'] as const),
    priceMin: urlPattern(/^\d{1,9}$/),
    priceMax: urlPattern(/^\d{1,9}$/),
    searchProdNm: urlText(100),
    frstRgstDtStart: urlYmd,
    frstRgstDtEnd: urlYmd,
  },
  dateRanges: ['frstRgstDt'],
  sortFields: GOODS_SORT_FIELDS,
};

const list = prefetchList(GOODS_LIST, goodsListQuery);

/** The goods lists' first queries: the page of goods the URL asks for and the categories, themes and vendors. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(goodsFormDataQuery());
};
