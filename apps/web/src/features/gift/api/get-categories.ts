import { type CategoryNode, categoryListReplySchema } from '@pcs/domain/contracts/codes';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { giftKeys } from './gift-query-keys';

/** The API replies with the whole tree; only level-1 nodes become filter chips (the list filters by top category). */
export const getCategories = async (signal?: AbortSignal): Promise<CategoryNode[]> => {
  const list = await callApi(API_PATH.categoryList, { body: {}, schema: categoryListReplySchema, signal });
  return list.filter((node) => node.level === 1);
};

/** spec §7 category list, cached: it does not change while a recipient browses. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: giftKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCategories = () => useQuery(categoriesQuery());
