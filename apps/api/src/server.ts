import path from 'node:path';
import { DASHBOARD_SUMMARY_REFRESH_MS } from '@pcs/domain';
import { createSenders } from './adapters/messaging/senders';
import { createPaymentGateway } from './adapters/payment/payment-gateway';
import { localFileStorage } from './adapters/storage/file-storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData, seedReferenceData } from './db/demo-data/index';
import { startPeriodicJob } from './lib/periodic-job';
import { createSessionCache, listenForSessionChanges } from './modules/auth/session-cache';
import { refreshSummaries, summarizedOnce } from './modules/dashboard/summaries';
import { startSummaryRefresher } from './modules/dashboard/summary-refresher';
import { settleReturnsOfRefunds } from './modules/delivery/returns';
import { advanceEventStatuses, startEventClock } from './modules/event/advance-event-statuses';
import { startReminderJob } from './modules/event-send/reminders';
import { startOutboxWorker } from './modules/outbox/outbox-worker';
import { expireAbandonedPayments } from './modules/payment/expire-payments';
import { finishPendingRefunds } from './modules/payment/refund-payment';

/** The process: config, database, demo data, listen, graceful shutdown. Everything else lives in app.ts. */
const DEMO_LOGINS = [
  ['demo-admin', '99999 운영사 최고관리자'],
  ['demo-opmanager', '15 운영사 관리자'],
  ['demo-operator', '10 운영사 직원'],
  ['demo-client', '25 고객사 관리자'],
  ['demo-employee', '20 고객사 직원 (진행 중인 이벤트의 선물 수령자)'],
  ['demo-vendor', '30 공급사'],
  ['demo-vendor2', '30 공급사 (두 번째 공급사: 자기 상품만 보임)'],
  ['demo-parttimer', '05 아르바이트'],
  ['demo-firstlogin', '20 최초 로그인 상태 (휴대폰 인증과 새 비밀번호 설정)'],
  ['demo-firstlogin-m', '20 최초 로그인 상태 (모바일 /m/login 에서 체험)'],
  ['demo-firstlogin-out', '20 최초 로그인 상태 (로그아웃으로 나가기)'],
  ['demo-expired', '20 비밀번호 만료 (비밀번호 변경 화면)'],
  ['demo-member', '20 아이디/비밀번호 찾기 체험용 (박찾기, 010-5555-0001)'],
] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const storage = localFileStorage(path.join(config.dataDir, 'files'));
  const now = () => new Date();

  await seedReferenceData(database.db, storage);
  if (config.demoData) await seedDemoData(database.db, storage, { now: now(), publicUrl: config.publicUrl });

  // Events whose time has come move (and ended ones close, issue 14) before the first summaries are made, so the
  // dashboards never start with an ended event as running.
  await advanceEventStatuses({ db: database.db, now, publicUrl: config.publicUrl });
  // A database never summarized (fresh, perhaps just seeded) gets its first full round before anyone can open a
  // dashboard; otherwise the refresher's first round starts at once in the background (a full round at scale takes
  // about a minute of database time and must not hold the start; decision 016).
  const summarized = await summarizedOnce(database.db);
  if (!summarized) await refreshSummaries(database.db, { now: now(), full: true });
  // On PostgreSQL live sessions are kept in memory, dropped when the database says a user or session changed.
  const sessionCache = config.databaseUrl ? createSessionCache() : undefined;
  const paymentGateway = createPaymentGateway(config);
  const app = await buildApp({ db: database.db, config, now, storage, sessionCache, paymentGateway });
  const sessionListener =
    config.databaseUrl && sessionCache
      ? listenForSessionChanges(sessionCache, { databaseUrl: config.databaseUrl, log: app.log })
      : null;
  await app.listen({ port: config.port, host: config.host });
  const outbox = startOutboxWorker(
    { db: database.db, senders: createSenders(config), now, log: app.log },
    config.outboxPollMs,
  );
  const summaries = startSummaryRefresher(
    { db: database.db, now, log: app.log },
    DASHBOARD_SUMMARY_REFRESH_MS,
    summarized ? 0 : DASHBOARD_SUMMARY_REFRESH_MS,
  );
  // Events open and close by their times (issue 11); reads compute the same status, this keeps stored codes current.
  const eventClock = startEventClock(
    { db: database.db, now, publicUrl: config.publicUrl, log: app.log },
    30_000,
  );
  // Reminder schedules are minutes-grained: a check a minute is enough.
  const reminders = startReminderJob(
    { db: database.db, now, publicUrl: config.publicUrl, log: app.log },
    60_000,
  );
  // Card panels left open for an hour stop showing as waiting in the operator's payment list.
  const payments = startPeriodicJob({
    name: 'payment expiry',
    run: () => expireAbandonedPayments({ db: database.db, now }),
    intervalMs: 5 * 60_000,
    log: app.log,
    firstAfterMs: 0,
  });

  // Refunds left PENDING by a crash or a lost provider answer are finished (once: the provider refuses a repeat),
  // and returns waiting on them move to refunded.
  const refunds = startPeriodicJob({
    name: 'pending refunds',
    run: async () =>
      settleReturnsOfRefunds(
        { db: database.db, now },
        await finishPendingRefunds({ db: database.db, now, gateway: paymentGateway, log: app.log }),
      ),
    intervalMs: 30_000,
    log: app.log,
    firstAfterMs: 0,
  });

  const url = config.publicUrl;
  const lines = [
    '',
    `  PCS gift platform is running: ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/docs`,
  ];
  if (config.demoData) {
    lines.push('  demo logins (password Demo1234!):');
    for (const [id, role] of DEMO_LOGINS) lines.push(`    ${id.padEnd(16)} ${role}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await reminders.stop();
    await payments.stop();
    await refunds.stop();
    await outbox.stop();
    await summaries.stop();
    await eventClock.stop();
    await app.close();
    await sessionListener?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
