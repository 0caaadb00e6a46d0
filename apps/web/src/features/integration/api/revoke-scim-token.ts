import { IDENTITY_PATH } from '@pcs/domain';
import type { ScimTokenRevokeRequest } from '@pcs/domain/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

export const revokeScimToken = (request: ScimTokenRevokeRequest) =>
  callApi(IDENTITY_PATH.scimTokenRevoke, { body: request, schema: z.null() });

export const useRevokeScimToken = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeScimToken,
    onSuccess: (_reply, request) =>
      client.invalidateQueries({ queryKey: integrationKeys.scimTokens(request.cmpyCd ?? undefined) }),
  });
};
