import { API_PATH, findIdReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST {sso}/v1/ebmp/findId.json (e-mail) or {pcs}/v1/ebmp/pcs/user/findId.json (phone): the masked IDs. */
export const findId = ({ authToken, channel }: { authToken: string; channel: 'PHONE' | 'EMAIL' }) =>
  callApi(channel === 'PHONE' ? API_PATH.findIdByPhone : API_PATH.findIdByEmail, {
    body: { authToken },
    schema: findIdReplySchema,
  });

export const useFindId = () => useMutation({ mutationFn: findId });
