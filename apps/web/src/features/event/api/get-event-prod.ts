import { eventProdDetailSchema } from '@pcs/domain/contracts/event';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from './event-query-keys';

/** POST .../eventManage/prodDetail.json: a product as an event shows it. */
export const useEventProd = (prodSn: number) =>
  useQuery({
    queryKey: eventKeys.prod(prodSn),
    queryFn: ({ signal }) =>
      callApi(API_PATH.eventProdDetail, { body: { prodSn }, schema: eventProdDetailSchema, signal }),
    enabled: prodSn > 0,
  });
