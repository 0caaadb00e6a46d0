import { MARGIN_GROUP_BYS, YYYYMM_PATTERN } from '@pcs/domain';
import type { MarginListRequest } from '@pcs/domain/contracts/vendor-settlement';
import { urlCode, urlPattern, urlSerial } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import type { ListRequest } from '../../../lib/use-list-state';
import { marginsQuery } from '../api/get-margins';
import { settlementVendorsQuery } from '../api/get-settlement-vendors';
import { lastMonth } from '../components/settlement-months';

/** Filters of /settlement/margin, in the request's names. */
export const MARGIN_LIST = {
  filters: {
    fromYm: urlPattern(YYYYMM_PATTERN),
    toYm: urlPattern(YYYYMM_PATTERN),
    groupBy: urlCode(MARGIN_GROUP_BYS),
    vendorSn: urlSerial,
  },
  sortFields: [] as const,
};
export type MarginListOfUrl = ListRequest<typeof MARGIN_LIST.filters, never>;

/** The URL's filters; without months, last month in Korea, grouped by month. */
export const marginRequest = (r: MarginListOfUrl): MarginListRequest => ({
  ...r,
  fromYm: r.fromYm ?? r.toYm ?? lastMonth(),
  toYm: r.toYm ?? r.fromYm ?? lastMonth(),
  groupBy: r.groupBy ?? 'MONTH',
});

const list = prefetchList(MARGIN_LIST, (r) => marginsQuery(marginRequest(r)));

/** /settlement/margin's first queries: the margins its URL asks for and the vendors to filter by. */
export const prefetch: ScreenPrefetch = (args) => {
  list(args);
  void args.queryClient.prefetchQuery(settlementVendorsQuery());
};
