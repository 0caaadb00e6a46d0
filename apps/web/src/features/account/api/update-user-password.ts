import { API_PATH, type UpdateUserPasswordRequest } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST {platform}/v1/ebmp/main/user/updateUserPassword.json: find password step 3. */
export const updateUserPassword = (request: UpdateUserPasswordRequest) =>
  callApi(API_PATH.updateUserPassword, { body: request, schema: z.null() });

export const useUpdateUserPassword = () => useMutation({ mutationFn: updateUserPassword });
