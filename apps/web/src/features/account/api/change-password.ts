import { API_PATH, type ChangePasswordRequest } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/main/user/changePassword.json: expired password and my page. */
export const changePassword = (request: ChangePasswordRequest) =>
  callApi(API_PATH.changePassword, { body: request, schema: z.null() });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
