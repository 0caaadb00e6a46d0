import { myReturnRequestReplySchema, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

/** POST delivery/myReturnRequest.json: the recipient requests (or edits) a return or exchange. */
export const requestReturn = (body: Record<string, unknown>) =>
  callApi(P.myReturnRequest, { body, schema: myReturnRequestReplySchema });

export const useRequestReturn = () => useFlowMutation(requestReturn);
