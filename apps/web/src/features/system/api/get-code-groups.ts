import { codeGroupListReplySchema } from '@pcs/domain/contracts/code-admin';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-query-keys';

export type CodeGroupFilters = { solCd: string | null; searchText: string | null; useYn: 'Y' | 'N' | null };

/** POST .../manage/code/groupList.json: the code groups (operator admins). */
export const getCodeGroups = (filters: CodeGroupFilters, signal?: AbortSignal) =>
  callApi(API_PATH.codeGroupList, { body: filters, schema: codeGroupListReplySchema, signal });

export const useCodeGroups = (filters: CodeGroupFilters) =>
  useQuery({
    queryKey: systemKeys.codeGroups(filters),
    queryFn: ({ signal }) => getCodeGroups(filters, signal),
    placeholderData: keepPreviousData,
  });
