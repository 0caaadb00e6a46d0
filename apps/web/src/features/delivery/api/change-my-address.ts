import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

const estiReply = z.object({ estiSn: z.number().int() });

/** POST delivery/myAddress.json: the recipient changes where the gift goes, before release. */
export const changeMyAddress = (body: Record<string, unknown>) =>
  callApi(P.myAddress, { body, schema: estiReply });

export const useChangeMyAddress = () => useFlowMutation(changeMyAddress);
