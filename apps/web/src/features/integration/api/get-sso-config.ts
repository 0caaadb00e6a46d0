import { IDENTITY_PATH } from '@pcs/domain';
import { ssoConfigViewSchema } from '@pcs/domain/contracts/identity';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** A company's SSO settings (the client secret only as "kept or not"). */
export const getSsoConfig = (cmpyCd: string | null, signal?: AbortSignal) =>
  callApi(IDENTITY_PATH.ssoConfigDetail, { body: { cmpyCd }, schema: ssoConfigViewSchema, signal });

export const useSsoConfig = (cmpyCd: string | null, enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.ssoConfig(cmpyCd ?? undefined),
    queryFn: ({ signal }) => getSsoConfig(cmpyCd, signal),
    enabled,
  });
