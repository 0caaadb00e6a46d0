import { DELIVERY_FLOW_PATH as P, returnDetailSchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

export type ReturnKey = { estiSn: number; estiItemSn: number; refundSn: number };

/** POST delivery/returnDetail.json: one return or exchange request (back office). */
export const getReturnDetail = (key: ReturnKey, signal?: AbortSignal) =>
  callApi(P.returnDetail, { body: key, schema: returnDetailSchema, signal });

export const useReturnDetail = (key: ReturnKey) =>
  useQuery({
    queryKey: deliveryKeys.returnDetail(key.refundSn),
    queryFn: ({ signal }) => getReturnDetail(key, signal),
    enabled: key.refundSn > 0,
  });
