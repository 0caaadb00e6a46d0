import { eventDetailSchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/detail.json: settings, products with stock left, recipients counted by state. */
export const getEventDetail = (eventSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.eventManageDetail, { body: { eventSn }, schema: eventDetailSchema, signal });

/** The query of useEventDetail: the event screens' hook and their prefetch at route match share it. */
export const eventDetailQuery = (eventSn: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventSn),
    queryFn: ({ signal }) => getEventDetail(eventSn, signal),
  });

export const useEventDetail = (eventSn: number) =>
  useQuery({ ...eventDetailQuery(eventSn), enabled: eventSn > 0 });
