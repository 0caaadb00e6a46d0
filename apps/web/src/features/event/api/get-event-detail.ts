import { eventDetailSchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/detail.json: settings, products with stock left, recipients counted by state. */
export const getEventDetail = (eventSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.eventManageDetail, { body: { eventSn }, schema: eventDetailSchema, signal });

export const useEventDetail = (eventSn: number) =>
  useQuery({
    queryKey: eventKeys.detail(eventSn),
    queryFn: ({ signal }) => getEventDetail(eventSn, signal),
    enabled: eventSn > 0,
  });
