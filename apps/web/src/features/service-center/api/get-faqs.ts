import { API_PATH } from '@pcs/domain/contracts/paths';
import { type FaqListRequest, faqListReplySchema, faqSchema } from '@pcs/domain/contracts/service-center';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/pcs/board/faq/list.json: a category's FAQs (or all), searched in question and answer. */
export const useFaqs = (request: FaqListRequest) =>
  useQuery({
    queryKey: serviceCenterKeys.faqList(request),
    queryFn: ({ signal }) => callApi(API_PATH.faqList, { body: request, schema: faqListReplySchema, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /v1/ebmp/pcs/board/faq/detail.json (the edit form); null asks nothing. */
export const useFaq = (faqId: number | null) =>
  useQuery({
    queryKey: serviceCenterKeys.faq(faqId ?? 0),
    queryFn: ({ signal }) => callApi(API_PATH.faqDetail, { body: { faqId }, schema: faqSchema, signal }),
    enabled: faqId !== null,
  });
