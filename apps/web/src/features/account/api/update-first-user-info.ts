import { API_PATH, MSG, updateFirstUserInfoReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';

/** POST (multipart) /v1/ebmp/main/user/updateFirstUserInfo.json: the profile image, field profileImage. */
export async function updateFirstUserInfo(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  const token = getToken();
  const response = await fetch(API_PATH.updateFirstUserInfo, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  }).catch(() => null);
  const payload = (await response?.json().catch(() => null)) as {
    resultStatus?: { messageCode: string; messageText: string };
    resultData?: unknown;
  } | null;
  const status = payload?.resultStatus;
  if (!status) throw new ApiError('5000', MSG.dataNotProcessed, response?.status ?? 0);
  if (status.messageCode !== '2000')
    throw new ApiError(status.messageCode, status.messageText, response?.status ?? 0);
  return updateFirstUserInfoReplySchema.parse(payload.resultData);
}

export const useUpdateFirstUserInfo = () => useMutation({ mutationFn: updateFirstUserInfo });
