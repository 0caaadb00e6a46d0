import {
  API_KEY_PATH,
  type ApiKeyCreateRequest,
  type ApiKeyListRequest,
  apiKeyIssuedReplySchema,
  apiKeyListReplySchema,
  apiKeyRevokeReplySchema,
} from '@pcs/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** The API keys of /integration/apiKey/list (decision 038): the screen's hook and its prefetch share the query. */
export const apiKeysQuery = (request: ApiKeyListRequest) =>
  queryOptions({
    queryKey: integrationKeys.apiKeys(request),
    queryFn: () => callApi(API_KEY_PATH.list, { body: request, schema: apiKeyListReplySchema }),
  });

export const useApiKeys = (request: ApiKeyListRequest) => useQuery(apiKeysQuery(request));

const useKeyMutation = <T, R>(fn: (request: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation<R, Error, T>({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys().slice(0, 2) }),
  });
};

export const useCreateApiKey = () =>
  useKeyMutation((request: ApiKeyCreateRequest) =>
    callApi(API_KEY_PATH.create, { body: request, schema: apiKeyIssuedReplySchema }),
  );
export const useRotateApiKey = () =>
  useKeyMutation((apiKeySn: number) =>
    callApi(API_KEY_PATH.rotate, { body: { apiKeySn }, schema: apiKeyIssuedReplySchema }),
  );
export const useRevokeApiKey = () =>
  useKeyMutation((apiKeySn: number) =>
    callApi(API_KEY_PATH.revoke, { body: { apiKeySn }, schema: apiKeyRevokeReplySchema }),
  );
