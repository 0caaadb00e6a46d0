import { type AccessLogListRequest, accessLogListReplySchema } from '@pcs/domain/contracts/access-log';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { systemKeys } from './system-query-keys';

/** POST .../manage/accessLog/list.json: who read, downloaded or imported personal data (operator admins). */
export const getAccessLog = (request: AccessLogListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.accessLogList, { body: request, schema: accessLogListReplySchema, signal });

/** The query of useAccessLog: the screen's hook and its prefetch at route match share it. */
export const accessLogQuery = (request: AccessLogListRequest) =>
  queryOptions({
    queryKey: systemKeys.accessLog(request),
    queryFn: ({ signal }) => getAccessLog(request, signal),
  });

export const useAccessLog = (request: AccessLogListRequest) =>
  useQuery({ ...accessLogQuery(request), placeholderData: keepPreviousData });
