import swagger, { type OpenAPIV3_2 } from '@fastify/swagger';
import { WEBHOOK_EVENT_LABEL, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGE_SCHEMAS } from '@pcs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { countBearerFailure } from '../../auth';
import { keyByPrefix, touchKey } from '../key-repository';
import { parseKey, secretMatches } from '../key-secret';
import { sandboxCompanyOf } from '../sandbox';
import { callerOf } from './api-caller';
import { employeeRoutes } from './employee-routes';
import { eventRoutes } from './event-routes';
import { claimIdempotency, releaseIdempotency, requestHashOf, settleIdempotency } from './idempotency';
import { occasionRoutes } from './occasion-routes';
import {
  addCallerContract,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENT_METHODS,
  PROBLEM_CONTENT_TYPE,
  RATE_LIMIT_HEADERS,
} from './openapi-document';
import { PARAMETER_TOO_LONG, problem, sendProblem } from './problem';
import { publicRegistry } from './registry';
import { requestLogWriter } from './request-log';
import { taxRoutes } from './tax-routes';
import { createThrottle, type Throttle } from './throttle';
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

/**
 * /api/v1 (decision 038): its own problem+json errors, API key auth, scope per route, a per-key throttle shared by
 * every process, Idempotency-Key on writes, one request log row per call (written in batches after the reply), and
 * its own OpenAPI 3.1 document.
 */
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: publicRegistry });

export const publicApiV1: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.decorateRequest('apiCaller', null);
  app.decorateRequest('idempotency', null);
  app.setErrorHandler((error, request, reply) => sendProblem(request, reply, error));
  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, problem(404, 'No such resource.')));
  // The web app's GET /* catch-all would answer unknown GETs here with its page's 404; this more specific route
  // sends them to this plugin's own handler instead. A path parameter over the router's maxParamLength makes the
  // router fall back to this route too: it gets the 414 that every other method gets (app.ts frameworkErrors). No
  // path of /api/v1 has a literal segment that long, so such a segment can only be an over-long parameter.
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const segments = (request.url.split('?')[0] ?? '').split('/');
    if (segments.some((segment) => segment.length > maxParamLength)) throw problem(414, PARAMETER_TOO_LONG);
    return reply.callNotFound();
  });

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
    transformObject: (document) => addCallerContract(zodComponents(document)),
  });

  const auth: AuthState = { throttle: createThrottle(deps.db), touchedAt: new Map() };
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const scope = request.routeOptions.config.apiScope;
    if (!scope) return; // the document and unknown paths
    await authenticate(deps, auth, request, reply);
    const caller = callerOf(request);
    if (!caller.scopes.includes(scope)) throw problem(403, `This key lacks the scope ${scope}.`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const idemKey = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!request.apiCaller || !IDEMPOTENT_METHODS.has(request.method) || typeof idemKey !== 'string') return;
    if (idemKey.length < 1 || idemKey.length > IDEMPOTENCY_KEY_MAX)
      throw problem(400, `Idempotency-Key must be 1-${IDEMPOTENCY_KEY_MAX} characters.`);
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
      .type(claim.status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8')
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
  await app.register(taxRoutes, { ...deps, prefix: '' });
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
          operationId: webhookOperationId(type),
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

/** True when the key names no addresses, or the caller's address is one of them or inside one of its ranges. */
function addressAllowed(ip: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return allowed.some((entry) => {
    try {
      const [range, bits] = entry.includes('/')
        ? ipaddr.parseCIDR(entry)
        : [ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128];
      return address.kind() === range.kind() && address.match([range, bits] as [typeof address, number]);
    } catch {
      return false;
    }
  });
}
/** gift.applied -> giftAppliedWebhook: stable, and apart from the calls' names. */
const webhookOperationId = (type: string) =>
  `${type.replace(/[._-](\w)/g, (_m, c: string) => c.toUpperCase())}Webhook`;

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

/** What authentication keeps per app instance: the throttle's claimed calls, and when each key was last touched. */
type AuthState = { throttle: Throttle; touchedAt: Map<number, number> };

const TOUCH_EVERY_MS = 60_000;

/**
 * Bearer pcs_live_<prefix>_<secret>: found by prefix (in the key cache when the server keeps one), hash compared in
 * constant time; revoked keys are refused, and an address that keeps failing gets 429 (auth's countBearerFailure).
 */
async function authenticate(
  deps: AppDeps,
  state: AuthState,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  const parts = presented ? parseKey(presented) : null;
  const now = deps.now();
  const row = !parts
    ? null
    : deps.apiKeyCache
      ? await deps.apiKeyCache.find(parts.keyPrefix, now, () => keyByPrefix(deps.db, parts.keyPrefix))
      : await keyByPrefix(deps.db, parts.keyPrefix);
  if (
    !parts ||
    !row ||
    !secretMatches(parts.secret, row.secretHash) ||
    row.revokedAt ||
    parts.mode !== row.mode
  ) {
    // Failures per client address are limited (valid keys are not): over it, 429 until the minute is over.
    const retryAfter = await countBearerFailure(deps.db, request.ip, now);
    if (retryAfter !== null) {
      const error = problem(429, 'Too many failed authentications from this address; try again later.');
      error.extra.retryAfterSeconds = retryAfter;
      throw error;
    }
    reply.header('www-authenticate', 'Bearer');
    throw problem(401, presented ? 'The API key is not valid or was revoked.' : 'An API key is required.');
  }
  if (row.expiresAt && row.expiresAt <= now) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw problem(401, 'The API key expired.');
  }
  request.apiCaller = {
    apiKeySn: row.apiKeySn,
    // A test key works on its company's sandbox (decision 044), never on the company itself.
    cmpyCd: row.mode === 'TEST' && row.cmpyCd ? await sandboxCompanyOf(deps.db, row.cmpyCd, now) : row.cmpyCd,
    scopes: row.scopes,
    perMinute: row.perMinute,
    createdBy: row.createdBy,
  };
  touchOncePerMinute(deps, state, row, now, request);
  const { allowed, remaining, resetAt } = await state.throttle.take(row.apiKeySn, row.perMinute, now);
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header(RATE_LIMIT_HEADERS.limit, String(row.perMinute));
  reply.header(RATE_LIMIT_HEADERS.remaining, String(remaining));
  reply.header(RATE_LIMIT_HEADERS.reset, String(resetSeconds));
  // After the throttle, so the refusal carries its headers as every answer to a valid key does.
  if (!addressAllowed(request.ip, row.allowedIps))
    throw problem(403, 'This API key may not be used from this address.');
  if (!allowed) {
    const error = problem(429, `More than ${row.perMinute} calls in a minute; try again later.`);
    error.extra.retryAfterSeconds = resetSeconds;
    throw error;
  }
}

/**
 * last_used_at at most once a minute per key and process, off the call's path: the key list shows it to the minute,
 * and a lost touch (a crash, a failed write) only makes it a minute older.
 */
function touchOncePerMinute(
  deps: AppDeps,
  state: AuthState,
  row: { apiKeySn: number; lastUsedAt: Date | null },
  now: Date,
  request: FastifyRequest,
): void {
  const at = now.getTime();
  const last = Math.max(state.touchedAt.get(row.apiKeySn) ?? 0, row.lastUsedAt?.getTime() ?? 0);
  if (at - last < TOUCH_EVERY_MS) return;
  if (state.touchedAt.size >= 10_000) state.touchedAt.clear();
  state.touchedAt.set(row.apiKeySn, at);
  touchKey(deps.db, row.apiKeySn, now).catch((error: unknown) =>
    request.log.warn({ err: error }, 'api key last use not recorded'),
  );
}
