import { bulkActionReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/assignPacker.json: assigns (or clears) the part-timer who packs the lines. */
export const assignPacker = (body: Record<string, unknown>) =>
  callApi(P.assignPacker, { body, schema: bulkActionReplySchema });

export const useAssignPacker = () => useFlowMutation(assignPacker);
