import {
  LIFE_EVENT_PATH,
  type LifeEventSaveRequest,
  lifeEventActionReplySchema,
} from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** POST occasion/lifeEvent/save.json: register a person's life event (APPROVED at once). */
export const saveUserLifeEvent = (body: LifeEventSaveRequest) =>
  callApi(LIFE_EVENT_PATH.save, { body, schema: lifeEventActionReplySchema });

export const useSaveUserLifeEvent = (unqUserId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUserLifeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lifeEvents(unqUserId) }),
  });
};
