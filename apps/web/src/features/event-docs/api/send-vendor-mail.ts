import { vendorMailReplySchema } from '@pcs/domain/contracts/event-docs';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST .../docs/vendorMail.json: the same requestKey again queues nothing more. */
export const sendVendorMail = (request: { eventSn: number; requestKey: string }) =>
  callApi(API_PATH.eventVendorMail, { body: request, schema: vendorMailReplySchema });

export const useSendVendorMail = () => useMutation({ mutationFn: sendVendorMail });
