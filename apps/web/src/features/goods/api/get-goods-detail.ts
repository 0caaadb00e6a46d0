import { goodsDetailSchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/detail.json: a product with options, images, themes and its history. */
export const getGoodsDetail = (prodSn: number, signal?: AbortSignal) =>
  callApi(API_PATH.goodsDetail, { body: { prodSn }, schema: goodsDetailSchema, signal });

export const useGoodsDetail = (prodSn: number | null) =>
  useQuery({
    queryKey: goodsKeys.detail(prodSn ?? 0),
    queryFn: ({ signal }) => getGoodsDetail(prodSn ?? 0, signal),
    enabled: prodSn !== null && prodSn > 0,
    retry: false,
  });
