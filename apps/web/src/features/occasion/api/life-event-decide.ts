import {
  LIFE_EVENT_PATH,
  type LifeEventRejectRequest,
  lifeEventActionReplySchema,
} from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { occasionKeys } from './occasion-query-keys';

/** POST occasion/lifeEvent/approve.json: the gift is then queued by the company's rules. */
export const approveLifeEvent = (lifeEventSn: number) =>
  callApi(LIFE_EVENT_PATH.approve, { body: { lifeEventSn }, schema: lifeEventActionReplySchema });

/** POST occasion/lifeEvent/reject.json: the reason is required; the employee reads it on my page. */
export const rejectLifeEvent = (body: LifeEventRejectRequest) =>
  callApi(LIFE_EVENT_PATH.reject, { body, schema: lifeEventActionReplySchema });

/** Both decisions refresh the list and the upcoming occasions (an approval may queue a gift). */
export function useLifeEventDecisions() {
  const client = useQueryClient();
  const onSuccess = async () => {
    await client.invalidateQueries({ queryKey: occasionKeys.lifeEvents() });
    await client.invalidateQueries({ queryKey: occasionKeys.upcoming() });
  };
  return {
    approve: useMutation({ mutationFn: approveLifeEvent, onSuccess }),
    reject: useMutation({ mutationFn: rejectLifeEvent, onSuccess }),
  };
}
