import type { GoodsListRequest } from '@pcs/domain/contracts/goods';

/** Query keys of goods, from one factory so invalidations cannot miss a spelling. */
export const goodsKeys = {
  all: ['goods'] as const,
  lists: () => [...goodsKeys.all, 'list'] as const,
  list: (request: GoodsListRequest) => [...goodsKeys.lists(), request] as const,
  detail: (prodSn: number) => [...goodsKeys.all, 'detail', prodSn] as const,
  formData: () => [...goodsKeys.all, 'formData'] as const,
};
