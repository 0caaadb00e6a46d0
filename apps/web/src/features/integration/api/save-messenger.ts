import {
  MESSENGER_PATH,
  type MessengerSaveRequest,
  messengerListReplySchema,
} from '@pcs/domain/contracts/messenger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

export const saveMessenger = (request: MessengerSaveRequest) =>
  callApi(MESSENGER_PATH.save, { body: request, schema: messengerListReplySchema });

export const useSaveMessenger = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMessenger,
    onSuccess: (reply) => client.setQueryData(integrationKeys.messengers(reply.cmpyCd), reply),
  });
};
