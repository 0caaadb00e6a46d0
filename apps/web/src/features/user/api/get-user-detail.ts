import { API_PATH } from '@pcs/domain/contracts/paths';
import { userDetailSchema } from '@pcs/domain/contracts/user-admin';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST .../manage/user/detail.json: one user in full (the read is recorded in the access log). */
export const getUserDetail = (unqUserId: string, signal?: AbortSignal) =>
  callApi(API_PATH.userDetail, { body: { unqUserId }, schema: userDetailSchema, signal });

export const useUserDetail = (unqUserId: string | undefined) =>
  useQuery({
    queryKey: userKeys.detail(unqUserId ?? ''),
    queryFn: ({ signal }) => getUserDetail(unqUserId ?? '', signal),
    enabled: !!unqUserId,
  });
