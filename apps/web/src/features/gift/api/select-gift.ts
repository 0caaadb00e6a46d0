import { type SelectRequest, selectReplySchema } from '@pcs/domain/contracts/gift';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';

/** Turns the detail screen's choice into a draft order (ordStatCd 00) that the final-info screen completes. */
export const selectGift = (request: SelectRequest, api: GiftApi = REAL_GIFT_API) =>
  callApi(api.select, { body: request, schema: selectReplySchema });

export const useSelectGift = () => {
  const api = useGiftApi();
  return useMutation({ mutationFn: (request: SelectRequest) => selectGift(request, api) });
};
