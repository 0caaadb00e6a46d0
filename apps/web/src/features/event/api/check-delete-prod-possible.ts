import { checkDeleteProdReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';

/**
 * spec §5 §7 POST .../eventManage/checkDeleteProdPossible.json (loginUserToken, eventSn, prodSn): asked before a
 * product leaves a saved event; a refusal rejects with the server's text.
 */
export const checkDeleteProdPossible = (request: { eventSn: number; prodSn: number }) =>
  callApi(API_PATH.checkDeleteProdPossible, {
    body: { loginUserToken: getToken() ?? undefined, ...request },
    schema: checkDeleteProdReplySchema,
  });
