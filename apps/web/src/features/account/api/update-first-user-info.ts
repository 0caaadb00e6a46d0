import { API_PATH, updateFirstUserInfoReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST (multipart) /v1/ebmp/main/user/updateFirstUserInfo.json: the profile image, field profileImage. */
export function updateFirstUserInfo(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return callApi(API_PATH.updateFirstUserInfo, { body: form, schema: updateFirstUserInfoReplySchema });
}

export const useUpdateFirstUserInfo = () => useMutation({ mutationFn: updateFirstUserInfo });
