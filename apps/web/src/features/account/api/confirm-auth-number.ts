import { API_PATH, type ConfirmAuthNumberRequest, confirmAuthNumberReplySchema } from '@pcs/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST {platform}/v1/ebmp/main/user/confirmAuthNumber.json -> a one-use authToken. */
export const confirmAuthNumber = (request: ConfirmAuthNumberRequest) =>
  callApi(API_PATH.confirmAuthNumber, { body: request, schema: confirmAuthNumberReplySchema });

export const useConfirmAuthNumber = () => useMutation({ mutationFn: confirmAuthNumber });
