import { API_PATH, type SignUpRequest, signUpReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/pcs/user/signUp.json: READY until approved; the reply is what the completion screen shows. */
export const signUp = (request: SignUpRequest) =>
  callApi(API_PATH.signUp, { body: request, schema: signUpReplySchema });

export const useSignUp = () => useMutation({ mutationFn: signUp });
