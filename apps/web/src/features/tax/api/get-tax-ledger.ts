import { TAX_PATH, type TaxLedgerRequest, taxLedgerReplySchema } from '@pcs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

/** POST tax/ledger/list.json: each employee's figures of a month or year, with the totals and the bills' sum. */
export const getTaxLedger = (request: TaxLedgerRequest) =>
  callApi(TAX_PATH.ledger, { body: request, schema: taxLedgerReplySchema });

export const useTaxLedger = (request: TaxLedgerRequest) =>
  useQuery({
    queryKey: taxKeys.ledger(request),
    queryFn: () => getTaxLedger(request),
    placeholderData: keepPreviousData,
  });
