import { type InquiryAnswerRequest, inquirySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inquiryKeys } from './get-inquiries';

/** POST /v1/ebmp/pcs/inquiry/answer.json (operator admins): stores the answer; the server mails it to the inquirer. */
export const useAnswerInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InquiryAnswerRequest) =>
      callApi(API_PATH.inquiryAnswer, { body: request, schema: inquirySchema }),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.detail(inquiry.inquirySn), inquiry);
      // The list shows waiting / answered.
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
};
