import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { useFlowMutation } from './use-flow-mutation';

const estiReply = z.object({ estiSn: z.number().int() });

/** POST delivery/myCardMemo.json: the message-card text, editable until release. */
export const saveMyCardMemo = (body: { estiSn: number; cardMsg: string }) =>
  callApi(P.myCardMemo, { body, schema: estiReply });

export const useSaveMyCardMemo = () => useFlowMutation(saveMyCardMemo);
