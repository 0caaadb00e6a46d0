import { type GroupListRequest, groupListReplySchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** POST .../manage/group/list.json: operators over every company, a client manager over their own. */
export const getGroupList = (request: GroupListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.groupList, { body: request, schema: groupListReplySchema, signal });

export const useGroupList = (request: GroupListRequest) =>
  useQuery({
    queryKey: groupKeys.list(request),
    queryFn: ({ signal }) => getGroupList(request, signal),
    placeholderData: keepPreviousData,
  });
