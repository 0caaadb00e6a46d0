import { type GoodsListRequest, goodsListReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/list.json: one page of goods (operators: every vendor's; a vendor: its own). */
export const getGoodsList = (request: GoodsListRequest, signal?: AbortSignal) =>
  callApi(API_PATH.goodsList, { body: request, schema: goodsListReplySchema, signal });

/** The query of useGoodsList: the screen's hook and its prefetch at route match share it. */
export const goodsListQuery = (request: GoodsListRequest) =>
  queryOptions({
    queryKey: goodsKeys.list(request),
    queryFn: ({ signal }) => getGoodsList(request, signal),
  });

export const useGoodsList = (request: GoodsListRequest) =>
  useQuery({ ...goodsListQuery(request), placeholderData: keepPreviousData });
