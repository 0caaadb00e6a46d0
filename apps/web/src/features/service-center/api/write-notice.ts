import { API_PATH } from '@pcs/domain/contracts/paths';
import { type NoticeWriteRequest, noticeWriteReplySchema } from '@pcs/domain/contracts/service-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { serviceCenterKeys } from './service-center-keys';

/**
 * POST (multipart) /v1/ebmp/main/board/notice/write.json: the notice as the JSON part `notice`, each new file as a
 * part `files`. The server checks and sanitizes everything again.
 */
export function writeNotice(notice: NoticeWriteRequest, files: readonly File[]) {
  const form = new FormData();
  form.append('notice', JSON.stringify(notice));
  for (const file of files) form.append('files', file, file.name);
  return callApi(API_PATH.noticeWrite, { body: form, schema: noticeWriteReplySchema });
}

export const useWriteNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notice, files }: { notice: NoticeWriteRequest; files: readonly File[] }) =>
      writeNotice(notice, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCenterKeys.notices() }),
  });
};
