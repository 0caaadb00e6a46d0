import { type ApplyRequest, applyReplySchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** Completes a draft order with the delivery address; stock and the used count are taken on the server. */
export const applyGift = (request: ApplyRequest) =>
  callApi(API_PATH.giftApply, { body: request, schema: applyReplySchema });

export const useApplyGift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGift,
    // The used count shows on every gift screen (list, detail, history) and stock may have changed, so all of them are
    // marked stale and refetch when next shown. Nothing refetches now: the final-info screen still on display would
    // see its draft turn 'applied' and redirect on its own, racing the caller's move to the history screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all, refetchType: 'none' }),
  });
};
