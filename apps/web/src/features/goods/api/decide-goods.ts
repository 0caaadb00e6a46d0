import { goodsSaveReplySchema } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { goodsKeys } from './goods-query-keys';

/** POST .../goods/submit.json (vendor), approve.json and reject.json (operators, with a reason). */
export const submitGoods = (prodSn: number) =>
  callApi(API_PATH.goodsSubmit, { body: { prodSn }, schema: goodsSaveReplySchema });
export const approveGoods = (prodSn: number) =>
  callApi(API_PATH.goodsApprove, { body: { prodSn }, schema: goodsSaveReplySchema });
export const rejectGoods = (input: { prodSn: number; reason: string }) =>
  callApi(API_PATH.goodsReject, { body: input, schema: goodsSaveReplySchema });

const useInvalidating = <I>(fn: (input: I) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  });
};
export const useSubmitGoods = () => useInvalidating(submitGoods);
export const useApproveGoods = () => useInvalidating(approveGoods);
export const useRejectGoods = () => useInvalidating(rejectGoods);
