import { API_PATH } from '@pcs/domain/contracts/paths';
import { type UserListRequest, userListReplySchema } from '@pcs/domain/contracts/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/list.json: operators every company and role; a client manager their company, roles 20/25. */
export const getUserList = (request: UserListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.userList, { body: request, schema: userListReplySchema, signal });

export const useUserList = (request: UserListRequest) =>
  useQuery({
    queryKey: userKeys.list(request),
    queryFn: ({ signal }) => getUserList(request, signal),
    placeholderData: keepPreviousData,
  });
