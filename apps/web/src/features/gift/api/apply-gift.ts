import { type ApplyRequest, applyReplySchema } from '@pcs/domain/contracts/gift';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

/** Completes a draft order with the delivery address; stock and the used count are taken on the server. */
export const applyGift = (request: ApplyRequest, api: GiftApi = REAL_GIFT_API) =>
  callApi(api.apply, { body: request, schema: applyReplySchema });

export const useApplyGift = () => {
  const queryClient = useQueryClient();
  const api = useGiftApi();
  return useMutation({
    mutationFn: (request: ApplyRequest) => applyGift(request, api),
    // The used count shows on every gift screen (list, detail, history) and stock may have changed, so all of them are
    // marked stale and refetch when next shown. Nothing refetches now: the final-info screen still on display would
    // see its draft turn 'applied' and redirect on its own, racing the caller's move to the history screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all, refetchType: 'none' }),
  });
};
