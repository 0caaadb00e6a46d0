import type { DashboardRequest, DashboardTodayKind } from '@pcs/domain/contracts/dashboard';
import dayjs, { type Dayjs } from 'dayjs';
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

const prefetchDashboard =
  (kind: DashboardKind): ScreenPrefetch =>
  ({ queryClient }) => {
    const first = { cmpyCds: [], range: firstRange(), todayKind: null, todayDeliStatCd: null };
    void queryClient.prefetchQuery(dashboardQuery(kind, dashboardRequest(kind, first)));
  };

/** /dashBoard/etners's and /dashBoard/client's first query: this month, every company (or their own). */
export const prefetchEtners = prefetchDashboard('etners');
export const prefetchClient = prefetchDashboard('client');
