import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps';
import { createGuard } from './http/auth-guard';
import { installErrorHandler } from './http/error-handler';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { codeRoutes } from './modules/codes/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { fileRoutes } from './modules/files/routes';
import { giftRoutes } from './modules/gift/routes';
import { landingRoutes } from './modules/landing/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { solutionRoutes } from './modules/solution/routes';

// Default (non-custom) validation messages in Korean, like every other text the user sees.
z.config(z.locales.ko());

export type BuildOptions = Omit<AppDeps, 'guard'> & { logger?: boolean };

/** Builds the app without listening: plugins in a fixed order, then modules, then the web app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            // Request bodies and headers are never logged: they carry tokens and personal data.
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'PCS gift platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const deps: AppDeps = { ...options, guard: createGuard(options) };
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(codeRoutes, deps);
  await app.register(solutionRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(giftRoutes, deps);
  await app.register(deliveryRoutes, deps);
  await app.register(landingRoutes, deps);

  registerWebApp(app, options.config.webDistDir);
  return app;
}

/** A hop count becomes the equivalent function: Fastify's types take booleans, addresses or a function. */
function fastifyTrustProxy(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Serves the built SPA. Paths without a file extension that are not API paths get index.html, so deep links
 * work; anything else unknown is a 404 envelope.
 */
function registerWebApp(app: FastifyInstance, distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  app.register(fastifyStatic, { root: distDir, wildcard: false, preCompressed: false, index: false });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi =
      url.startsWith('/v1/') ||
      url.startsWith('/files/') ||
      url.startsWith('/download/') ||
      url.startsWith('/docs');
    if (isApi || path.extname(url) !== '') {
      const file = url.replace(/^\/+/, '');
      if (!isApi && file && existsSync(path.join(distDir, file))) return reply.sendFile(file);
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
