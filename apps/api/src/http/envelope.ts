import {
  API_MESSAGE,
  type Envelope,
  envelopeSchema,
  MESSAGE_CODE,
  type MessageCode,
  SUCCESS_CODE,
} from '@pcs/domain';
import type { z } from 'zod';

/** The success envelope (code 2000). */
export function ok<T>(resultData: T, messageText: string = API_MESSAGE[MESSAGE_CODE.success]): Envelope<T> {
  return { resultStatus: { messageCode: SUCCESS_CODE, messageText }, resultData };
}

/** Every error reply, whoever builds it (error handler, not-found handler, Node-level client errors). */
export function errorEnvelope<T = null>(
  messageCode: MessageCode,
  messageText: string = API_MESSAGE[messageCode],
  resultData: T | null = null,
): Envelope<T | null> {
  return { resultStatus: { messageCode, messageText }, resultData };
}

/** Response schema of a route: the 2000 envelope around `data`. Errors share the error envelope. */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
