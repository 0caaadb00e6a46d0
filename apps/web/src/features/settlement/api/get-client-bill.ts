import {
  CLIENT_BILL_PATH,
  type ClientBillDetailRequest,
  clientBillDetailReplySchema,
} from '@pcs/domain/contracts/client-bill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settlementKeys } from './settlement-query-keys';

/** One company's month: totals, per-event subtotals, a page of lines, tax invoices and who did what when. */
export const getClientBill = (request: ClientBillDetailRequest) =>
  callApi(CLIENT_BILL_PATH.detail, { body: request, schema: clientBillDetailReplySchema });

export const useClientBill = (request: ClientBillDetailRequest) =>
  useQuery({
    queryKey: settlementKeys.clientBill(request.cmpyCd, request.yyyymm, request),
    queryFn: () => getClientBill(request),
    placeholderData: keepPreviousData,
  });
