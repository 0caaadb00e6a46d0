import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../app-deps';
import { poolStats } from '../db/database-state';
import { queryRows } from '../db/query-rows';
import { collectProcessMetrics, processMetrics } from '../lib/job-metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The token compared in constant time, whatever its length. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`; nothing else (never a query string, which proxies log). */
function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([^\s]+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * GET /metrics in Prometheus text format (prom-client), only with METRICS_TOKEN set and sent as a bearer token
 * (404 without the setting, 401 with another token). Per app instance: requests by route pattern and status (never
 * the URL: ids and tokens stay out, and the label values stay as few as the routes) and their durations, the
 * database pool. Read from the database at each scrape, the same for every process: the outbox's queued, sending and
 * failed messages and how long the longest-waiting due one has waited, applies and card payments of the last minute.
 * With the process's own figures (jobs, Node) from lib/job-metrics.ts.
 */
const metricsPlugin: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its reply, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      // The pattern the request matched ('/files/:fileId'); a request no route matched is counted as one.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  // PGlite is one connection with no pool: the pool figures exist on PostgreSQL only.
  if (poolStats(deps.db)) {
    const pool = () => poolStats(deps.db) ?? { total: 0, idle: 0, waiting: 0 };
    new Gauge({
      name: 'pcs_db_pool_in_use',
      help: 'PostgreSQL pool connections lent out at the moment.',
      registers: [registry],
      collect() {
        const p = pool();
        this.set(p.total - p.idle);
      },
    });
    new Gauge({
      name: 'pcs_db_pool_waiting',
      help: 'Callers waiting for a PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
    new Gauge({
      name: 'pcs_db_pool_size',
      help: 'PostgreSQL pool connections open (in use and idle).',
      registers: [registry],
      collect() {
        this.set(pool().total);
      },
    });
  }

  const outbox = new Gauge({
    name: 'pcs_outbox_messages',
    help: 'Messages in the outbox by state (queued, sending, failed); the same in every process.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const oldestQueued = new Gauge({
    name: 'pcs_outbox_oldest_queued_seconds',
    help: 'How long the queued message that has waited longest has been due; 0 when none is due.',
    registers: [registry],
  });
  const applies = new Gauge({
    name: 'pcs_gift_applies_last_minute',
    help: 'Gift applications in the last minute (all processes; still applied, not cancelled).',
    registers: [registry],
  });
  const payments = new Gauge({
    name: 'pcs_payments_approved_last_minute',
    help: 'Card payments approved in the last minute (all processes).',
    registers: [registry],
  });

  const databaseUp = new Gauge({
    name: 'pcs_database_up',
    help: "1 when the database answered this scrape's query, 0 when it did not (its figures are then left out).",
    registers: [registry],
  });

  /** One statement per scrape, each part on an index (outbox state, applied time, payment creation). */
  const readDatabaseFigures = async () => {
    const now = deps.now();
    const minuteAgo = new Date(now.getTime() - 60_000);
    // A card panel lives an hour at most (payment expiry), which bounds the approved ones by creation time.
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const [row] = await queryRows<{
      queued: number;
      sending: number;
      failed: number;
      oldest_due: string | null;
      applies: number;
      payments: number;
    }>(
      deps.db,
      sql`select
        (select count(*)::int from message_outbox where status = 'PENDING') as queued,
        (select count(*)::int from message_outbox where status = 'SENDING') as sending,
        (select count(*)::int from message_outbox where status = 'FAILED') as failed,
        (select min(next_attempt_at)::text from message_outbox
          where status = 'PENDING' and next_attempt_at <= ${now}) as oldest_due,
        (select count(*)::int from gift_order where ord_stat_cd = '01' and applied_at > ${minuteAgo}
          and applied_at <= ${now}) as applies,
        (select count(*)::int from payment where created_at > ${hourAgo} and approved_at > ${minuteAgo}
          and approved_at <= ${now}) as payments`,
    );
    if (!row) return;
    outbox.set({ state: 'queued' }, row.queued);
    outbox.set({ state: 'sending' }, row.sending);
    outbox.set({ state: 'failed' }, row.failed);
    oldestQueued.set(
      row.oldest_due ? Math.max(0, (now.getTime() - new Date(row.oldest_due).getTime()) / 1000) : 0,
    );
    applies.set(row.applies);
    payments.set(row.payments);
  };

  const token = deps.config.metricsToken;
  if (token) collectProcessMetrics();
  const expected = token ? digest(token) : null;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Unset: as if there were no such path (the web app's fallback must not answer it either).
    if (!expected) return reply.callNotFound();
    const given = bearer(request);
    if (!given || !timingSafeEqual(digest(given), expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('unauthorized\n');
    try {
      await readDatabaseFigures();
      databaseUp.set(1);
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: database figures not read');
      databaseUp.set(0);
      for (const gauge of [outbox, oldestQueued, applies, payments]) gauge.reset();
    }
    const text = (await registry.metrics()) + (await processMetrics.metrics());
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};

/** Not encapsulated: the request hook counts every route of the app. */
export const metricsRoutes = fp(metricsPlugin, { name: 'pcs-metrics' });
