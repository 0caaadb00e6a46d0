import { deliveryLineDetailSchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/lineDetail.json: one line in full (without estiItemSn: the first line of the order). */
export const getLineDetail = (estiSn: number, estiItemSn: number | null, signal?: AbortSignal) =>
  callApi(P.lineDetail, {
    body: estiItemSn ? { estiSn, estiItemSn } : { estiSn },
    schema: deliveryLineDetailSchema,
    signal,
  });

export const useLineDetail = (estiSn: number, estiItemSn: number | null) =>
  useQuery({
    queryKey: deliveryKeys.line(estiSn, estiItemSn),
    queryFn: ({ signal }) => getLineDetail(estiSn, estiItemSn, signal),
    enabled: estiSn > 0,
  });
