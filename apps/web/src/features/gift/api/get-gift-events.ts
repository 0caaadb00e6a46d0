import { eventListReplySchema } from '@pcs/domain/contracts/gift';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type GiftApi, REAL_GIFT_API, useGiftApi } from '../gift-mode';
import { giftKeys } from './gift-query-keys';

/** The events the logged-in recipient may choose gifts in (open or not). */
export const getGiftEvents = (signal?: AbortSignal, api: GiftApi = REAL_GIFT_API) =>
  callApi(api.eventList, {
    body: api.testEventSn === null ? {} : { eventSn: api.testEventSn },
    schema: eventListReplySchema,
    signal,
  });

/**
 * The remaining count (남은 선택) can change on another device or tab at any time, so it is asked again whenever a
 * screen regains focus, however fresh the copy.
 */
export const giftEventsQuery = (api: GiftApi = REAL_GIFT_API) =>
  queryOptions({
    queryKey: giftKeys.events(),
    queryFn: ({ signal }) => getGiftEvents(signal, api),
    refetchOnWindowFocus: 'always',
  });

export const useGiftEvents = () => useQuery(giftEventsQuery(useGiftApi()));
