import swagger, { type OpenAPIV3_2 } from '@fastify/swagger';
import { WEBHOOK_EVENT_LABEL, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGE_SCHEMAS } from '@pcs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { keyByPrefix, touchKey } from '../key-repository';
import { parseKey, secretMatches } from '../key-secret';
import { callerOf } from './api-caller';
import { employeeRoutes } from './employee-routes';
import { eventRoutes } from './event-routes';
import { claimIdempotency, releaseIdempotency, requestHashOf, settleIdempotency } from './idempotency';
import { occasionRoutes } from './occasion-routes';
import { problem, sendProblem } from './problem';
import { publicRegistry } from './registry';
import { requestLogWriter } from './request-log';
import { takeCall } from './throttle';
import { webhookRoutes } from './webhook-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public API's own OpenAPI 3.1 document (a second @fastify/swagger instance). */
    publicApiDoc: FastifyInstance['swagger'];
  }
  interface FastifyRequest {
    idempotency: { apiKeySn: number; idemKey: string; route: string } | null;
  }
}

export { publicRegistry };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * /api/v1 (decision 038): its own problem+json errors, API key auth, scope per route, a per-key throttle shared by
 * every process, Idempotency-Key on writes, one request log row per call (written in batches after the reply), and
 * its own OpenAPI 3.1 document.
 */
export const publicApiV1: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.decorateRequest('apiCaller', null);
  app.decorateRequest('idempotency', null);
  app.setErrorHandler((error, request, reply) => sendProblem(request, reply, error));
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, problem(404, 'No such resource.')));
  // The web app's GET /* catch-all would answer unknown GETs here with its page's 404; this more specific route
  // sends them to this plugin's own handler instead.
  app.get('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  await app.register(swagger, {
    decorator: 'publicApiDoc',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PCS public API',
        version: '1.0.0',
        description:
          'For HR and other systems (decision 038). Bearer API keys with scopes; RFC 9457 problem+json errors; ' +
          'cursor paging; Idempotency-Key on POST and PUT; times in ISO 8601 with +09:00, money in integer won.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'pcs_live_…' } },
      },
      security: [{ bearer: [] }],
      webhooks: webhookDocs(),
    },
    transform: createJsonSchemaTransform({ schemaRegistry: publicRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: publicRegistry }),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const scope = request.routeOptions.config.apiScope;
    if (!scope) return; // the document and unknown paths
    await authenticate(deps, request, reply);
    const caller = callerOf(request);
    if (!caller.scopes.includes(scope)) throw problem(403, `This key lacks the scope ${scope}.`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const idemKey = request.headers['idempotency-key'];
    if (!request.apiCaller || !WRITE_METHODS.has(request.method) || typeof idemKey !== 'string') return;
    if (idemKey.length < 1 || idemKey.length > 255)
      throw problem(400, 'Idempotency-Key must be 1-255 characters.');
    const k = {
      apiKeySn: request.apiCaller.apiKeySn,
      idemKey,
      // The path as called: the same key on another employee number is another request.
      route: `${request.method} ${request.url.split('?')[0]}`.slice(0, 200),
    };
    const claim = await claimIdempotency(deps.db, k, requestHashOf(request.body ?? null), deps.now());
    if (claim.kind === 'first') {
      request.idempotency = k;
      return;
    }
    if (claim.kind === 'mismatch')
      throw problem(422, 'This Idempotency-Key was used with another request body.');
    if (claim.kind === 'running') throw problem(409, 'A request with this Idempotency-Key is still running.');
    reply.header('idempotent-replayed', 'true');
    return reply
      .code(claim.status)
      .type(claim.status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8')
      .send(JSON.stringify(claim.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const k = request.idempotency;
    if (k) {
      request.idempotency = null;
      if (reply.statusCode >= 500 || reply.statusCode === 429) await releaseIdempotency(deps.db, k);
      else await settleIdempotency(deps.db, k, reply.statusCode, parseJson(payload));
    }
    return payload;
  });

  const requestLog = requestLogWriter(deps.db, app.log);
  app.addHook('onClose', () => requestLog.close());
  app.addHook('onResponse', async (request, reply) => {
    const caller = request.apiCaller;
    if (!caller) return;
    // Method, route pattern, status and time only: no bodies, no query values (employee numbers are personal data).
    requestLog.add({
      apiKeySn: caller.apiKeySn,
      method: request.method.slice(0, 7),
      route: (request.routeOptions.url ?? 'unknown').slice(0, 200),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      at: deps.now(),
    });
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.publicApiDoc());
  // deps carries this plugin's own prefix option: the children sit under it without adding it again.
  await app.register(employeeRoutes, { ...deps, prefix: '' });
  await app.register(eventRoutes, { ...deps, prefix: '' });
  await app.register(occasionRoutes, { ...deps, prefix: '' });
  await app.register(webhookRoutes, { ...deps, prefix: '' });
};

/**
 * The signed webhooks (decision 038) in the same document: one POST per event type with its message body, so a
 * receiver reads the same names (applicationId, deliveryId, eventId, employeeNumber...) it calls /api/v1 with.
 */
function webhookDocs(): Record<string, OpenAPIV3_2.PathItemObject> {
  const docs = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type} (${WEBHOOK_EVENT_LABEL[type]})`,
          description:
            'Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried ' +
            'with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(WEBHOOK_MESSAGE_SCHEMAS[type], { target: 'draft-2020-12' }),
              },
            },
          },
          responses: {
            '2XX': { description: 'Received; any 2xx status counts.' },
            '410': { description: 'Gone: the subscription is turned off.' },
          },
        },
      },
    ]),
  );
  // z.toJSONSchema gives plain JSON Schema 2020-12, which is what OpenAPI 3.1 takes; openapi-types models its
  // SchemaObject more narrowly, hence the cast.
  return docs as unknown as Record<string, OpenAPIV3_2.PathItemObject>;
}

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/** Bearer pcs_live_<prefix>_<secret>: found by prefix, hash compared in constant time; revoked keys are refused. */
async function authenticate(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const presented = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const parts = presented ? parseKey(presented) : null;
  const row = parts ? await keyByPrefix(deps.db, parts.keyPrefix) : null;
  if (!parts || !row || !secretMatches(parts.secret, row.secretHash) || row.revokedAt) {
    reply.header('www-authenticate', 'Bearer');
    throw problem(401, presented ? 'The API key is not valid or was revoked.' : 'An API key is required.');
  }
  request.apiCaller = {
    apiKeySn: row.apiKeySn,
    cmpyCd: row.cmpyCd,
    scopes: row.scopes,
    perMinute: row.perMinute,
    createdBy: row.createdBy,
  };
  const now = deps.now();
  await touchKey(deps.db, row.apiKeySn, now);
  const { hits, resetAt } = await takeCall(deps.db, row.apiKeySn, now);
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('x-ratelimit-limit', String(row.perMinute));
  reply.header('x-ratelimit-remaining', String(Math.max(0, row.perMinute - hits)));
  reply.header('x-ratelimit-reset', String(resetSeconds));
  if (hits > row.perMinute) {
    const error = problem(429, `More than ${row.perMinute} calls in a minute; try again later.`);
    error.extra.retryAfterSeconds = resetSeconds;
    throw error;
  }
}
