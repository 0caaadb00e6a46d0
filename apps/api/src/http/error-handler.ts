import { API_MESSAGE, MESSAGE_CODE, recipientErrorText, validationMessageText } from '@pcs/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope } from './envelope';
import { AppError } from './errors';
import { recipientLanguage, requestLanguage } from './language';
import { genericTextsOfItem } from './validation';

/**
 * The one place that maps errors to HTTP statuses and envelopes. Bad input names the field (in resultData.issues,
 * and in the text when the message alone does not say which input it is about); 5xx details never
 * leave the server (they are logged with the request id, without values: see safe-error.ts). A recipient's refusal
 * is written in their page's language (recipientErrorText, or zod's own words in that language where the schema has
 * no message of its own: validation.ts); the issues stay as the schema wrote them.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = recipientLanguage(request);
    const text = (korean: string) => recipientErrorText(korean, language);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(errorEnvelope(error.messageCode, text(error.message), error.data ?? null));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? API_MESSAGE[MESSAGE_CODE.badRequest],
      }));
      const first = issues[0];
      const generic = error.validation[0] ? genericTextsOfItem(error.validation[0]) : null;
      const translated = generic
        ? generic[language]
        : first
          ? text(first.message)
          : text(API_MESSAGE[MESSAGE_CODE.badRequest]);
      // A text that does not say which input it is about (zod's own words) names the field.
      const messageText =
        first && (generic || translated === first.message)
          ? validationMessageText(translated, first.field)
          : translated;
      return reply.status(400).send(errorEnvelope(MESSAGE_CODE.badRequest, messageText, { issues }));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429)
      return reply
        .status(429)
        .send(errorEnvelope(MESSAGE_CODE.tooManyRequests, text(API_MESSAGE[MESSAGE_CODE.tooManyRequests])));
    if (status >= 400 && status < 500) {
      // Malformed JSON, payload too large, unsupported media type...: the client's fault, said plainly.
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send(errorEnvelope(MESSAGE_CODE.badRequest, text(API_MESSAGE[MESSAGE_CODE.badRequest])));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorEnvelope(MESSAGE_CODE.serverError, text(API_MESSAGE[MESSAGE_CODE.serverError])));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        errorEnvelope(
          MESSAGE_CODE.notFound,
          recipientErrorText(API_MESSAGE[MESSAGE_CODE.notFound], requestLanguage(request)),
        ),
      ),
  );
}
