import { type CompanyListRequest, companyListReplySchema } from '@pcs/domain/contracts/company';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './company-query-keys';

/** POST .../manage/company/list.json: one page of companies (operators), managers' names and phones masked. */
export const getCompanyList = (request: CompanyListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.companyList, { body: request, schema: companyListReplySchema, signal });

/** The list's query: the screen's hook and its prefetch at route match (company-list-prefetch.ts) share it. */
export const companyListQuery = (request: CompanyListRequest) =>
  queryOptions({
    queryKey: companyKeys.list(request),
    queryFn: ({ signal }) => getCompanyList(request, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useCompanyList = (request: CompanyListRequest) =>
  useQuery({ ...companyListQuery(request), placeholderData: keepPreviousData });
