import { MESSENGER_PATH, messengerConnectedReplySchema } from '@pcs/domain/contracts/messenger';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** A company's connected messengers (decision 056): the channel chain's query and the set-up screens' prefetches. */
export const messengerConnectedQuery = (cmpyCd: string | null) =>
  queryOptions({
    queryKey: ['messenger', 'connected', cmpyCd],
    queryFn: ({ signal }) =>
      callApi(MESSENGER_PATH.connected, { body: { cmpyCd }, schema: messengerConnectedReplySchema, signal }),
  });
