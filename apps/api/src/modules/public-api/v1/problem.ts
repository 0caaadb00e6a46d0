import { STATUS_CODES } from 'node:http';
import type { Problem } from '@pcs/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/errors';

/** An error of the public API that becomes an RFC 9457 problem (decision 038). */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    public extra: { errors?: { pointer: string; detail: string }[]; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
  }
}

export const problem = (status: number, detail: string) => new ProblemError(status, detail);

export const PARAMETER_TOO_LONG = 'A path parameter is longer than the server accepts.';

const PART: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** The problem document of an error; 5xx details stay on the server. */
export function problemOf(error: unknown, instance: string): { problem: Problem; retryAfter: number | null } {
  const base = (status: number, detail?: string): Problem => ({
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    instance,
  });
  if (error instanceof ProblemError) {
    return {
      problem: {
        ...base(error.status, error.message),
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
      },
      retryAfter: error.extra.retryAfterSeconds ?? null,
    };
  }
  if (error instanceof AppError)
    return { problem: base(error.statusCode, error.message), retryAfter: error.retryAfterSeconds };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = PART[error.validationContext ?? 'body'] ?? 'body';
    const errors = error.validation.map((v) => ({
      pointer: `/${part}${v.instancePath}`,
      detail: v.message ?? 'invalid',
    }));
    return { problem: { ...base(400, 'The request is not valid; see errors.'), errors }, retryAfter: null };
  }
  const status =
    typeof (error as FastifyError | null)?.statusCode === 'number'
      ? ((error as FastifyError).statusCode ?? 500)
      : 500;
  if (status >= 400 && status < 500)
    return { problem: base(status, (error as Error).message), retryAfter: null };
  return { problem: base(500, 'Internal error; the request id is in x-request-id.'), retryAfter: null };
}

/** Sends a problem+json reply. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { problem: body, retryAfter } = problemOf(error, request.url.split('?')[0] ?? request.url);
  if (body.status >= 500) request.log.error({ err: error }, 'public api error');
  if (retryAfter !== null) reply.header('retry-after', String(retryAfter));
  return reply.status(body.status).type('application/problem+json').send(JSON.stringify(body));
}

/**
 * Fastify's router answers a malformed path (400) and a path parameter over maxParamLength (414) before any route
 * or plugin hook, so the /api/v1 error handler never sees them; app.ts hands those of /api/v1 here (its
 * frameworkErrors option) so they are problem documents too.
 */
export function sendFrameworkProblem(request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? problem(414, PARAMETER_TOO_LONG)
      : error.code === 'FST_ERR_BAD_URL'
        ? problem(400, 'The path is not a valid URL.')
        : error;
  return sendProblem(request, reply, known);
}
