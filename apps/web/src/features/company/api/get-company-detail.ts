import { companyDetailSchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/detail.json: every spec §3 field, its solutions, groups, user counts and decisions. */
export const getCompanyDetail = (cmpyCd: string, signal?: AbortSignal) =>
  callApi(API_PATH.companyDetail, { body: { cmpyCd }, schema: companyDetailSchema, signal });

export const useCompanyDetail = (cmpyCd: string | undefined) =>
  useQuery({
    queryKey: companyKeys.detail(cmpyCd ?? ''),
    queryFn: ({ signal }) => getCompanyDetail(cmpyCd ?? '', signal),
    enabled: !!cmpyCd,
  });
