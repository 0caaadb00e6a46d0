import { DELIVERY_FLOW_PATH as P, packersReplySchema } from '@pcs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-query-keys';

/** POST delivery/packers.json: the part-timers an operator may assign lines to. */
export const getPackers = (signal?: AbortSignal) =>
  callApi(P.packers, { schema: packersReplySchema, signal });

/** Also started by /delivery/order's prefetch for operators (decision 050). */
export const packersQuery = () =>
  queryOptions({ queryKey: deliveryKeys.packers(), queryFn: ({ signal }) => getPackers(signal) });

export const usePackers = (enabled: boolean) => useQuery({ ...packersQuery(), enabled });
