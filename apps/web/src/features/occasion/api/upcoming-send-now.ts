import {
  OCCASION_UPCOMING_PATH as P,
  type UpcomingSendNowRequest,
  upcomingActionReplySchema,
} from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useUpcomingMutation } from './upcoming-mutation';

/** POST occasion/upcoming/sendNow.json: an unsent gift goes now; the reply says whether it went at once. */
export const sendUpcomingNow = (body: UpcomingSendNowRequest) =>
  callApi(P.sendNow, { body, schema: upcomingActionReplySchema });

export const useSendUpcomingNow = () => useUpcomingMutation(sendUpcomingNow);
