import { myDetailSchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/myDetail.json: one of the recipient's own orders with each line's state, history and returns. */
export const getMyOrder = (estiSn: number, signal?: AbortSignal) =>
  callApi(P.myDetail, { body: { estiSn }, schema: myDetailSchema, signal });

export const useMyOrder = (estiSn: number) =>
  useQuery({
    queryKey: deliveryKeys.myDetail(estiSn),
    queryFn: ({ signal }) => getMyOrder(estiSn, signal),
    enabled: estiSn > 0,
  });
