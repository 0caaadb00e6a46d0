import { eventStatusReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type EventStatusAction = 'schedule' | 'backToDraft' | 'cancel' | 'closeNow';

/** POST .../eventManage/changeStatus.json: schedule a draft, take it back to draft, or cancel. */
export const changeEventStatus = (request: { eventSn: number; action: EventStatusAction }) =>
  callApi(API_PATH.eventManageStatus, { body: request, schema: eventStatusReplySchema });

export const useChangeEventStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEventStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
};
