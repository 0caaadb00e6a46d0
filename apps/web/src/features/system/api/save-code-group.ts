import { type CodeGroupSaveRequest, codeGroupRowSchema } from '@pcs/domain/contracts/code-admin';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { systemKeys } from './system-query-keys';

/** POST .../manage/code/groupSave.json: creates a code group or renames it. */
export const saveCodeGroup = (request: CodeGroupSaveRequest) =>
  callApi(API_PATH.codeGroupSave, { body: request, schema: z.union([codeGroupRowSchema, z.unknown()]) });

export const useSaveCodeGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodeGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemKeys.all });
      await queryClient.invalidateQueries({ queryKey: codeListKeys.all });
    },
  });
};
