import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/** POST /v1/ebmp/main/board/notice/delete.json (operator admins). */
export const useDeleteNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boardId: number) => callApi(API_PATH.noticeDelete, { body: { boardId }, schema: z.null() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCenterKeys.notices() }),
  });
};
