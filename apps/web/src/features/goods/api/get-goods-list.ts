import { type GoodsListRequest, goodsListReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/list.json: one page of goods (operators: every vendor's; a vendor: its own). */
export const getGoodsList = (request: GoodsListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.goodsList, { body: request, schema: goodsListReplySchema, signal });

export const useGoodsList = (request: GoodsListRequest) =>
  useQuery({
    queryKey: goodsKeys.list(request),
    queryFn: ({ signal }) => getGoodsList(request, signal),
    placeholderData: keepPreviousData,
  });
