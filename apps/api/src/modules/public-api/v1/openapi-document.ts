import { STATUS_CODES } from 'node:http';
import { problemSchema } from '@pcs/domain';
import { publicRegistry } from './registry';

publicRegistry.add(problemSchema, { id: 'Problem' });

/** Every error of /api/v1 is an RFC 9457 document of this type (problem.ts). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The methods whose calls honour an Idempotency-Key (decision 038: PUT as well as POST). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;

/** The per-key throttle's reply headers (plugin.ts sets them on every call made with a valid key). */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
} as const;

const DESCRIPTION: Record<number, string> = {
  400: 'The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...).',
  401: 'No API key, or one that is not valid or was revoked.',
  403: 'The key lacks the scope of this call, or names another company.',
  404: 'Not found for this key.',
  409: 'A request with this Idempotency-Key is still running.',
  414: 'A path parameter is longer than the server accepts.',
  422: 'This Idempotency-Key was used with another request body.',
  429: 'More calls in this minute than the key may make; Retry-After tells when to try again.',
};

/**
 * A route schema response for a problem document, under the content type it is sent with (a plain zod schema
 * would be documented as application/json). The description defaults to the status's meaning on /api/v1.
 */
export function problemResponse(code: number, description?: string) {
  return {
    description: description ?? DESCRIPTION[code] ?? STATUS_CODES[code] ?? 'Error',
    content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
  } as const;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const documentedProblem = (code: number) => ({
  description: DESCRIPTION[code] ?? STATUS_CODES[code] ?? 'Error',
  content: { [PROBLEM_CONTENT_TYPE]: { schema: PROBLEM_REF } },
});
const intHeader = (description: string, required = true) => ({
  description,
  required,
  schema: { type: 'integer' },
});
/** A 400 may come from the router (a malformed path) before the key is counted: there they may be absent. */
const rateLimitDocs = (required: boolean) => ({
  [RATE_LIMIT_HEADERS.limit]: intHeader('Calls this key may make in a minute.', required),
  [RATE_LIMIT_HEADERS.remaining]: intHeader('Calls left in the current minute.', required),
  [RATE_LIMIT_HEADERS.reset]: intHeader('Seconds until the current minute ends.', required),
});

/**
 * What the plugin's hooks and Fastify's router add to every call, written into each operation of the document
 * (after fastify-type-provider-zod has turned the route schemas into JSON Schema), so no route can forget it:
 * - 400 (validation, control characters), 401 (the key), 403 (the scope) and 429 (the throttle) on every call;
 * - 409 and 422 and the Idempotency-Key header on the methods that honour it, and Idempotent-Replayed on replays;
 * - 414 on paths with parameters (Fastify's maxParamLength, answered as a problem by app.ts);
 * - the x-ratelimit-* headers on every reply made with a valid key, Retry-After on 429, WWW-Authenticate on 401.
 * Every documented operation of /api/v1 needs a key (the document route itself is hidden).
 */
export function addCallerContract(document: Json): Json {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const pathItem of Object.values(paths)) {
    if (!isObject(pathItem)) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const hasPathParameter = parameters.some((p) => isObject(p) && p.in === 'path');
      const idempotent = IDEMPOTENT_METHODS.has(method.toUpperCase());
      const responses = operation.responses;
      const codes = [
        400,
        401,
        403,
        429,
        ...(idempotent ? [409, 422] : []),
        ...(hasPathParameter ? [414] : []),
      ];
      for (const code of codes) responses[code] ??= documentedProblem(code);
      const named = (p: unknown) => isObject(p) && p.in === 'header' && p.name === 'Idempotency-Key';
      if (idempotent && !parameters.some(named))
        operation.parameters = [
          ...parameters,
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Makes a retry safe: a repeat within 24 hours with the same body answers the first reply ' +
              '(Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409.',
            schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
          },
        ];
      for (const [code, response] of Object.entries(responses)) {
        if (!isObject(response)) continue;
        const status = Number(code);
        const headers: Json = isObject(response.headers) ? { ...response.headers } : {};
        // A 401 is answered before the key is known, a 414 before any route: neither counts against a key.
        if (status !== 401 && status !== 414) Object.assign(headers, rateLimitDocs(status !== 400));
        if (status === 401)
          headers['www-authenticate'] = { description: 'Bearer', required: true, schema: { type: 'string' } };
        if (status === 429) headers['retry-after'] = intHeader('Seconds until the key may call again.');
        if (idempotent && status !== 401 && status !== 414 && status !== 429)
          headers['idempotent-replayed'] = {
            description:
              'true when this is the stored reply of an earlier call with the same Idempotency-Key.',
            required: false,
            schema: { type: 'string', enum: ['true'] },
          };
        if (Object.keys(headers).length > 0) response.headers = headers;
      }
    }
  }
  return document;
}
