import { bulkActionReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/bulkAction.json: one transition on many lines; each is done or refused on its own. */
export const applyBulkAction = (body: Record<string, unknown>) =>
  callApi(P.bulkAction, { body, schema: bulkActionReplySchema });

export const useApplyBulkAction = () => useFlowMutation(applyBulkAction);
