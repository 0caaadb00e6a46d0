import { PUBLIC_API_PREFIX } from '@pcs/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Checks replies of /api/v1 against the OpenAPI document the app itself serves (/api/v1/openapi.json): the
 * operation is found by method and path template, its status and content type must be documented, the body must
 * validate against the documented schema (JSON Schema 2020-12, $refs resolved in the document) and every header the
 * document marks required must be there. A path or method the document does not list must answer a problem
 * document (the /api/v1 not-found handler). No schema is written here: the document is the only source.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DOC_ID = 'openapi.json';
const DOCUMENT_PATH = `${PUBLIC_API_PREFIX}/openapi.json`;

/** RFC 6901: ~ and / inside one reference token. */
const pointerToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

type Template = { template: string; pattern: RegExp; parameters: number };

/** What a check reads of a reply: app.inject's replies have this shape; fetch's are read into it. */
export type CheckedReply = { statusCode: number; headers: Record<string, unknown>; body: string };

export type OpenApiChecker = {
  /** Throws an Error naming what the document does not allow. */
  check: (method: string, url: string, reply: CheckedReply) => void;
};

export function openApiChecker(document: Json): OpenApiChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The whole document under one id: each response schema is compiled as a $ref into it, so its own $refs
  // (#/components/schemas/...) resolve where the document keeps them.
  ajv.addSchema(document, DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  const paths = isObject(document.paths) ? document.paths : {};
  const templates: Template[] = Object.keys(paths).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    ),
    parameters: (template.match(/\{/g) ?? []).length,
  }));
  // A literal segment wins over a parameter, as in the router.
  templates.sort((a, b) => a.parameters - b.parameters);

  const validateBody = (pointer: string, body: unknown, where: string) => {
    const validate = validatorAt(pointer);
    if (!validate(body))
      throw new Error(
        `${where}: the body does not match the document: ${ajv.errorsText(validate.errors)}\n` +
          JSON.stringify(body).slice(0, 500),
      );
  };

  return {
    check(method, url, reply) {
      // Raw, as the router matches it: a parameter's template segment takes any encoded text.
      const path = url.split('?')[0] ?? url;
      if (path === DOCUMENT_PATH) return;
      const status = reply.statusCode;
      const where = `${method} ${path} -> ${status}`;
      const mediaType = String(reply.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      const template = templates.find((t) => t.pattern.test(path));
      const pathItem = template ? paths[template.template] : undefined;
      const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
      if (!template || !isObject(operation)) {
        // Not an operation of the document: only the not-found problem (or a router error) may answer it.
        if (status < 400 || mediaType !== 'application/problem+json')
          throw new Error(`${where}: not in the document, and not a problem document (${mediaType})`);
        validateBody('/components/schemas/Problem', JSON.parse(reply.body), where);
        return;
      }
      const responses = isObject(operation.responses) ? operation.responses : {};
      const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => c in responses);
      const response = code ? responses[code] : undefined;
      if (!code || !isObject(response))
        throw new Error(`${where}: status not documented (documented: ${Object.keys(responses).join(', ')})`);
      const operationPointer = `/paths/${pointerToken(template.template)}/${method.toLowerCase()}`;
      const content = isObject(response.content) ? response.content : {};
      if (Object.keys(content).length === 0) {
        if (reply.body.length > 0) throw new Error(`${where}: a body where the document has none`);
      } else {
        const media = mediaType ? content[mediaType] : undefined;
        if (!mediaType || !isObject(media))
          throw new Error(
            `${where}: content type ${mediaType || '(none)'} not documented (documented: ${Object.keys(content).join(', ')})`,
          );
        if (isObject(media.schema))
          validateBody(
            `${operationPointer}/responses/${code}/content/${pointerToken(mediaType)}/schema`,
            JSON.parse(reply.body),
            where,
          );
      }
      const headers = isObject(response.headers) ? response.headers : {};
      for (const [name, header] of Object.entries(headers)) {
        if (!isObject(header)) continue;
        const value = reply.headers[name.toLowerCase()];
        if (value === undefined) {
          if (header.required === true) throw new Error(`${where}: the required header ${name} is missing`);
          continue;
        }
        const schema = isObject(header.schema) ? header.schema : {};
        if (schema.type === 'integer' && !/^-?\d+$/.test(String(value)))
          throw new Error(`${where}: header ${name} is not an integer: ${String(value)}`);
        if (Array.isArray(schema.enum) && !schema.enum.includes(String(value)))
          throw new Error(
            `${where}: header ${name} is not one of ${schema.enum.join(', ')}: ${String(value)}`,
          );
      }
    },
  };
}

const checkers = new WeakMap<FastifyInstance, Promise<OpenApiChecker>>();

/** The checker of an app's own served document, fetched once per app. */
export function openApiCheckerOf(app: FastifyInstance): Promise<OpenApiChecker> {
  let checker = checkers.get(app);
  if (!checker) {
    checker = app
      .inject({ method: 'GET', url: DOCUMENT_PATH })
      .then((reply) => openApiChecker(reply.json<Json>()));
    checkers.set(app, checker);
  }
  return checker;
}

/** A fetch for @pcs/client that checks each reply of the server against its document before the client reads it. */
export function checkedFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetch(request);
    const url = new URL(request.url);
    (await openApiCheckerOf(app)).check(request.method, `${url.pathname}${url.search}`, {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.clone().text(),
    });
    return response;
  };
}

/** app.inject for /api/v1 calls, with the reply checked against the served document before the test sees it. */
export async function injectChecked(
  app: FastifyInstance,
  options: InjectOptions & { method: string; url: string },
): Promise<LightMyRequestResponse> {
  const reply = await app.inject(options);
  (await openApiCheckerOf(app)).check(options.method, options.url, reply);
  return reply;
}
