import { goodsFormDataSchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/formData.json: categories (three levels), themes and the vendors the caller may pick. */
export const getGoodsFormData = (signal?: AbortSignal) =>
  callApi(API_PATH.goodsFormData, { body: {}, schema: goodsFormDataSchema, signal });

export const useGoodsFormData = () =>
  useQuery({
    queryKey: goodsKeys.formData(),
    queryFn: ({ signal }) => getGoodsFormData(signal),
    staleTime: 300_000,
  });
