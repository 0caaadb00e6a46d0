import { type GoodsSaveRequest, goodsSaveReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../manage/goods/save.json: creates (no prodSn) or edits a product; submitYn Y also asks for approval. */
export const saveGoods = (request: GoodsSaveRequest) =>
  callApi(API_PATH.goodsSave, { body: request, schema: goodsSaveReplySchema });

export const useSaveGoods = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
};
