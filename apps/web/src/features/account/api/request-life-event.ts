import {
  LIFE_EVENT_PATH,
  lifeEventActionReplySchema,
  type MyLifeEventRequest,
} from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/lifeEvent/request.json: ask for a life event of my own (REQUESTED). */
export const requestLifeEvent = (body: MyLifeEventRequest) =>
  callApi(LIFE_EVENT_PATH.myRequest, { body, schema: lifeEventActionReplySchema });

export const useRequestLifeEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestLifeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.myLifeEvents() }),
  });
};
