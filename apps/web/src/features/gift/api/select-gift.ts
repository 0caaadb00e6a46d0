import { type SelectRequest, selectReplySchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Turns the detail screen's choice into a draft order (ordStatCd 00) that the final-info screen completes. */
export const selectGift = (request: SelectRequest) =>
  callApi(API_PATH.giftSelect, { body: request, schema: selectReplySchema });

export const useSelectGift = () => useMutation({ mutationFn: selectGift });
