import { type EventSaveRequest, eventSaveReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/save.json: creates a draft (no eventSn) or edits an event as its status allows. */
export const saveEvent = (request: EventSaveRequest) =>
  callApi(API_PATH.eventManageSave, { body: request, schema: eventSaveReplySchema });

export const useSaveEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
};
