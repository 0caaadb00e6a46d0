/**
 * Scenario: one event with 100,000 recipients on a real PostgreSQL, in its own database
 * (pcs_outbox_bench, dropped and made again each run; never the CI `test` database). Prints, from one run:
 * 1. baseline: plain inserts of 100,000 ready-made rows into message_outbox (one unnest insert per 5,000 rows, the
 *    fastest path short of COPY) - the floor any queuing can reach;
 * 2. queue: the real invitation use case (queueEventSend: read the recipients, render each one's message, insert
 *    one outbox row per recipient in one transaction) - goal under 5 s;
 * 3. drain: WORKERS concurrent outbox workers (runOutboxOnce, FOR UPDATE SKIP LOCKED batches) sending to a provider
 *    stub that accepts every message - goal at least 1,000 messages/s - and the check that every row was handed to
 *    the stub exactly once.
 * Nothing is asserted on time (shared, noisy machines); the goals are printed beside the numbers.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:outbox -w @pcs/bench
 */
import { sql } from 'drizzle-orm';
import type { MessageSender } from '../apps/api/src/adapters/messaging/message-sender';
import { type BulkColumn, bulkInsert } from '../apps/api/src/db/bulk-insert';
import { openDatabase } from '../apps/api/src/db/client';
import { queueEventSend } from '../apps/api/src/modules/event-send';
import { runOutboxOnce } from '../apps/api/src/modules/outbox';
import { seedBenchEvent } from './bench-event';
import { dbUrl, withAdmin } from './bench-support';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const DB_NAME = 'pcs_outbox_bench';

const ownDbUrl = dbUrl(DB_NAME);
const admin = (query: string) => withAdmin((c) => c.query(query));

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('en-US');

type Row = { channel: string; recipient: string; subject: string; body: string };
const ROW_COLUMNS: readonly BulkColumn<Row>[] = [
  { name: 'channel', type: 'text', value: (m) => m.channel },
  { name: 'recipient', type: 'text', value: (m) => m.recipient },
  { name: 'subject', type: 'text', value: (m) => m.subject },
  { name: 'body', type: 'text', value: (m) => m.body },
];

async function main(): Promise<void> {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: ownDbUrl, dataDir: null, poolSize: WORKERS + 2 });
  const db = database.db;
  try {
    const eventSn = await seedBenchEvent(db, RECIPIENTS);

    // 1. Baseline: plain inserts of the same number of rows, then removed.
    const rows: Row[] = Array.from({ length: RECIPIENTS }, (_, i) => ({
      channel: 'SMS',
      recipient: `010${String(i).padStart(8, '0')}`,
      subject: '[선물 안내] 2026 창립기념 선물',
      body: `[벤치상사] 2026 창립기념 선물\n수령자${i}님, 선물을 골라 주세요.\n기간: ...\n아이디: bench${i}\n바로가기: https://gift.pcs.test/checkDevice`,
    }));
    let t0 = performance.now();
    await db.transaction((tx) => bulkInsert(tx, 'message_outbox', ROW_COLUMNS, rows));
    const baselineMs = performance.now() - t0;
    await db.execute(sql`truncate message_delivery, message_outbox`);

    // 2. The real invitation use case.
    t0 = performance.now();
    const queued = await queueEventSend(
      { db, now: () => new Date(), publicUrl: 'https://gift.pcs.test' },
      { eventSn, kind: 'INVITE', channel: 'SMS', target: 'ALL', issuePwdYn: 'N' },
      { requestKey: 'bench-1', sendAt: null, createdBy: null },
    );
    const queueMs = performance.now() - t0;

    // 3. Drain to a stub provider with WORKERS concurrent workers.
    const handed = new Map<number, number>();
    const stub: MessageSender = {
      name: 'stub',
      send: async (m) => {
        handed.set(m.id, (handed.get(m.id) ?? 0) + 1);
        return { ok: true };
      },
    };
    const deps = {
      db,
      senders: { MAIL: stub, SMS: stub, ALIMTALK: stub },
      // A second ahead: rows queued "now" by the database's clock are due.
      now: () => new Date(Date.now() + 1000),
      log: { error: () => undefined },
    };
    t0 = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while ((await runOutboxOnce(deps)) > 0);
      }),
    );
    const drainMs = performance.now() - t0;
    const [check] = (
      (await db.execute(sql`
        select count(*)::int as total, count(*) filter (where status = 'SENT')::int as sent
        from message_outbox where event_send_sn = ${queued.eventSendSn}`)) as unknown as {
        rows: { total: number; sent: number }[];
      }
    ).rows;
    const twice = [...handed.values()].filter((n) => n > 1).length;

    const lines = [
      '',
      `outbox bench on PostgreSQL (${DB_NAME}), ${RECIPIENTS.toLocaleString('en-US')} recipients, ${WORKERS} workers`,
      `  baseline: plain insert of ${RECIPIENTS.toLocaleString('en-US')} outbox rows  ${seconds(baselineMs)} s  (${rate(RECIPIENTS, baselineMs)} rows/s)`,
      `  queue:    one event's invitations (use case)  ${seconds(queueMs)} s  (${rate(queued.recipientCnt, queueMs)} rows/s; goal < 5 s: ${queueMs < 5000 ? 'met' : 'NOT met'}; ${(queueMs / baselineMs).toFixed(2)}x baseline)`,
      `  drain:    ${check!.sent.toLocaleString('en-US')} sent in ${seconds(drainMs)} s  (${rate(check!.sent, drainMs)} msgs/s; goal >= 1,000: ${(check!.sent * 1000) / drainMs >= 1000 ? 'met' : 'NOT met'})`,
      `  check:    ${check!.total.toLocaleString('en-US')} rows, ${check!.sent.toLocaleString('en-US')} SENT, ${handed.size.toLocaleString('en-US')} handed to the stub, ${twice} handed twice`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (check!.sent !== RECIPIENTS || twice > 0 || handed.size !== RECIPIENTS) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
