import { myCancelReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/myCancel.json: the recipient cancels their order before release. */
export const cancelMyOrder = (body: { estiSn: number; reason: string | null }) =>
  callApi(P.myCancel, { body, schema: myCancelReplySchema });

export const useCancelMyOrder = () => useFlowMutation(cancelMyOrder);
