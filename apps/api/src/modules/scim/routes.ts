import {
  IDENTITY_PATH,
  identityCompanySchema,
  MANAGER_ROLES,
  scimTokenCreateReplySchema,
  scimTokenListReplySchema,
  scimTokenRevokeRequestSchema,
} from '@pcs/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { ScimError, type ScimType, scimErrorBody, scimNotFound } from './scim-error';
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from './scim-groups';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-meta';
import { SCIM_CONTENT_TYPE } from './scim-schemas';
import { authenticateScim, createScimToken, listScimTokens, revokeScimToken } from './scim-tokens';
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from './scim-users';

/** /scim/v2/... and the SCIM token calls of the identity screen (decision 038). */
export const scimRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const tags = ['integration'];
  app.post(
    IDENTITY_PATH.scimTokenList,
    {
      schema: {
        tags,
        summary: 'SCIM tokens of a company',
        body: identityCompanySchema,
        response: replies(scimTokenListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listScimTokens(deps, currentUser(request), request.body)),
  );
  app.post(
    IDENTITY_PATH.scimTokenCreate,
    {
      schema: {
        tags,
        summary: 'Issue a SCIM token (shown once)',
        body: identityCompanySchema,
        response: replies(scimTokenCreateReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await createScimToken(deps, currentUser(request), request.body)),
  );
  app.post(
    IDENTITY_PATH.scimTokenRevoke,
    {
      schema: {
        tags,
        summary: 'Revoke a SCIM token',
        body: scimTokenRevokeRequestSchema,
        response: replies(z.null()),
      },
      preHandler: managers,
    },
    async (request) => ok(await revokeScimToken(deps, currentUser(request), request.body)),
  );

  await app.register(async (scim) => scimProtocol(scim, deps), { prefix: IDENTITY_PATH.scimBase });
};

type ListQuery = { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string };
const query = (request: FastifyRequest) => request.query as ListQuery;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const byId = <T extends { id: string }>(list: T[], id: string) =>
  list.find((item) => item.id.toLowerCase() === id.toLowerCase());

/**
 * The SCIM 2.0 protocol itself, in its own encapsulated context: application/scim+json bodies are parsed, every
 * reply is application/scim+json, and errors take the SCIM Error shape instead of the screens' envelope.
 */
async function scimProtocol(scim: FastifyInstance, deps: AppDeps): Promise<void> {
  scim.addContentTypeParser(
    SCIM_CONTENT_TYPE,
    { parseAs: 'string' },
    scim.getDefaultJsonParser('error', 'error'),
  );
  const baseUrl = `${deps.config.publicUrl}${IDENTITY_PATH.scimBase}`;
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type(`${SCIM_CONTENT_TYPE}; charset=utf-8`)
      .send(body);
  const client = (request: FastifyRequest) =>
    authenticateScim(deps, request.headers.authorization, request.ip);

  scim.setErrorHandler((error: FastifyError | AppError | ScimError | Error, request, reply) => {
    let status = 500;
    let detail = 'Internal server error';
    let scimType: ScimType | null = null;
    if (error instanceof ScimError) {
      status = error.status;
      detail = error.message;
      scimType = error.scimType;
    } else if (error instanceof AppError) {
      status = error.statusCode;
      detail = error.message;
      if (status === 400) scimType = 'invalidValue';
      if (status === 409) scimType = 'uniqueness';
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      status = error.statusCode;
      detail = status === 415 ? 'Unsupported media type' : 'The request could not be read';
      if (status === 400) scimType = 'invalidSyntax';
    } else {
      request.log.error({ err: error }, 'unhandled SCIM error');
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
    if (error instanceof ScimError && error.retryAfterSeconds !== null)
      reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, status, scimErrorBody(status, detail, scimType));
  });
  scim.setNotFoundHandler((_request, reply) => send(reply, 404, scimErrorBody(404, 'Not found', null)));
  // Unknown GETs would otherwise meet the web app's GET /* catch-all and its page's 404 (not a SCIM error).
  scim.get('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  scim.get('/ServiceProviderConfig', async (request, reply) => {
    await client(request);
    return send(reply, 200, serviceProviderConfig(baseUrl));
  });
  scim.get('/ResourceTypes', async (request, reply) => {
    await client(request);
    const list = resourceTypes(baseUrl);
    return send(reply, 200, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: list.length,
      itemsPerPage: list.length,
      startIndex: 1,
      Resources: list,
    });
  });
  scim.get('/Schemas', async (request, reply) => {
    await client(request);
    const list = schemas(baseUrl);
    return send(reply, 200, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: list.length,
      itemsPerPage: list.length,
      startIndex: 1,
      Resources: list,
    });
  });
  // One resource type or schema by its id, where their meta.location points (RFC 7644 §4); ids match as URIs do,
  // without regard to case.
  scim.get('/ResourceTypes/:id', async (request, reply) => {
    await client(request);
    const found = byId(resourceTypes(baseUrl), idOf(request));
    if (!found) throw scimNotFound('Resource type not found');
    return send(reply, 200, found);
  });
  scim.get('/Schemas/:id', async (request, reply) => {
    await client(request);
    const found = byId(schemas(baseUrl), idOf(request));
    if (!found) throw scimNotFound('Schema not found');
    return send(reply, 200, found);
  });

  scim.get('/Users', async (request, reply) =>
    send(reply, 200, await listScimUsers(deps, await client(request), query(request))),
  );
  scim.get('/Users/:id', async (request, reply) =>
    send(reply, 200, await getScimUser(deps, await client(request), idOf(request))),
  );
  // A created resource's URI goes in Location as well as meta.location (RFC 7644 §3.3).
  scim.post('/Users', async (request, reply) => {
    const user = await createScimUser(deps, await client(request), request.body);
    return send(reply.header('location', user.meta.location), 201, user);
  });
  scim.put('/Users/:id', async (request, reply) =>
    send(reply, 200, await replaceScimUser(deps, await client(request), idOf(request), request.body)),
  );
  scim.patch('/Users/:id', async (request, reply) =>
    send(reply, 200, await patchScimUser(deps, await client(request), idOf(request), request.body)),
  );
  scim.delete('/Users/:id', async (request, reply) => {
    await deleteScimUser(deps, await client(request), idOf(request));
    return reply.status(204).send();
  });

  scim.get('/Groups', async (request, reply) =>
    send(reply, 200, await listScimGroups(deps, await client(request), query(request))),
  );
  scim.get('/Groups/:id', async (request, reply) =>
    send(
      reply,
      200,
      await getScimGroup(deps, await client(request), idOf(request), query(request).excludedAttributes),
    ),
  );
  scim.post('/Groups', async (request, reply) => {
    const group = await createScimGroup(deps, await client(request), request.body);
    return send(reply.header('location', group.meta.location), 201, group);
  });
  scim.put('/Groups/:id', async (request, reply) =>
    send(reply, 200, await replaceScimGroup(deps, await client(request), idOf(request), request.body)),
  );
  // Entra expects 204 for a group PATCH (research §3).
  scim.patch('/Groups/:id', async (request, reply) => {
    await patchScimGroup(deps, await client(request), idOf(request), request.body);
    return reply.status(204).send();
  });
  scim.delete('/Groups/:id', async (request, reply) => {
    await deleteScimGroup(deps, await client(request), idOf(request));
    return reply.status(204).send();
  });
}
