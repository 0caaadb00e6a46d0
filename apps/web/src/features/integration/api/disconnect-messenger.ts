import {
  MESSENGER_PATH,
  type MessengerKindRequest,
  messengerListReplySchema,
} from '@pcs/domain/contracts/messenger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

export const disconnectMessenger = (request: MessengerKindRequest) =>
  callApi(MESSENGER_PATH.disconnect, { body: request, schema: messengerListReplySchema });

export const useDisconnectMessenger = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectMessenger,
    onSuccess: (reply) => client.setQueryData(integrationKeys.messengers(reply.cmpyCd), reply),
  });
};
