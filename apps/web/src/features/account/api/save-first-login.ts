import { API_PATH, type SaveFirstLoginRequest, saveFirstLoginReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/pcs/user/saveFirstLogin.json -> login user data, first login finished. */
export const saveFirstLogin = (request: SaveFirstLoginRequest) =>
  callApi(API_PATH.saveFirstLogin, { body: request, schema: saveFirstLoginReplySchema });

export const useSaveFirstLogin = () => useMutation({ mutationFn: saveFirstLogin });
