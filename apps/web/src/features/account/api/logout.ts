import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { ANY_REPLY, callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/logout.json: revokes the token on the server. */
export const logout = (): Promise<unknown> => callApi(API_PATH.logout, { body: {}, schema: ANY_REPLY });

/** The caller clears the session whatever the reply: an expired token must still be able to leave. */
export const useLogout = () => useMutation({ mutationFn: logout });
