import { inquiryListReplySchema, inquirySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type InquiryKind = 'QUESTION' | 'DOWNLOAD';
export type InquiryAnswerStatus = 'WAITING' | 'ANSWERED';

/** One page (0-based) of the inquiry list, each filter null for all. */
export type InquiryListRequest = {
  kind: InquiryKind | null;
  answerStatus: InquiryAnswerStatus | null;
  page: number;
};

export const inquiryKeys = {
  all: ['inquiry'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (request: InquiryListRequest) => [...inquiryKeys.lists(), request] as const,
  detail: (inquirySn: number) => [...inquiryKeys.all, 'detail', inquirySn] as const,
};

/** POST /v1/ebmp/pcs/inquiry/list.json (operator admins): landing inquiries, 15 a page. */
export const useInquiries = (request: InquiryListRequest) =>
  useQuery({
    queryKey: inquiryKeys.list(request),
    queryFn: ({ signal }) =>
      callApi(API_PATH.inquiryList, {
        body: { kind: request.kind, answerStatus: request.answerStatus, page: request.page },
        schema: inquiryListReplySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /v1/ebmp/pcs/inquiry/detail.json (operator admins). */
export const useInquiry = (inquirySn: number | null) =>
  useQuery({
    queryKey: inquiryKeys.detail(inquirySn ?? 0),
    queryFn: ({ signal }) =>
      callApi(API_PATH.inquiryDetail, { body: { inquirySn }, schema: inquirySchema, signal }),
    enabled: inquirySn !== null,
  });
