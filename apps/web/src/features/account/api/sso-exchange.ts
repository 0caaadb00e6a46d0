import { IDENTITY_PATH } from '@pcs/domain';
import { type SsoExchangeRequest, ssoExchangeReplySchema } from '@pcs/domain/contracts/identity';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The one-time code of a finished company sign-in -> spec §3 Login user data (decision 038). */
export const exchangeSsoCode = (request: SsoExchangeRequest) =>
  callApi(IDENTITY_PATH.ssoExchange, { body: request, schema: ssoExchangeReplySchema });

export const useSsoExchange = () => useMutation({ mutationFn: exchangeSsoCode });
