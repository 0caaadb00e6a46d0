import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';
import { byCategoryReplyCheck } from './light-checks';

/** GET .../main/goods/by-category.json: landing main's category groups (13 hidden by the server). */
export const useGoodsByCategory = () =>
  useQuery({
    queryKey: landingKeys.byCategory(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.landingByCategory, { method: 'GET', schema: byCategoryReplyCheck, signal }),
    staleTime: 5 * 60_000,
  });
