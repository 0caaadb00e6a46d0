import type { AccessLogListRequest } from '@pcs/domain/contracts/access-log';

/** Query keys of the operator's system screens (code tables, access log). */
export const systemKeys = {
  all: ['system'] as const,
  codeGroups: (filters: Record<string, unknown>) => [...systemKeys.all, 'codeGroups', filters] as const,
  codes: (cdGrup: string, solCd: string) => [...systemKeys.all, 'codes', cdGrup, solCd] as const,
  accessLog: (request: AccessLogListRequest) => [...systemKeys.all, 'accessLog', request] as const,
};
