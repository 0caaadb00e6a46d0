import type { CompanyListRequest } from '@pcs/domain/contracts/company';
import type { GroupListRequest } from '@pcs/domain/contracts/company-group';
import type { UserListRequest } from '@pcs/domain/contracts/user-admin';

/** Query keys of companies and their groups, from one factory so invalidations cannot miss a spelling. */
export const companyKeys = {
  all: ['company'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (request: CompanyListRequest) => [...companyKeys.lists(), request] as const,
  detail: (cmpyCd: string) => [...companyKeys.all, 'detail', cmpyCd] as const,
};

export const groupKeys = {
  all: ['group'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (request: GroupListRequest) => [...groupKeys.lists(), request] as const,
  detail: (cmpyCd: string, grupCd: string) => [...groupKeys.all, 'detail', cmpyCd, grupCd] as const,
  members: (request: UserListRequest) => [...groupKeys.all, 'members', request] as const,
};
