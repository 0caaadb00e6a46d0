import { DELIVERY_FLOW_PATH as P, returnReopenReplySchema } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/returnReopen.json: an operator gives a completed return's choice back (decision 030). */
export const reopenReturnChoice = (body: {
  estiSn: number;
  estiItemSn: number;
  refundSn: number;
  reason: string;
}) => callApi(P.returnReopen, { body, schema: returnReopenReplySchema });

export const useReopenReturnChoice = () => useFlowMutation(reopenReturnChoice);
