import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { migrationsApplied } from '../db/database-state';
import { createLifecycle } from './server-lifecycle';

/** A probe that hangs is as bad as one that fails: a load balancer waits a few seconds at most. */
const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /healthz: the process answers (liveness). GET /readyz: it should get traffic (readiness): started and not
 * stopping, the database answers and has every migration this build ships; 503 otherwise. Both are plain JSON outside
 * the envelope (probes read the status code), never cached, and carry nothing about users or data.
 * Without a lifecycle (an app built by a test) the app is ready once built.
 */
const healthPlugin: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const lifecycle = deps.lifecycle ?? createLifecycle('ready');
  // A reply finished while stopping closes its connection: a kept-alive socket would otherwise hold the shutdown
  // open until the client let it go (the listener only closes the sockets idle when the shutdown began).
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
  });
  const answer = (reply: FastifyReply, status: number, body: { status: string }) =>
    reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  const probe = { schema: { hide: true } };

  app.get('/healthz', probe, async (_request, reply) => answer(reply, 200, { status: 'ok' }));

  app.get('/readyz', probe, async (request, reply) => {
    if (lifecycle.phase !== 'ready') return answer(reply, 503, { status: lifecycle.phase });
    let timer: NodeJS.Timeout | undefined;
    try {
      const applied = await Promise.race([
        migrationsApplied(deps.db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_CHECK_TIMEOUT_MS);
        }),
      ]);
      return applied
        ? answer(reply, 200, { status: 'ready' })
        : answer(reply, 503, { status: 'migrations pending' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database did not answer');
      return answer(reply, 503, { status: 'database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
};

/** Not encapsulated: the stopping hook covers every route. */
export const healthRoutes = fp(healthPlugin, { name: 'pcs-health' });
