import { DELIVERY_FLOW_PATH as P, returnActionReplySchema } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/myReturnWithdraw.json: the recipient withdraws a request not yet decided. */
export const withdrawReturn = (body: { refundSn: number }) =>
  callApi(P.myReturnWithdraw, { body, schema: returnActionReplySchema });

export const useWithdrawReturn = () => useFlowMutation(withdrawReturn);
