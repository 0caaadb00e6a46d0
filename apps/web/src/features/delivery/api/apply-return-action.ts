import { DELIVERY_FLOW_PATH as P, returnActionReplySchema } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/returnAction.json: approve, reject, collect, refund or re-ship a request. */
export const applyReturnAction = (body: Record<string, unknown>) =>
  callApi(P.returnAction, { body, schema: returnActionReplySchema });

export const useApplyReturnAction = () => useFlowMutation(applyReturnAction);
