import { giftDetailSchema } from '@pcs/domain/contracts/gift';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

export const getGiftDetail = (eventSn: number, prodSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.giftDetail, { body: { eventSn, prodSn }, schema: giftDetailSchema, signal });

/** Asked again when the screen regains focus: its remaining count and stock may have changed elsewhere. */
export const useGiftDetail = (eventSn: number, prodSn: number) =>
  useQuery({
    queryKey: giftKeys.detail(eventSn, prodSn),
    queryFn: ({ signal }) => getGiftDetail(eventSn, prodSn, signal),
    enabled: eventSn > 0 && prodSn > 0,
    refetchOnWindowFocus: 'always',
  });
