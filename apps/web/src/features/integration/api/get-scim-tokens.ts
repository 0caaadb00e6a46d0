import { IDENTITY_PATH } from '@pcs/domain';
import { scimTokenListReplySchema } from '@pcs/domain/contracts/identity';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

export const getScimTokens = (cmpyCd: string | null, signal?: AbortSignal) =>
  callApi(IDENTITY_PATH.scimTokenList, { body: { cmpyCd }, schema: scimTokenListReplySchema, signal });

export const useScimTokens = (cmpyCd: string | null, enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.scimTokens(cmpyCd ?? undefined),
    queryFn: ({ signal }) => getScimTokens(cmpyCd, signal),
    enabled,
  });
