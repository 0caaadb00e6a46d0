import { CLIENT_BILL_STATS, type ClientBillStat } from '@pcs/domain';
import { urlCode, urlPattern } from '../../../lib/list-params';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import type { ListRequest } from '../../../lib/use-list-state';
import { clientBillsQuery } from '../api/get-client-bills';

/** Filters of /settlement/client/list, in the request's names. */
export const CLIENT_BILL_LIST = {
  filters: {
    yyyymmStart: urlPattern(/^\d{6}$/),
    yyyymmEnd: urlPattern(/^\d{6}$/),
    cmpyCd: urlPattern(/^[A-Za-z0-9_-]{1,20}$/),
    stat: urlCode(CLIENT_BILL_STATS),
  },
  sortFields: [] as string[],
};
export type ClientBillListOfUrl = ListRequest<typeof CLIENT_BILL_LIST.filters, string>;

/**
 * The URL's filters. Without months the server picks them (the latest month with anything and the one before), so a
 * company's first month opens on its draft instead of an empty last month; the reply says which months it listed.
 */
export const clientBillRequest = (r: ClientBillListOfUrl) => ({
  ...r,
  yyyymmStart: r.yyyymmStart ?? null,
  yyyymmEnd: r.yyyymmEnd ?? null,
  cmpyCd: r.cmpyCd ?? null,
  stat: (r.stat ?? null) as ClientBillStat | null,
});

/** /settlement/client/list's first query: the months its URL asks for (or the server's default ones). */
export const prefetch: ScreenPrefetch = prefetchList(CLIENT_BILL_LIST, (r) =>
  clientBillsQuery(clientBillRequest(r)),
);
