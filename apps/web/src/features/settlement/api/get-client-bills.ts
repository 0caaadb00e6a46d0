import {
  CLIENT_BILL_PATH,
  type ClientBillListRequest,
  clientBillListReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** The client companies' months with their figures and state (decision 037). */
export const getClientBills = (request: ClientBillListRequest) =>
  callApi(CLIENT_BILL_PATH.list, { body: request, schema: clientBillListReplySchema });

export const useClientBills = (request: ClientBillListRequest) =>
  useQuery({
    queryKey: settlementKeys.clientBillList(request),
    queryFn: () => getClientBills(request),
    placeholderData: keepPreviousData,
  });
