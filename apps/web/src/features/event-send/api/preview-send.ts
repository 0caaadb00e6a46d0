import {
  EVENT_SEND_PATH,
  type SendPreviewRequest,
  sendPreviewReplySchema,
} from '@pcs/domain/contracts/event-send';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventSendKeys } from './event-send-keys';

export const previewSend = (request: SendPreviewRequest, signal?: AbortSignal) =>
  callApi(EVENT_SEND_PATH.preview, { body: request, schema: sendPreviewReplySchema, signal });

/** The message as the first recipients of the chosen target will get it; asked again when the choice changes. */
export const useSendPreview = (request: SendPreviewRequest | null) =>
  useQuery({
    queryKey: eventSendKeys.preview(Number(request?.eventSn ?? 0), request ?? { none: true }),
    queryFn: ({ signal }) => previewSend(request as SendPreviewRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
