import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONTROL_CHARACTER_TEXT, findControlCharacter, MESSAGE_CODE, PUBLIC_API_PREFIX } from '@pcs/domain';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import { createPaymentGateway } from './adapters/payment/payment-gateway';
import { createTaxInvoiceProvider } from './adapters/tax-invoice/tax-invoice-provider';
import type { AppDeps } from './app-deps';
import {
  authenticateBeforeValidation,
  captureBodyToken,
  createGuard,
  TOKEN_SECURITY_SCHEME,
} from './http/auth-guard';
import { errorEnvelope } from './http/envelope';
import { installErrorHandler } from './http/error-handler';
import { badRequest } from './http/errors';
import { healthRoutes } from './http/health';
import { metricsRoutes } from './http/metrics';
import { safeError } from './http/safe-error';
import { validatorCompiler } from './http/validation';
import { loadWebEntries } from './http/web-entries';
import { accessLogRoutes } from './modules/access-log';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { cartRoutes } from './modules/cart';
import { codeAdminRoutes } from './modules/code-admin';
import { codeRoutes } from './modules/codes';
import { companyRoutes } from './modules/company';
import { dashboardRoutes } from './modules/dashboard';
import { deliveryRoutes } from './modules/delivery';
import { eventRoutes } from './modules/event';
import { eventDocsRoutes } from './modules/event-docs';
import { eventSendRoutes } from './modules/event-send';
import { fileRoutes } from './modules/files';
import { funnelRoutes } from './modules/funnel';
import { giftRoutes } from './modules/gift';
import { goodsRoutes } from './modules/goods';
import { groupRoutes } from './modules/group';
import { createLandingPageRenderer, type LandingPageRenderer, landingRoutes } from './modules/landing';
import { messengerRoutes } from './modules/messenger';
import { occasionRoutes } from './modules/occasion';
import { outboxRoutes } from './modules/outbox';
import { paymentRefundPort, paymentRoutes } from './modules/payment';
import { publicApiRoutes, sendFrameworkProblem } from './modules/public-api';
import { isScimPath, scimRefusal, scimRoutes } from './modules/scim';
import { mayReadNoticeFile, NOTICE_FILE_SCOPE, serviceCenterRoutes } from './modules/service-center';
import { savedTaxInvoiceLookup, settlementRoutes } from './modules/settlement';
import { solutionRoutes } from './modules/solution';
import { ssoRoutes } from './modules/sso';
import { surveyRoutes } from './modules/survey';
import { taxRoutes } from './modules/tax';
import { userAdminRoutes } from './modules/user-admin';
import { webhookRoutes } from './modules/webhooks';

/** Hosts of the Daum/Kakao postcode service that the web app's address search loads. */
const POSTCODE_SCRIPT_HOST = 'https://t1.daumcdn.net';
const POSTCODE_FRAME_HOSTS = ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'];

// Default (non-custom) validation messages in Korean, like every other text the user sees.
z.config(z.locales.ko());

/** `logStream`: where log lines go (tests read them); stdout by default. */
export type BuildOptions = Omit<AppDeps, 'guard'> & {
  logger?: boolean;
  logStream?: { write: (line: string) => void };
};

/** KG Inicis hosts the page may load, frame and post to, only when merchant keys are configured. */
function inicisHosts(config: BuildOptions['config']) {
  if (!config.inicis) return { script: [], frame: [], form: [] };
  const std = config.inicis.env === 'stg' ? 'https://stgstdpay.inicis.com' : 'https://stdpay.inicis.com';
  return { script: [std], frame: [std], form: [std, 'https://mobile.inicis.com'] };
}

/** Builds the app without listening: plugins in a fixed order, then modules, then the web app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Request bodies, query strings and headers are never logged: they carry tokens and personal data;
            // errors keep no values (safe-error.ts).
            serializers: { err: safeError, error: safeError, req: requestForLog },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Off unless configured: a spoofed X-Forwarded-For must not give a client a fresh throttle key (config.ts).
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    // One line per request (below) instead of Fastify's two; never bodies or headers.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    clientErrorHandler: answerClientError,
    // Refusals before routing: a path parameter longer than maxParamLength (414), a malformed URL (400).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API replies carry tokens and personal data: no browser or proxy keeps them (ASVS 8.2.1).
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  app.decorateRequest('bodyToken', null);
  // Before any schema: the body's token is kept (schemas strip fields they do not list), and a NUL or other control
  // character in any field is a 400 naming it, never a database error.
  app.addHook('preValidation', async (request) => {
    captureBodyToken(request);
    const field =
      findControlCharacter(request.body, 'body') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.params, 'params');
    if (field) throw badRequest(`${CONTROL_CHARACTER_TEXT} (${field.replace(/^body\.?/, '') || 'body'})`);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.decorateRequest('authUser', null);
  // Before swagger and the routes: it moves each route's guard ahead of its schema and marks it in the document.
  authenticateBeforeValidation(app);
  installErrorHandler(app);

  // Security headers (CSP and the rest), built once: @fastify/helmet rebuilt and re-parsed the whole policy on every
  // request (3% of the server's CPU in the apply burst).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The postcode search (주소 검색, web lib/postcode.ts): its script and core come from this host, and its search
        // page is embedded from the service's own hosts (kakao.com now, daum.net in the service's guide).
        scriptSrc: ["'self'", POSTCODE_SCRIPT_HOST, ...inicisHosts(options.config).script],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...POSTCODE_FRAME_HOSTS, ...inicisHosts(options.config).frame],
        // The payment forms post to the provider (desktop frame, mobile page); the test provider is this server.
        formAction: ["'self'", ...inicisHosts(options.config).form],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  await app.register(rateLimit, { global: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PCS gift platform API', version: '1.0.0' },
      components: { securitySchemes: TOKEN_SECURITY_SCHEME },
    },
    // /api/v1 has its own 3.1 document (/api/v1/openapi.json, decision 038): kept out of the screens' one.
    transform: (route) =>
      route.url.startsWith(PUBLIC_API_PREFIX)
        ? { schema: { hide: true }, url: route.url }
        : jsonSchemaTransform(route),
  });
  if (options.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs' });

  // Cancellations and refunded returns refund the card part through the payment module (INIAPI, decision 023).
  const paymentGateway = options.paymentGateway ?? createPaymentGateway(options.config, options.db);
  const deps: AppDeps = {
    ...options,
    paymentRefund:
      options.paymentRefund ??
      paymentRefundPort({ db: options.db, now: options.now, gateway: paymentGateway }),
    paymentGateway,
    taxInvoice:
      options.taxInvoice ?? createTaxInvoiceProvider(options.config, savedTaxInvoiceLookup(options.db)),
    guard: createGuard(options),
  };
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(codeRoutes, deps);
  await app.register(solutionRoutes, deps);
  // A notice attachment is read by the readers of a notice listing it: service-center answers for its scope.
  await app.register(fileRoutes, {
    ...deps,
    scopedFileReaders: new Map([[NOTICE_FILE_SCOPE, mayReadNoticeFile]]),
  });
  await app.register(giftRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(deliveryRoutes, deps);
  await app.register(landingRoutes, deps);
  await app.register(companyRoutes, deps);
  await app.register(goodsRoutes, deps);
  await app.register(groupRoutes, deps);
  await app.register(userAdminRoutes, deps);
  await app.register(codeAdminRoutes, deps);
  await app.register(accessLogRoutes, deps);
  await app.register(serviceCenterRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(eventRoutes, deps);
  await app.register(eventDocsRoutes, deps);
  await app.register(eventSendRoutes, deps);
  await app.register(surveyRoutes, deps);
  await app.register(occasionRoutes, deps);
  await app.register(settlementRoutes, deps);
  await app.register(taxRoutes, deps);
  await app.register(funnelRoutes, deps);
  // Other systems (decision 038): each surface with its own contract, errors and auth.
  await app.register(publicApiRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(scimRoutes, deps);
  await app.register(ssoRoutes, deps);
  await app.register(messengerRoutes, deps);
  // Operations (probes, Prometheus), outside the envelope and ahead of the web app's fallback.
  await app.register(healthRoutes, deps);
  await app.register(metricsRoutes, deps);

  const landingPages = await createLandingPageRenderer(
    { db: options.db, log: app.log },
    options.config.webDistDir,
  );
  registerWebApp(app, options.config.webDistDir, landingPages);
  return app;
}

/** The request as a log line may show it: method, path without the query string (tokens), and the request id. */
function requestForLog(request: FastifyRequest) {
  return { id: request.id, method: request.method, url: request.url.split('?')[0] };
}

/** RFC 9110 §4.1 asks servers to take request lines of 8000 octets; a longer one that overflows is a 414. */
const LONGEST_REQUEST_LINE = 8_000;

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers too large, malformed request line,
 * timeouts) get the same envelope as every other reply; on a SCIM path, the SCIM Error shape (decision 043).
 * The path is read from the bytes that failed to parse (rawPacket): when the request line came in an earlier
 * packet than the overflow, the path is unknown here and the envelope answers.
 */
function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (!socket.writable) return;
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const target = /^[A-Z]+ (\S+)/.exec(raw)?.[1] ?? '';
  const lineEnd = raw.indexOf('\r\n');
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? target && (lineEnd === -1 || lineEnd > LONGEST_REQUEST_LINE)
        ? 414
        : 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const reply = isScimPath(target)
    ? scimRefusal(status, STATUS_CODES[status] ?? 'Bad Request')
    : {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(errorEnvelope(MESSAGE_CODE.badRequest)),
      };
  const body = reply.body;
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      `Content-Type: ${reply.contentType}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Errors Fastify's router meets before any route (a malformed path, a path parameter over maxParamLength): the
 * public API answers its own as problem documents, SCIM in its Error shape (decision 043); every other path keeps
 * the reply Fastify would give.
 */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? '';
  if (url === PUBLIC_API_PREFIX || url.startsWith(`${PUBLIC_API_PREFIX}/`))
    return sendFrameworkProblem(request, reply, error);
  const statusCode = error.statusCode ?? 500;
  if (isScimPath(request.url)) {
    const refusal = scimRefusal(
      statusCode,
      statusCode === 414 ? 'The URI is too long' : 'The request could not be read',
    );
    return reply.code(statusCode).type(refusal.contentType).send(refusal.body);
  }
  return reply
    .code(statusCode)
    .type('application/json')
    .send(
      JSON.stringify({
        error: STATUS_CODES[statusCode] ?? 'Error',
        code: error.code,
        message: error.message,
        statusCode,
      }),
    );
}

/** A hop count becomes the equivalent function: Fastify's types take booleans, addresses or a function. */
function fastifyTrustProxy(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Vite's content-hashed build output: a changed file gets a new name, so browsers may keep these for a year. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Serves the built SPA. Paths without a file extension that are not API paths get an HTML page, so deep links
 * work: the recipient entry's recipient.html for the recipient's journey (http/web-entries.ts, decision 039), the
 * whole app's index.html otherwise, each with its route's module preloads when the build wrote them (decision 050);
 * anything else unknown is a 404 envelope. The landing pages /intro/* are server-rendered when the build has the
 * server bundle (modules/landing/landing-pages.ts). Hashed assets are cached for a year as immutable; everything
 * else (the HTML pages too) is revalidated. Compression is @fastify/compress's
 * (registered above).
 */
function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  landingPages: LandingPageRenderer | null,
): void {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  const entries = loadWebEntries(distDir);
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi =
      url.startsWith('/v1/') ||
      url.startsWith('/api/') ||
      url.startsWith('/scim/') ||
      url.startsWith('/files/') ||
      url.startsWith('/download/') ||
      url.startsWith('/docs');
    if (isApi || path.extname(url) !== '') {
      const file = staticFileIn(distDir, url);
      if (!isApi && file) return reply.sendFile(file);
      return reply.callNotFound();
    }
    if (landingPages && url.startsWith('/intro/')) {
      const page = await landingPages.render(url, request.headers['user-agent']);
      if (page) {
        reply.header('cache-control', 'no-cache').header('etag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(page.html);
      }
    }
    const preloaded = entries.pageFor(url);
    if (preloaded) {
      reply.header('cache-control', 'no-cache').header('etag', preloaded.etag);
      if (request.headers['if-none-match'] === preloaded.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(preloaded.html);
    }
    return reply.header('cache-control', 'no-cache').sendFile(entries.htmlFor(url));
  });
}

/**
 * The file under distDir a URL names, or null: a path with '..' segments (raw or percent-encoded) is a 404 whether
 * or not something exists there, so probing tells nothing.
 */
function staticFileIn(distDir: string, url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch (error) {
    if (error instanceof URIError) return null; // malformed percent-encoding names no file
    throw error;
  }
  const segments = decoded.split(/[\\/]+/).filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s === '..' || s === '.' || s.includes('\0'))) return null;
  const file = segments.join('/');
  return existsSync(path.join(distDir, file)) ? file : null;
}
