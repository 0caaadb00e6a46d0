import { PAGE_SIZE } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserListRequest, userListReplySchema } from '@pcs/domain/contracts/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** The members of a group (and its descendants): the user list of that one company and group. */
export const groupMembersRequest = (cmpyCd: string, grupCd: string, page: number): UserListRequest => ({
  cmpyCdList: [cmpyCd],
  grupCd,
  page,
  pageSize: PAGE_SIZE,
  sortField: 'userNm',
  sortOrder: 'asc',
});

export const getGroupMembers = (request: UserListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.userList, { body: request, schema: userListReplySchema, signal });

export const useGroupMembers = (request: UserListRequest | null) =>
  useQuery({
    queryKey: groupKeys.members(request ?? {}),
    queryFn: ({ signal }) => getGroupMembers(request ?? {}, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/** Candidates for a group manager: users of the company matching a name, ID or phone (20 at most). */
export const useCompanyUserSearch = (cmpyCd: string | null, searchText: string) =>
  useQuery({
    queryKey: groupKeys.members({ cmpyCdList: cmpyCd ? [cmpyCd] : [], searchText, pageSize: 20 }),
    queryFn: ({ signal }) =>
      getGroupMembers(
        {
          cmpyCdList: [cmpyCd ?? ''],
          searchText: searchText || null,
          page: 0,
          pageSize: 20,
          sortField: 'userNm',
          sortOrder: 'asc',
        },
        signal,
      ),
    enabled: !!cmpyCd,
    placeholderData: keepPreviousData,
  });
