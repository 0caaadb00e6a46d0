import { API_PATH, firstAccessInfoSchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/solution/user/firstAccessInfo.json (currentSolcd 1020, currentWmGbn '01' web or '02' mobile). */
export const getFirstAccessInfo = (wmGbn: '01' | '02', signal?: AbortSignal) =>
  callApi(API_PATH.firstAccessInfo, {
    body: { loginUserToken: getToken() ?? undefined, currentSolcd: '1020', currentWmGbn: wmGbn },
    schema: firstAccessInfoSchema,
    signal,
  });

export const useFirstAccessInfo = (wmGbn: '01' | '02') =>
  useQuery({
    queryKey: accountKeys.firstAccessInfo(wmGbn),
    queryFn: ({ signal }) => getFirstAccessInfo(wmGbn, signal),
  });
