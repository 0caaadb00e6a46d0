import { API_PATH, type SendAuthNumberRequest, sendAuthNumberReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /v1/ebmp/pcs/user/sendAuthNumber.json: a 6-digit number by SMS or mail. */
export const sendAuthNumber = (request: SendAuthNumberRequest) =>
  callApi(API_PATH.sendAuthNumber, { body: request, schema: sendAuthNumberReplySchema });

export const useSendAuthNumber = () => useMutation({ mutationFn: sendAuthNumber });
