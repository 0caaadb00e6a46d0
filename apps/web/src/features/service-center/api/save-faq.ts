import { API_PATH } from '@pcs/domain/contracts/paths';
import { type FaqSaveRequest, faqSaveReplySchema } from '@pcs/domain/contracts/service-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/pcs/board/faq/save.json and delete.json (operator admins). */
export const useFaqMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: serviceCenterKeys.faqs() });
  return {
    save: useMutation({
      mutationFn: (request: FaqSaveRequest) =>
        callApi(API_PATH.faqSave, { body: request, schema: faqSaveReplySchema }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (faqId: number) => callApi(API_PATH.faqDelete, { body: { faqId }, schema: z.null() }),
      onSuccess,
    }),
  };
};
