import { LIFE_EVENT_PATH, lifeEventActionReplySchema } from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST occasion/lifeEvent/delete.json: delete a person's life event (DELETED; its unsent gift is cancelled). */
export const deleteUserLifeEvent = (lifeEventSn: number) =>
  callApi(LIFE_EVENT_PATH.delete, { body: { lifeEventSn }, schema: lifeEventActionReplySchema });

export const useDeleteUserLifeEvent = (unqUserId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserLifeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lifeEvents(unqUserId) }),
  });
};
