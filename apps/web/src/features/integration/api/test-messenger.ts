import {
  MESSENGER_PATH,
  type MessengerKindRequest,
  messengerTestReplySchema,
} from '@pcs/domain/contracts/messenger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** 테스트 발송: the server sends with the saved settings and says in Korean how it went. */
export const testMessenger = (request: MessengerKindRequest) =>
  callApi(MESSENGER_PATH.test, { body: request, schema: messengerTestReplySchema });

export const useTestMessenger = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testMessenger,
    // The row keeps the outcome (last test): read again.
    onSettled: () => client.invalidateQueries({ queryKey: [...integrationKeys.all, 'messenger'] }),
  });
};
