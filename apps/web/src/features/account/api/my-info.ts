import {
  API_PATH,
  myInfoSchema,
  type updateTelNoRequestSchema,
  type updateUserInfoRequestSchema,
} from '@pcs/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/myInfo.json: the caller's account. */
export const getMyInfo = (signal?: AbortSignal) => callApi(API_PATH.myInfo, { schema: myInfoSchema, signal });
export const useMyInfo = () =>
  useQuery({ queryKey: accountKeys.myInfo(), queryFn: ({ signal }) => getMyInfo(signal) });

/** POST /v1/ebmp/pcs/user/updateUserInfo.json: name and e-mail. */
export const updateUserInfo = (body: z.input<typeof updateUserInfoRequestSchema>) =>
  callApi(API_PATH.updateUserInfo, { body, schema: z.null() });
/** POST /v1/ebmp/pcs/user/updateTelNo.json: the phone of a confirmed auth number. */
export const updateTelNo = (body: z.input<typeof updateTelNoRequestSchema>) =>
  callApi(API_PATH.updateTelNo, { body, schema: z.null() });

export function useUpdateMyInfo() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: accountKeys.myInfo() });
  return {
    info: useMutation({ mutationFn: updateUserInfo, onSuccess }),
    telNo: useMutation({ mutationFn: updateTelNo, onSuccess }),
  };
}
