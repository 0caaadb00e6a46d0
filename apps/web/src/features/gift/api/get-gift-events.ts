import { eventListReplySchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** The events the logged-in recipient may choose gifts in (open or not). */
export const getGiftEvents = (signal?: AbortSignal) =>
  callApi(API_PATH.giftEventList, { body: {}, schema: eventListReplySchema, signal });

/**
 * The remaining count (남은 선택) can change on another device or tab at any time, so it is asked again whenever a
 * screen regains focus, however fresh the copy.
 */
export const useGiftEvents = () =>
  useQuery({
    queryKey: giftKeys.events(),
    queryFn: ({ signal }) => getGiftEvents(signal),
    refetchOnWindowFocus: 'always',
  });
