import type { CheckDeleteProdRequest } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';

/**
 * POST {pcs}/v1/ebmp/pcs/eventManage/checkDeleteProdPossible.json (spec §7) with loginUserToken, eventSn, prodSn:
 * whether a chosen product may leave the event's selection. 2000 means it may; any other code rejects with the
 * server's text (ApiError). The spec shows no resultData, so none is read.
 */
export const checkDeleteProdPossible = (request: Omit<CheckDeleteProdRequest, 'loginUserToken'>) =>
  callApi(API_PATH.checkDeleteProdPossible, {
    body: { loginUserToken: getToken() ?? undefined, ...request },
    schema: z.unknown(),
  });
