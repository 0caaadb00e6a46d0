import { type InquiryHandleRequest, inquirySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { inquiryKeys } from './get-inquiries';

/** POST /v1/ebmp/pcs/inquiry/handle.json (operator admins): marks the inquiry handled with the memo. */
export const useHandleInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InquiryHandleRequest) =>
      callApi(API_PATH.inquiryHandle, { body: request, schema: inquirySchema }),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryKeys.detail(inquiry.inquirySn), inquiry);
      // The list shows the handled state too.
      void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
};
