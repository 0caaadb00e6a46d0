import { DASHBOARD_REFRESH_MS } from '@pcs/domain';
import { type DashboardRequest, dashboardReplySchema } from '@pcs/domain/contracts/dashboard';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type DashboardKind = 'etners' | 'client';

export const dashboardPath = (kind: DashboardKind) =>
  kind === 'etners' ? API_PATH.dashboardEtners : API_PATH.dashboardClient;
export const dashboardExcelPath = (kind: DashboardKind) =>
  kind === 'etners' ? API_PATH.dashboardEtnersExcel : API_PATH.dashboardClientExcel;

/** POST .../dashboard/etners.json or client.json: the screen's hook and its prefetch at route match share it. */
export const dashboardQuery = (kind: DashboardKind, request: DashboardRequest) =>
  queryOptions({
    queryKey: dashboardKeys.dashboard(kind, request),
    queryFn: ({ signal }) =>
      callApi(dashboardPath(kind), { body: request, schema: dashboardReplySchema, signal }),
  });

/**
 * The dashboard, asked again every 30 s while the tab is visible (TanStack Query pauses the interval in a hidden
 * tab) and whenever the tab comes back.
 */
export const useDashboard = (kind: DashboardKind, request: DashboardRequest) =>
  useQuery({
    ...dashboardQuery(kind, request),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
