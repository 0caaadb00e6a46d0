import { API_PATH, confirmIdReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST {sso}/v1/ebmp/confirmId.json: is the ID free for sign-up? */
export const confirmId = (userId: string) =>
  callApi(API_PATH.confirmId, { body: { userId }, schema: confirmIdReplySchema });

export const useConfirmId = () => useMutation({ mutationFn: confirmId });
