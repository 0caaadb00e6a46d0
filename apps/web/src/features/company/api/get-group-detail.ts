import { groupDetailSchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { groupKeys } from './company-query-keys';

/** POST .../manage/group/detail.json: one group, its place in the tree and its child groups. */
export const getGroupDetail = (cmpyCd: string, grupCd: string, signal?: AbortSignal) =>
  callApi(API_PATH.groupDetail, { body: { cmpyCd, grupCd }, schema: groupDetailSchema, signal });

export const useGroupDetail = (cmpyCd: string | undefined, grupCd: string | undefined) =>
  useQuery({
    queryKey: groupKeys.detail(cmpyCd ?? '', grupCd ?? ''),
    queryFn: ({ signal }) => getGroupDetail(cmpyCd ?? '', grupCd ?? '', signal),
    enabled: !!cmpyCd && !!grupCd,
  });
