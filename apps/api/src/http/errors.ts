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

/**
 * A message text for an error reply. Every constructor below takes the text first and the rest in an options object
 * ({ code }, { data }, { retryAfterSeconds }); a message code passed where the text goes does not compile, so a call
 * written in an older order (code first, text second) cannot slip through as a text.
 */
export type MessageText<T extends string> = T extends MessageCode ? never : T;

export const badRequest = <T extends string>(text?: MessageText<T>, options: { data?: unknown } = {}) =>
  new AppError(400, MESSAGE_CODE.badRequest, text, options.data ?? null);
export const unauthorized = <T extends string>(text?: MessageText<T>, options: { code?: MessageCode } = {}) =>
  new AppError(401, options.code ?? MESSAGE_CODE.unauthorized, text);
export const forbidden = <T extends string>(text?: MessageText<T>, options: { code?: MessageCode } = {}) =>
  new AppError(403, options.code ?? MESSAGE_CODE.forbidden, text);
export const notFound = <T extends string>(text?: MessageText<T>) =>
  new AppError(404, MESSAGE_CODE.notFound, text);
export const conflict = <T extends string>(text?: MessageText<T>, options: { code?: MessageCode } = {}) =>
  new AppError(409, options.code ?? MESSAGE_CODE.conflict, text);
export const tooManyRequests = <T extends string>(
  text?: MessageText<T>,
  options: { retryAfterSeconds?: number | null } = {},
) => new AppError(429, MESSAGE_CODE.tooManyRequests, text, null, options.retryAfterSeconds ?? null);
