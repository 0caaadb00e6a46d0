import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  type QnaAnswerRequest,
  type QnaWriteRequest,
  qnaWriteReplySchema,
} from '@pcs/domain/contracts/service-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/pcs/board/qna/write.json (anyone logged in) and answer.json (operator admins). */
export const useQuestionMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: serviceCenterKeys.questions() });
  return {
    ask: useMutation({
      mutationFn: (request: QnaWriteRequest) =>
        callApi(API_PATH.qnaWrite, { body: request, schema: qnaWriteReplySchema }),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: (request: QnaAnswerRequest) =>
        callApi(API_PATH.qnaAnswer, { body: request, schema: z.null() }),
      onSuccess,
    }),
  };
};
