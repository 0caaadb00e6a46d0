import type { DashboardRequest } from '@pcs/domain/contracts/dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  dashboard: (kind: string, request: DashboardRequest) => [...dashboardKeys.all, kind, request] as const,
};
