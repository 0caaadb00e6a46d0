import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserListRequest, userListReplySchema } from '@pcs/domain/contracts/user-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/list.json: operators every company and role; a client manager their company, roles 20/25. */
export const getUserList = (request: UserListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.userList, { body: request, schema: userListReplySchema, signal });

/** The query of useUserList: the screen's hook and its prefetch at route match share it. */
export const userListQuery = (request: UserListRequest) =>
  queryOptions({
    queryKey: userKeys.list(request),
    queryFn: ({ signal }) => getUserList(request, signal),
  });

export const useUserList = (request: UserListRequest) =>
  useQuery({ ...userListQuery(request), placeholderData: keepPreviousData });
