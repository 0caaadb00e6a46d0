import { MESSENGER_PATH, messengerListReplySchema } from '@pcs/domain/contracts/messenger';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { integrationKeys } from './integration-query-keys';

/** A company's messengers (decision 056); secrets only in their masked form. */
export const getMessengers = (cmpyCd: string | null, signal?: AbortSignal) =>
  callApi(MESSENGER_PATH.list, { body: { cmpyCd }, schema: messengerListReplySchema, signal });

export const useMessengers = (cmpyCd: string | null) =>
  useQuery({
    queryKey: integrationKeys.messengers(cmpyCd ?? undefined),
    queryFn: ({ signal }) => getMessengers(cmpyCd, signal),
    enabled: cmpyCd !== null,
  });
