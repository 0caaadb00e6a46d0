import { inquiryListReplySchema, inquirySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type InquiryKind = 'QUESTION' | 'DOWNLOAD' | null;
export type InquiryAnswerStatus = 'WAITING' | 'ANSWERED' | null;

export const inquiryKeys = {
  all: ['inquiry'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (kind: InquiryKind, answerStatus: InquiryAnswerStatus, page: number) =>
    [...inquiryKeys.lists(), kind, answerStatus, page] as const,
  detail: (inquirySn: number) => [...inquiryKeys.all, 'detail', inquirySn] as const,
};

/** POST /v1/ebmp/pcs/inquiry/list.json (operator admins): landing inquiries, 15 a page; page is 1-based here. */
export const useInquiries = (kind: InquiryKind, answerStatus: InquiryAnswerStatus, page: number) =>
  useQuery({
    queryKey: inquiryKeys.list(kind, answerStatus, page),
    queryFn: ({ signal }) =>
      callApi(API_PATH.inquiryList, {
        body: { kind, answerStatus, page: page - 1 },
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
