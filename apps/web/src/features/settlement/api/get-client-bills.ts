import {
  CLIENT_BILL_PATH,
  type ClientBillListRequest,
  clientBillListReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** The client companies' months with their figures and state (decision 037). */
export const getClientBills = (request: ClientBillListRequest) =>
  callApi(CLIENT_BILL_PATH.list, { body: request, schema: clientBillListReplySchema });

/** The query of useClientBills: the screen's hook and its prefetch at route match share it. */
export const clientBillsQuery = (request: ClientBillListRequest) =>
  queryOptions({
    queryKey: settlementKeys.clientBillList(request),
    queryFn: () => getClientBills(request),
  });

export const useClientBills = (request: ClientBillListRequest) =>
  useQuery({ ...clientBillsQuery(request), placeholderData: keepPreviousData });
