import { DELIVERY_FLOW_PATH as P, packersReplySchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/packers.json: the part-timers an operator may assign lines to. */
export const getPackers = (signal?: AbortSignal) =>
  callApi(P.packers, { schema: packersReplySchema, signal });

export const usePackers = (enabled: boolean) =>
  useQuery({
    queryKey: deliveryKeys.packers(),
    queryFn: ({ signal }) => getPackers(signal),
    enabled,
  });
