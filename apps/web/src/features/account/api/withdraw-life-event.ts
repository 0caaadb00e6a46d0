import { LIFE_EVENT_PATH, lifeEventActionReplySchema } from '@pcs/domain/contracts/occasion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** POST /v1/ebmp/pcs/user/lifeEvent/withdraw.json: withdraw my request while it is pending. */
export const withdrawLifeEvent = (lifeEventSn: number) =>
  callApi(LIFE_EVENT_PATH.myWithdraw, { body: { lifeEventSn }, schema: lifeEventActionReplySchema });

export const useWithdrawLifeEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawLifeEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.myLifeEvents() }),
  });
};
