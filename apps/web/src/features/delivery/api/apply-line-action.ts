import { lineActionReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/lineAction.json: one transition of one line (place, prepare, release, ship, confirm, cancel). */
export const applyLineAction = (body: Record<string, unknown>) =>
  callApi(P.lineAction, { body, schema: lineActionReplySchema });

export const useApplyLineAction = () => useFlowMutation(applyLineAction);
