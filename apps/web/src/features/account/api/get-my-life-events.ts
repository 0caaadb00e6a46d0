import { LIFE_EVENT_PATH, myLifeEventListReplySchema } from '@pcs/domain/contracts/occasion';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/lifeEvent/list.json: my life events and requests, newest first. */
export const getMyLifeEvents = (signal?: AbortSignal) =>
  callApi(LIFE_EVENT_PATH.myList, { schema: myLifeEventListReplySchema, signal });

export const useMyLifeEvents = () =>
  useQuery({ queryKey: accountKeys.myLifeEvents(), queryFn: ({ signal }) => getMyLifeEvents(signal) });
