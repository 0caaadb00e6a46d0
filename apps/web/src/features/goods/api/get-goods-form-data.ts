import { goodsFormDataSchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/formData.json: categories (three levels), themes and the vendors the caller may pick. */
export const getGoodsFormData = (signal?: AbortSignal) =>
  callApi(API_PATH.goodsFormData, { body: {}, schema: goodsFormDataSchema, signal });

/** The query of useGoodsFormData: the goods screens' hook and their prefetch at route match share it. */
export const goodsFormDataQuery = () =>
  queryOptions({
    queryKey: goodsKeys.formData(),
    queryFn: ({ signal }) => getGoodsFormData(signal),
    staleTime: 300_000,
  });

export const useGoodsFormData = () => useQuery(goodsFormDataQuery());
