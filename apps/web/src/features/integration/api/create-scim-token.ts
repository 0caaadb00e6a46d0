import { IDENTITY_PATH } from '@pcs/domain';
import { scimTokenCreateReplySchema } from '@pcs/domain/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** A new SCIM token: the reply holds it in full, once. */
export const createScimToken = (cmpyCd: string | null) =>
  callApi(IDENTITY_PATH.scimTokenCreate, { body: { cmpyCd }, schema: scimTokenCreateReplySchema });

export const useCreateScimToken = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createScimToken,
    onSuccess: (_reply, cmpyCd) =>
      client.invalidateQueries({ queryKey: integrationKeys.scimTokens(cmpyCd ?? undefined) }),
  });
};
