import { API_MESSAGE, MESSAGE_CODE, type MessageCode } from '@pcs/domain';

/**
 * Typed domain errors: use cases throw these, and the one error handler maps them to the HTTP status and the
 * envelope's messageCode/messageText.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    messageText?: string,
    /** resultData of the error envelope, when the caller needs more than the text (an import's errors). */
    readonly data: unknown = null,
    /** Seconds after which a refused caller may try again (a 429's Retry-After header). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(messageText ?? API_MESSAGE[messageCode]);
    this.name = 'AppError';
  }
}

export const badRequest = (text?: string, data: unknown = null) =>
  new AppError(400, MESSAGE_CODE.badRequest, text, data);
export const unauthorized = (code: MessageCode = MESSAGE_CODE.unauthorized, text?: string) =>
  new AppError(401, code, text);
export const forbidden = (text?: string, code: MessageCode = MESSAGE_CODE.forbidden) =>
  new AppError(403, code, text);
export const notFound = (text?: string) => new AppError(404, MESSAGE_CODE.notFound, text);
export const conflict = (code: MessageCode = MESSAGE_CODE.conflict, text?: string) =>
  new AppError(409, code, text);
export const tooManyRequests = (text?: string, retryAfterSeconds: number | null = null) =>
  new AppError(429, MESSAGE_CODE.tooManyRequests, text, null, retryAfterSeconds);
