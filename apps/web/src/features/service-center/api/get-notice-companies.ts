import { API_PATH } from '@pcs/domain/contracts/paths';
import { noticeCompaniesReplySchema } from '@pcs/domain/contracts/service-center';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/main/board/notice/companies.json: the companies a notice can be aimed at (operator admins). */
export const useNoticeCompanies = () =>
  useQuery({
    queryKey: serviceCenterKeys.noticeCompanies(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.noticeCompanies, { schema: noticeCompaniesReplySchema, signal }),
    staleTime: 5 * 60_000,
  });
