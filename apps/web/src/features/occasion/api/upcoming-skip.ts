import {
  OCCASION_UPCOMING_PATH as P,
  type UpcomingSkipRequest,
  upcomingActionReplySchema,
} from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useUpcomingMutation } from './upcoming-mutation';

/** POST occasion/upcoming/skip.json: an unsent gift is not sent, with the manager's reason. */
export const skipUpcoming = (body: UpcomingSkipRequest) =>
  callApi(P.skip, { body, schema: upcomingActionReplySchema });

export const useSkipUpcoming = () => useUpcomingMutation(skipUpcoming);
