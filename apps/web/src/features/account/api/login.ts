import { type LoginRequest, type LoginUserData, loginUserDataSchema } from '@pcs/domain/contracts/auth';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST {sso}/v1/ebmp/login.json -> spec §3 Login user data. */
export const login = (request: LoginRequest): Promise<LoginUserData> =>
  callApi(API_PATH.login, { body: request, schema: loginUserDataSchema });

export const useLogin = () => useMutation({ mutationFn: login });
