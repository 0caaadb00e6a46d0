import { IDENTITY_PATH } from '@pcs/domain';
import { type SsoConfigSaveRequest, ssoConfigViewSchema } from '@pcs/domain/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

export const saveSsoConfig = (request: SsoConfigSaveRequest) =>
  callApi(IDENTITY_PATH.ssoConfigSave, { body: request, schema: ssoConfigViewSchema });

export const useSaveSsoConfig = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSsoConfig,
    onSuccess: (view) => client.setQueryData(integrationKeys.ssoConfig(view.cmpyCd), view),
  });
};
