import { prodOptionsReplySchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

export type ProdOptionsRequest = {
  searchProdNm?: string | null;
  tempSn?: number | null;
  prodSnList?: number[];
  page: number;
  pageSize?: number;
};

/** POST .../eventManage/prodOptions.json: approved, used products an event or a theme may offer. */
export const getProdOptions = (request: ProdOptionsRequest, signal?: AbortSignal) =>
  callApi(API_PATH.eventProdOptions, { body: request, schema: prodOptionsReplySchema, signal });

export const useProdOptions = (request: ProdOptionsRequest, enabled = true) =>
  useQuery({
    queryKey: eventKeys.prodOptions(request),
    queryFn: ({ signal }) => getProdOptions(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
