import { landingByCategoryReplySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

/** GET .../main/goods/by-category.json: landing main's category groups (13 hidden by the server). */
export const useGoodsByCategory = () =>
  useQuery({
    queryKey: landingKeys.byCategory(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.landingByCategory, { method: 'GET', schema: landingByCategoryReplySchema, signal }),
    staleTime: 5 * 60_000,
  });
