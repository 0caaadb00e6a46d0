import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  type QnaListReply,
  type QnaListRequest,
  qnaDetailSchema,
  qnaListReplySchema,
} from '@pcs/domain/contracts/service-center';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { nextPage } from './next-page';
import { serviceCenterKeys } from './service-center-keys';

const getQuestions = (request: QnaListRequest, signal?: AbortSignal): Promise<QnaListReply> =>
  callApi(API_PATH.qnaList, { body: request, schema: qnaListReplySchema, signal });

/** POST /v1/ebmp/pcs/board/qna/list.json: the caller's questions (operator admins: everyone's), one page. */
export const useQuestions = (request: QnaListRequest) =>
  useQuery({
    queryKey: serviceCenterKeys.questionList(request),
    queryFn: ({ signal }) => getQuestions(request, signal),
    placeholderData: keepPreviousData,
  });

/** The same with pages appended by "더보기" (mobile). */
export const useInfiniteQuestions = () =>
  useInfiniteQuery({
    queryKey: serviceCenterKeys.questionList('infinite'),
    queryFn: ({ signal, pageParam }) => getQuestions({ page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastPageParam) => nextPage(last, lastPageParam),
  });

/** POST /v1/ebmp/pcs/board/qna/detail.json. */
export const useQuestion = (qnaSn: number | null) =>
  useQuery({
    queryKey: serviceCenterKeys.question(qnaSn ?? 0),
    queryFn: ({ signal }) =>
      callApi(API_PATH.qnaDetail, { body: { qnaSn }, schema: qnaDetailSchema, signal }),
    enabled: qnaSn !== null,
  });
