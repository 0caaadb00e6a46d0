import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';
import { byThemeReplyCheck } from './light-checks';

/** GET .../main/goods/by-event-theme.json: landing main's theme groups (13 and 14 hidden by the server). */
export const useGoodsByTheme = () =>
  useQuery({
    queryKey: landingKeys.byTheme(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.landingByEventTheme, {
        method: 'GET',
        schema: byThemeReplyCheck,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
