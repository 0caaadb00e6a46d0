import { eventTempListReplySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

/** POST .../main/goods/event-temp-list.json (empty body): the theme tabs. */
export const useEventTemps = () =>
  useQuery({
    queryKey: landingKeys.temps(),
    queryFn: ({ signal }) =>
      callApi(API_PATH.landingEventTempList, { body: {}, schema: eventTempListReplySchema, signal }),
    staleTime: 5 * 60_000,
  });
