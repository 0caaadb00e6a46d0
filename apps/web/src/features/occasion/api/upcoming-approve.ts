import {
  OCCASION_UPCOMING_PATH as P,
  type UpcomingApproveRequest,
  upcomingApproveReplySchema,
} from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useUpcomingMutation } from './upcoming-mutation';

/** POST occasion/upcoming/approve.json: the chosen waiting gifts are scheduled; the others come back refused. */
export const approveUpcoming = (body: UpcomingApproveRequest) =>
  callApi(P.approve, { body, schema: upcomingApproveReplySchema });

export const useApproveUpcoming = () => useUpcomingMutation(approveUpcoming);
