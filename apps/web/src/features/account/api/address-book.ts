import { API_PATH, addressListReplySchema, addressSchema, type SaveAddressRequest } from '@pcs/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/addr/list.json */
export const useAddressList = () =>
  useQuery({
    queryKey: accountKeys.addresses(),
    queryFn: ({ signal }) => callApi(API_PATH.addrList, { schema: addressListReplySchema, signal }),
  });

/** POST /v1/ebmp/pcs/user/addr/detail.json */
export const useAddress = (deleSn: number | null) =>
  useQuery({
    queryKey: accountKeys.address(deleSn ?? 0),
    queryFn: ({ signal }) =>
      callApi(API_PATH.addrDetail, { body: { deleSn }, schema: addressSchema, signal }),
    enabled: deleSn !== null,
  });

/** POST /v1/ebmp/pcs/user/addr/save.json and delete.json; both refresh the list. */
export function useAddressMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: accountKeys.addresses() });
  return {
    save: useMutation({
      mutationFn: (body: SaveAddressRequest) =>
        callApi(API_PATH.addrSave, { body, schema: z.object({ deleSn: z.number() }) }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (deleSn: number) => callApi(API_PATH.addrDelete, { body: { deleSn }, schema: z.null() }),
      onSuccess,
    }),
  };
}
