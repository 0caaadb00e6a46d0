import { recipientRemoveReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/recipient/remove.json: refused (nothing removed) when one of them has applied. */
export const removeEventRecipients = (request: { eventSn: number; unqUserIdList: string[] }) =>
  callApi(API_PATH.eventRecipientRemove, { body: request, schema: recipientRemoveReplySchema });

export const useRemoveEventRecipients = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeEventRecipients,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
};
