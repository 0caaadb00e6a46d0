import { type CodeSaveRequest, codeSaveReplySchema } from '@pcs/domain/contracts/code-admin';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { codeListKeys } from '../../../lib/code-lists';
import { systemKeys } from './system-query-keys';

/** POST .../manage/code/save.json: inserts or updates the codes of one group in one transaction. */
export const saveCodes = (request: CodeSaveRequest) =>
  callApi(API_PATH.codeAdminSave, { body: request, schema: codeSaveReplySchema });

/** Every select of the back office reads the new codes at once (a change shows immediately). */
export const useSaveCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodes,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemKeys.all });
      await queryClient.invalidateQueries({ queryKey: codeListKeys.all });
    },
  });
};
