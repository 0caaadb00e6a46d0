import { myReturnDetailSchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';
import type { ReturnKey } from './get-return-detail';

/** POST delivery/myReturnDetail.json: one of the recipient's own requests. */
export const getMyReturn = (key: ReturnKey, signal?: AbortSignal) =>
  callApi(P.myReturnDetail, { body: key, schema: myReturnDetailSchema, signal });

export const useMyReturn = (key: ReturnKey) =>
  useQuery({
    queryKey: deliveryKeys.myReturn(key.refundSn),
    queryFn: ({ signal }) => getMyReturn(key, signal),
    enabled: key.refundSn > 0,
  });
