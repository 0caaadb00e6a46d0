import { recipientAddReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type AddRecipientsRequest = {
  eventSn: number;
  scope: 'ALL' | 'GROUP' | 'USERS';
  grupCdList?: string[];
  unqUserIdList?: string[];
};

/** POST .../eventManage/recipient/add.json: the whole company, groups (with sub-groups) or picked users. */
export const addEventRecipients = (request: AddRecipientsRequest) =>
  callApi(API_PATH.eventRecipientAdd, { body: request, schema: recipientAddReplySchema });

export const useAddEventRecipients = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addEventRecipients,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
};
