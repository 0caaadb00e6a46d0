import { managedDetailSchema } from '@pcs/domain/contracts/delivery';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST /v1/ebmp/pcs/delivery/managedDetail.json: every field of one delivery line (operator admins only). */
export const getManagedDetail = (estiSn: number, estiItemSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.deliveryManagedDetail, {
    body: { estiSn, estiItemSn },
    schema: managedDetailSchema,
    signal,
  });

/** Disabled until both serial numbers are valid (a hand-typed URL may carry anything). */
export const useManagedDetail = (estiSn: number, estiItemSn: number) =>
  useQuery({
    queryKey: deliveryKeys.managedDetail(estiSn, estiItemSn),
    queryFn: ({ signal }) => getManagedDetail(estiSn, estiItemSn, signal),
    enabled: estiSn > 0 && estiItemSn > 0,
  });
