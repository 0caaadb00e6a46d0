import type { DashboardRequest, DashboardTodayKind } from '@pcs/domain/contracts/dashboard';
import { API_PATH } from '@pcs/domain/contracts/paths';
import dayjs, { type Dayjs } from 'dayjs';
import { companyOptionsQuery } from '../../../components/back-office/company-options-query';
import { funnelQuery } from '../../../components/funnel/funnel-query';
import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { type DashboardKind, dashboardQuery } from '../api/get-dashboard';

const ymd = (d: Dayjs) => d.format('YYYYMMDD');

/** The period a dashboard opens on: this month so far. */
export const firstRange = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs()];

/** A dashboard's request: whole months of the period; the company selection only on the operators' one. */
export const dashboardRequest = (
  kind: DashboardKind,
  state: {
    cmpyCds: string[];
    range: readonly [Dayjs, Dayjs];
    todayKind: DashboardTodayKind | null;
    todayDeliStatCd: string | null;
  },
): DashboardRequest => ({
  cmpyCds: kind === 'etners' ? state.cmpyCds : [],
  periodStart: ymd(state.range[0].startOf('month')),
  periodEnd: ymd(state.range[1].endOf('month')),
  todayKind: state.todayKind,
  todayDeliStatCd: state.todayDeliStatCd,
});

/**
 * A dashboard's first query, this month for every company (or their own); the operators' company select's list
 * beside it; and as soon as the reply names the running events, the funnel of the first, which the screen shows
 * under them (otherwise asked for only once the dashboard has drawn).
 */
const prefetchDashboard =
  (kind: DashboardKind): ScreenPrefetch =>
  ({ queryClient }) => {
    const first = { cmpyCds: [], range: firstRange(), todayKind: null, todayDeliStatCd: null };
    void queryClient.fetchQuery(dashboardQuery(kind, dashboardRequest(kind, first))).then(
      (reply) => {
        const event = reply.events[0];
        if (event) void queryClient.prefetchQuery(funnelQuery({ eventSn: event.eventSn }));
      },
      () => undefined,
    );
    if (kind === 'etners')
      void queryClient.prefetchQuery(
        companyOptionsQuery({ url: API_PATH.dashboardCompanies, method: 'POST' }),
      );
  };

/** /dashBoard/etners's and /dashBoard/client's first queries. */
export const prefetchEtners = prefetchDashboard('etners');
export const prefetchClient = prefetchDashboard('client');
