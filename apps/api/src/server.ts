import { imapBounceMailbox } from './adapters/messaging/bounce-mailbox';
import { createSenders } from './adapters/messaging/senders';
import { createPaymentGateway } from './adapters/payment/payment-gateway';
import { createFileStorage } from './adapters/storage/create-file-storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData, seedReferenceData } from './db/demo-data/index';
import { createLifecycle } from './http/server-lifecycle';
import { startPeriodicJob } from './lib/periodic-job';
import { createSafeFetch } from './lib/safe-fetch';
import { createApiKeyCache, listenForApiKeyChanges } from './modules/api-key-cache';
import { purgeLoginThrottles } from './modules/auth';
import { refreshSummaries, startSummaryRefresher, summarizedOnce } from './modules/dashboard';
import { settleReturnsOfRefunds } from './modules/delivery';
import { createEmployeePageCache, listenForEmployeePageChanges } from './modules/employee-page-cache';
import { advanceEventStatuses, startEventClock } from './modules/event';
import { startReminderJob } from './modules/event-send';
import { messengerSenders } from './modules/messenger';
import { startOccasionEngine } from './modules/occasion';
import { startMailBounceReader, startOutboxWorker } from './modules/outbox';
import { expireAbandonedPayments, finishPendingRefunds } from './modules/payment';
import { sweepPublicApi } from './modules/public-api';
import { createSessionCache, listenForSessionChanges } from './modules/session';
import { notifyMonthReadyToConfirm } from './modules/settlement';
import { startWebhookWorker } from './modules/webhooks';
import { startBanner } from './start-banner';

/** The process: config, database, demo data, listen, graceful shutdown. Everything else lives in app.ts. */

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const storage = await createFileStorage(config);
  const now = () => new Date();

  // Several processes may start at once on one database: openDatabase applied the migrations under a lock (one
  // process applies, the others wait), and the seeds take the seeding lock (one writes, the others find it written).
  await seedReferenceData(database.db, storage);
  if (config.demoData) await seedDemoData(database.db, storage, { now: now(), publicUrl: config.publicUrl });

  // Events whose time has come move (and ended ones close) before the first summaries are made, so the
  // dashboards never start with an ended event as running.
  await advanceEventStatuses({ db: database.db, now, publicUrl: config.publicUrl });
  // A database never summarized (fresh, perhaps just seeded) gets its first full round before anyone can open a
  // dashboard; otherwise the refresher's first round starts at once in the background (a full round at scale takes
  // about a minute of database time and must not hold the start; decision 016).
  const summarized = await summarizedOnce(database.db);
  if (!summarized) await refreshSummaries(database.db, { now: now(), full: true });
  // On PostgreSQL live sessions are kept in memory, dropped when the database says a user or session changed.
  const sessionCache = config.databaseUrl ? createSessionCache() : undefined;
  // The public API's keys likewise, dropped when the database says a key changed (decision 054).
  const apiKeyCache = config.databaseUrl ? createApiKeyCache() : undefined;
  // And the public API's pages of employees, dropped when the database says an employee changed (decision 054).
  const employeePageCache = config.databaseUrl ? createEmployeePageCache() : undefined;
  const paymentGateway = createPaymentGateway(config, database.db);
  // GET /readyz answers 503 until the jobs have started, and again from the first moment of a shutdown.
  const lifecycle = createLifecycle('starting');
  const app = await buildApp({
    db: database.db,
    config,
    now,
    storage,
    sessionCache,
    apiKeyCache,
    employeePageCache,
    paymentGateway,
    lifecycle,
  });
  const sessionListener =
    config.databaseUrl && sessionCache
      ? listenForSessionChanges(sessionCache, { databaseUrl: config.databaseUrl, log: app.log })
      : null;
  const apiKeyListener =
    config.databaseUrl && apiKeyCache
      ? listenForApiKeyChanges(apiKeyCache, { databaseUrl: config.databaseUrl, log: app.log })
      : null;
  const employeePageListener =
    config.databaseUrl && employeePageCache
      ? listenForEmployeePageChanges(employeePageCache, { databaseUrl: config.databaseUrl, log: app.log })
      : null;
  await app.listen({ port: config.port, host: config.host });
  const outbox = startOutboxWorker(
    {
      db: database.db,
      // Mail and phone from the configuration; the messengers through each company's settings (decision 056).
      senders: { ...createSenders(config), ...messengerSenders({ db: database.db, config, now }) },
      now,
      log: app.log,
      leaseMs: config.outboxLeaseMs,
    },
    config.outboxPollMs,
  );
  // Signed webhooks (decision 038): deliveries queued by the use cases, sent through the SSRF guard.
  const webhooks = startWebhookWorker(
    {
      db: database.db,
      fetch: createSafeFetch({ allowPrivate: config.outboundAllowPrivate }),
      now,
      log: app.log,
      leaseMs: config.webhookLeaseMs,
    },
    config.webhookPollMs,
  );
  const summaries = startSummaryRefresher(
    { db: database.db, now, log: app.log },
    config.dashboardRefreshMs,
    summarized ? 0 : config.dashboardRefreshMs,
  );
  // Events open and close by their times; reads compute the same status, this keeps stored codes current.
  const eventClock = startEventClock(
    { db: database.db, now, publicUrl: config.publicUrl, log: app.log },
    30_000,
  );
  // Reminder schedules are minutes-grained: a check a minute is enough.
  const reminders = startReminderJob(
    { db: database.db, now, publicUrl: config.publicUrl, log: app.log },
    60_000,
  );
  // Occasions that send themselves (decision 036): the next 30 days computed at start and hourly, gifts sent at
  // their minute, reminders and close notices; every step claims its rows, so several processes may run it.
  const occasions = startOccasionEngine(
    { db: database.db, now, publicUrl: config.publicUrl, log: app.log },
    config.occasionPollMs,
  );
  // Card panels left open for an hour stop showing as waiting in the operator's payment list.
  const payments = startPeriodicJob({
    name: 'payment expiry',
    run: () => expireAbandonedPayments({ db: database.db, now }),
    intervalMs: 5 * 60_000,
    log: app.log,
    firstAfterMs: 0,
  });

  // Failed-login counters whose windows ended a day ago (decision 022): one process deletes them.
  const throttles = startPeriodicJob({
    name: 'login throttle purge',
    run: () => purgeLoginThrottles({ db: database.db, now }),
    intervalMs: 60 * 60_000,
    log: app.log,
    exclusive: { lock: 'login throttle purge', runAlone: database.runAlone },
  });

  // Refunds left PENDING by a crash or a lost provider answer are finished (once: the provider refuses a repeat),
  // and returns waiting on them move to refunded. Each row is claimed before its call; one process at a time besides,
  // so a provider answering slower than the claim lasts never sees the same refund from two processes' jobs.
  const refunds = startPeriodicJob({
    name: 'pending refunds',
    run: async () =>
      settleReturnsOfRefunds(
        { db: database.db, now, config },
        await finishPendingRefunds({ db: database.db, now, gateway: paymentGateway, log: app.log }),
      ),
    intervalMs: 30_000,
    log: app.log,
    firstAfterMs: 0,
    exclusive: { lock: 'pending refunds', runAlone: database.runAlone },
  });

  // The public API's idempotency rows (24 h), request log (90 days) and ended throttle windows (decision 038).
  const publicApiSweep = startPeriodicJob({
    name: 'public api sweep',
    run: () => sweepPublicApi({ db: database.db, now }),
    intervalMs: 60 * 60_000,
    log: app.log,
    exclusive: { lock: 'public api sweep', runAlone: database.runAlone },
  });

  // Last month's client bills waiting for the operators' confirm, told once in their messengers (decision 056).
  const monthNotice = startPeriodicJob({
    name: 'settlement month notice',
    run: () => notifyMonthReadyToConfirm({ db: database.db, now, publicUrl: config.publicUrl }),
    intervalMs: 60 * 60_000,
    log: app.log,
    firstAfterMs: 60_000,
    exclusive: { lock: 'settlement month notice', runAlone: database.runAlone },
  });
  // Bounces of accepted mail (decision 052 "Mail bounces"): one process reads the mailbox; its failed mails move
  // their chains on. Counts only in the log.
  const bounces = config.mail.bounceImapUrl
    ? startMailBounceReader(
        {
          db: database.db,
          mailbox: imapBounceMailbox(config.mail.bounceImapUrl),
          now,
          log: app.log,
          runAlone: database.runAlone,
        },
        config.mail.bouncePollMs,
      )
    : null;

  lifecycle.phase = 'ready';
  process.stdout.write(startBanner(config, database.kind));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.phase = 'stopping';
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // At once and together: the listener closes (new connections are refused, idle keep-alive ones closed, a request
    // on a kept connection gets 503) while the requests under way finish, and every job finishes its current round
    // (the outbox and webhook senders the sends under way) and starts no other. The database closes after all.
    await Promise.all([
      app.close(),
      ...[
        reminders,
        publicApiSweep,
        monthNotice,
        occasions,
        payments,
        throttles,
        refunds,
        outbox,
        webhooks,
        summaries,
        eventClock,
        ...(bounces ? [bounces] : []),
      ].map((job) => job.stop()),
    ]);
    await sessionListener?.stop();
    await apiKeyListener?.stop();
    await employeePageListener?.stop();
    await database.close();
    storage.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
