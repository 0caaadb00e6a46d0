/**
 * Scenario: the delivery chain at scale (decision 052), on a real PostgreSQL in its own database
 * (pcs_chain_bench, dropped and made again each run; never the CI `test` database). One event with 100,000
 * recipients (set-based SQL), invited through the real use case (queueEventSend) by 알림톡 and drained by WORKERS outbox
 * workers - the server's own poll loop (startOutboxWorker), each with a connection pool of its own as a server process
 * has - until every message has reached a final state. The provider is a stub with the local mailbox's semantics
 * (decision 052): it accepts every message and reports at once, DELIVERED, or FAILED for the addresses it is told to
 * fail: every tenth person's phone fails on 알림톡 (so 문자 reaches them), and one person in a hundred has a phone that
 * fails on 알림톡 and 문자 alike (so 메일 does). Prints, from one run:
 * 1. baseline: the same invitations on a one-step chain (알림톡 only, nobody failing), the same workers' rate, run
 *    before and after the chain (the machine's load drifts; the ratio takes their mean, and both are printed);
 * 2. chain: 알림톡 -> 문자 -> 메일: total time, sends per second per step, how many went on to steps 2 and 3, and the
 *    chain's rate divided by the baseline's;
 * 3. checks, asserted (exit 1 when one fails): everyone delivered exactly once; the failing phones reached by 문자
 *    (and the fully failing ones by 메일); no step sent twice to anyone (the stub counts its calls); the outbox's
 *    counts equal the receipts' (message_delivery).
 * Nothing is asserted on time (shared, noisy machines): compare the ratio, never raw rates across runs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chain -w @pcs/bench
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { MessageChannel, MessageSender } from '../apps/api/src/adapters/messaging/message-sender';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/query-rows';
import { queueEventSend } from '../apps/api/src/modules/event-send';
import { startOutboxWorker } from '../apps/api/src/modules/outbox';
import { seedBenchEvent } from './bench-event';
import { dbUrl, withAdmin } from './bench-support';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** The server's defaults (config DATABASE_POOL_SIZE, OUTBOX_POLL_MS): each worker is one server process's. */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 2000);
/** Person n's 알림톡 fails when n % FAIL_EVERY = 0 (10%); their 문자 arrives. */
const FAIL_EVERY = 10;
/** Person n's phone fails on every phone channel when n % ALL_PHONE_EVERY = ALL_PHONE_AT (1%): 메일 reaches them. */
const ALL_PHONE_EVERY = Number(process.env.BENCH_ALL_PHONE_EVERY ?? 100);
const ALL_PHONE_AT = 55;
const DB_NAME = 'pcs_chain_bench';

const ownDbUrl = dbUrl(DB_NAME);
const admin = (query: string) => withAdmin((c) => c.query(query));
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const perSecond = (n: number, ms: number) => (ms > 0 ? (n * 1000) / ms : 0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Person n of the bench: their login row's id, phone and mail (the same arithmetic as the seeding SQL). */
const phoneOf = (n: number) => `010${String(n).padStart(8, '0')}`;
const personOfPhone = (phone: string) => Number(phone.slice(3));
const personOfMail = (mail: string) => Number(/^bench(\d+)@/.exec(mail)?.[1]);
const failsAlimtalk = (n: number) => n % FAIL_EVERY === 0 || isAllPhoneFailing(n);
const isAllPhoneFailing = (n: number) => ALL_PHONE_EVERY > 0 && n % ALL_PHONE_EVERY === ALL_PHONE_AT;

/** What the stub saw: every call per message and channel, and when each channel's sends began and ended. */
type StubLog = {
  calls: Map<string, number>;
  delivered: Map<number, number>;
  byChannel: Map<MessageChannel, { count: number; first: number; last: number }>;
};

/**
 * A provider with the local mailbox's semantics (accepted, reported at once: FAILED for a failing address, else
 * DELIVERED), named per call so receipts find their step, and counting its calls.
 */
function stubProvider(failing: boolean): { sender: MessageSender; log: StubLog } {
  const log: StubLog = { calls: new Map(), delivered: new Map(), byChannel: new Map() };
  let seq = 0;
  const sender: MessageSender = {
    name: 'bench-stub',
    reportsLater: true,
    send: async (m) => {
      const key = `${m.id}:${m.channel}`;
      log.calls.set(key, (log.calls.get(key) ?? 0) + 1);
      const at = performance.now();
      const seen = log.byChannel.get(m.channel);
      if (seen) {
        seen.count += 1;
        seen.last = at;
      } else log.byChannel.set(m.channel, { count: 1, first: at, last: at });
      seq += 1;
      const providerMessageId = `bench-${seq}`;
      const n = m.channel === 'MAIL' ? personOfMail(m.recipient) : personOfPhone(m.recipient);
      const fails =
        failing &&
        ((m.channel === 'ALIMTALK' && failsAlimtalk(n)) || (m.channel === 'SMS' && isAllPhoneFailing(n)));
      if (fails)
        return { ok: true, providerMessageId, report: { status: 'FAILED', reason: 'bench: 수신 실패' } };
      log.delivered.set(m.id, (log.delivered.get(m.id) ?? 0) + 1);
      return { ok: true, providerMessageId, report: { status: 'DELIVERED', reason: null } };
    },
  };
  return { sender, log };
}

type Drain = { eventSendSn: number; queueMs: number; drainMs: number; log: StubLog };

/**
 * Queues one invitation per recipient on `chain` through the use case, then runs WORKERS outbox workers (each on a
 * pool of its own) until no message of the send is left without a final state; the outbox is emptied first, so each
 * drain starts from the same table.
 */
async function inviteAndDrain(
  db: Database,
  eventSn: number,
  chain: string,
  failing: boolean,
  label: string,
): Promise<Drain> {
  await db.db.execute(sql`truncate message_delivery, message_outbox`);
  await db.db.execute(sql`update event set channel_chain = ${chain} where event_sn = ${eventSn}`);
  // A second ahead: rows the use case queues "now" are due for the workers at once.
  const now = () => new Date(Date.now() + 1000);
  let t0 = performance.now();
  const queued = await queueEventSend(
    { db: db.db, now, publicUrl: 'https://gift.pcs.test' },
    { eventSn, kind: 'INVITE', channel: 'ALIMTALK', target: 'ALL', issuePwdYn: 'N' },
    { requestKey: `bench-${label}`, sendAt: null, createdBy: null },
  );
  const queueMs = performance.now() - t0;
  if (queued.recipientCnt !== RECIPIENTS) throw new Error(`queued ${queued.recipientCnt} of ${RECIPIENTS}`);
  await db.db.execute(sql`analyze message_outbox`);

  const { sender, log } = stubProvider(failing);
  const pools = await Promise.all(
    Array.from({ length: WORKERS }, () =>
      openDatabase({ databaseUrl: ownDbUrl, dataDir: null, poolSize: POOL_SIZE }),
    ),
  );
  const errors: unknown[] = [];
  t0 = performance.now();
  const workers = pools.map((p) =>
    startOutboxWorker(
      {
        db: p.db,
        senders: { ALIMTALK: sender, SMS: sender, MAIL: sender },
        now,
        log: { error: (obj) => errors.push(obj) },
      },
      POLL_MS,
    ),
  );
  // Done when every person's message has its final state; the database is asked only once the stub has delivered to
  // everyone (nobody fails on every channel here), so the wait itself costs the workers nothing.
  const giveUpAt = Date.now() + 30 * 60_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (Date.now() > giveUpAt) throw new Error(`not drained after 30 min: ${log.delivered.size} delivered`);
    if (log.delivered.size < RECIPIENTS) continue;
    const [open] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from message_outbox
          where event_send_sn = ${queued.eventSendSn} and delivery_status is null`,
    );
    if (open?.n === 0) break;
  }
  const drainMs = performance.now() - t0;
  await Promise.all(workers.map((w) => w.stop()));
  await Promise.all(pools.map((p) => p.close()));
  if (errors.length > 0) throw new Error(`worker errors: ${JSON.stringify(errors.slice(0, 3))}`);
  return { eventSendSn: queued.eventSendSn, queueMs, drainMs, log };
}

type Check = { name: string; ok: boolean; detail: string };

async function chainChecks(db: Database, run: Drain): Promise<{ checks: Check[]; stepCounts: number[] }> {
  const send = run.eventSendSn;
  const person = sql`substr(o.unq_user_id, 2)::int`;
  const [outbox] = await queryRows<{
    total: number;
    delivered: number;
    people: number;
    step2: number;
    step3: number;
    failingBySms: number;
    failing: number;
    allPhoneByMail: number;
    allPhone: number;
    restByAlimtalk: number;
    stepsReached: number;
    stepsFailed: number;
  }>(
    db.db,
    sql`
      select count(*)::int as total,
        count(*) filter (where o.delivery_status = 'DELIVERED')::int as delivered,
        count(distinct o.unq_user_id) filter (where o.delivery_status = 'DELIVERED')::int as people,
        count(*) filter (where o.chain_step >= 1)::int as step2,
        count(*) filter (where o.chain_step >= 2)::int as step3,
        count(*) filter (where ${person} % ${FAIL_EVERY} = 0 and o.delivered_channel = 'SMS'
          and o.chain_step = 1)::int as "failingBySms",
        count(*) filter (where ${person} % ${FAIL_EVERY} = 0)::int as failing,
        count(*) filter (where ${ALL_PHONE_EVERY} > 0 and ${person} % ${Math.max(ALL_PHONE_EVERY, 1)} = ${ALL_PHONE_AT}
          and o.delivered_channel = 'MAIL' and o.chain_step = 2)::int as "allPhoneByMail",
        count(*) filter (where ${ALL_PHONE_EVERY} > 0
          and ${person} % ${Math.max(ALL_PHONE_EVERY, 1)} = ${ALL_PHONE_AT})::int as "allPhone",
        count(*) filter (where o.delivered_channel = 'ALIMTALK' and o.chain_step = 0)::int as "restByAlimtalk",
        coalesce(sum(o.chain_step + 1), 0)::int as "stepsReached",
        coalesce(sum(o.chain_step), 0)::int as "stepsFailed"
      from message_outbox o where o.event_send_sn = ${send}`,
  );
  const [receipts] = await queryRows<{
    rows: number;
    failed: number;
    delivered: number;
    deliveredOnce: number;
    sent: number;
  }>(
    db.db,
    sql`
      select count(*)::int as rows, count(*) filter (where d.status = 'FAILED')::int as failed,
        count(*) filter (where d.status = 'DELIVERED')::int as delivered,
        (select count(*)::int from (select outbox_id from message_delivery where status = 'DELIVERED'
          group by outbox_id having count(*) = 1) one) as "deliveredOnce",
        count(*) filter (where d.status in ('SENT', 'TIMEOUT'))::int as sent
      from message_delivery d join message_outbox o on o.id = d.outbox_id where o.event_send_sn = ${send}`,
  );
  // Delivered per channel, as the outbox summarises it (what the funnel reads) and as the receipts say.
  const byChannel = await queryRows<{ channel: string; outbox: number; receipts: number }>(
    db.db,
    sql`
      select c.channel,
        (select count(*)::int from message_outbox o where o.event_send_sn = ${send}
          and o.delivery_status = 'DELIVERED' and o.delivered_channel = c.channel) as outbox,
        (select count(*)::int from message_delivery d join message_outbox o on o.id = d.outbox_id
          where o.event_send_sn = ${send} and d.status = 'DELIVERED'
          and coalesce(d.delivered_channel, d.channel) = c.channel) as receipts
      from (values ('ALIMTALK'), ('SMS'), ('MAIL')) as c(channel) order by c.channel`,
  );
  const o = outbox!;
  const r = receipts!;
  const calls = [...run.log.calls.values()];
  const callTotal = calls.reduce((a, b) => a + b, 0);
  const twice = calls.filter((c) => c > 1).length;
  const deliveredTwice = [...run.log.delivered.values()].filter((c) => c !== 1).length;
  const expectedStep2 = Math.floor(RECIPIENTS / FAIL_EVERY) + o.allPhone;
  const checks: Check[] = [
    {
      name: 'every person got exactly one delivered message',
      ok:
        o.total === RECIPIENTS &&
        o.delivered === RECIPIENTS &&
        o.people === RECIPIENTS &&
        r.deliveredOnce === RECIPIENTS &&
        r.delivered === RECIPIENTS &&
        run.log.delivered.size === RECIPIENTS &&
        deliveredTwice === 0,
      detail: `${fmt(o.total)} messages, ${fmt(o.delivered)} DELIVERED to ${fmt(o.people)} people; receipts: ${fmt(r.delivered)} DELIVERED, ${fmt(r.deliveredOnce)} messages with exactly one; the stub delivered to ${fmt(run.log.delivered.size)} messages, ${deliveredTwice} more than once`,
    },
    {
      name: 'the failing phones (10%) were reached by 문자, at step 2',
      ok: o.failing === Math.floor(RECIPIENTS / FAIL_EVERY) && o.failingBySms === o.failing,
      detail: `${fmt(o.failingBySms)} of ${fmt(o.failing)} delivered by SMS at step 2`,
    },
    {
      name: 'phones failing on every phone channel (1%) were reached by 메일, at step 3',
      ok: o.allPhoneByMail === o.allPhone,
      detail: `${fmt(o.allPhoneByMail)} of ${fmt(o.allPhone)} delivered by MAIL at step 3`,
    },
    {
      name: 'everyone else was reached by 알림톡 at step 1',
      ok: o.restByAlimtalk === RECIPIENTS - o.step2,
      detail: `${fmt(o.restByAlimtalk)} of ${fmt(RECIPIENTS - o.step2)}`,
    },
    {
      name: 'no step was sent twice to a person (the stub counted its calls)',
      ok: twice === 0 && callTotal === RECIPIENTS + o.step2 + o.step3 && o.step2 === expectedStep2,
      detail: `${fmt(callTotal)} calls for ${fmt(run.log.calls.size)} (message, channel) pairs, ${twice} pairs called twice; expected ${fmt(RECIPIENTS + expectedStep2 + o.allPhone)}`,
    },
    {
      name: "the outbox's counts equal the receipts'",
      ok:
        r.rows === o.stepsReached &&
        r.failed === o.stepsFailed &&
        r.rows === callTotal &&
        r.sent === 0 &&
        byChannel.every((c) => c.outbox === c.receipts),
      detail: `receipts ${fmt(r.rows)} = steps reached ${fmt(o.stepsReached)} = stub calls ${fmt(callTotal)}; FAILED receipts ${fmt(r.failed)} = steps moved on ${fmt(o.stepsFailed)}; still SENT ${r.sent}; delivered by channel outbox/receipts ${byChannel.map((c) => `${c.channel} ${fmt(c.outbox)}/${fmt(c.receipts)}`).join(', ')}`,
    },
  ];
  return { checks, stepCounts: [RECIPIENTS, o.step2, o.step3] };
}

/** Sends per second of one channel while its sends ran (first to last call). */
function channelRate(log: StubLog, channel: MessageChannel): string {
  const seen = log.byChannel.get(channel);
  if (!seen) return '-';
  const span = seen.last - seen.first;
  return `${fmt(seen.count)} sends in ${seconds(span)} s (${fmt(perSecond(seen.count, span))}/s)`;
}

async function main(): Promise<void> {
  const loadBefore = load();
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const database = await openDatabase({ databaseUrl: ownDbUrl, dataDir: null, poolSize: 4 });
  const db = database.db;
  try {
    const eventSn = await seedBenchEvent(db, RECIPIENTS);
    if (phoneOf(1) !== '01000000001') throw new Error('phoneOf does not match the seeding SQL');

    const before = await inviteAndDrain(database, eventSn, 'ALIMTALK', false, 'before');
    const chained = await inviteAndDrain(database, eventSn, 'ALIMTALK,SMS,MAIL', true, 'chain');
    const { checks, stepCounts } = await chainChecks(database, chained);
    const after = await inviteAndDrain(database, eventSn, 'ALIMTALK', false, 'after');
    const singleSends = RECIPIENTS;
    const chainSends = stepCounts.reduce((a, b) => a + b, 0);
    const singleRate = (perSecond(singleSends, before.drainMs) + perSecond(singleSends, after.drainMs)) / 2;
    const baseline = (run: Drain) =>
      `queue ${seconds(run.queueMs)} s; drain ${fmt(singleSends)} sends in ${seconds(run.drainMs)} s = ${fmt(perSecond(singleSends, run.drainMs))} msgs/s`;
    const chainRate = perSecond(chainSends, chained.drainMs);
    const chainPeopleRate = perSecond(RECIPIENTS, chained.drainMs);

    const lines = [
      '',
      `delivery chain bench on PostgreSQL (${DB_NAME}), ${fmt(RECIPIENTS)} recipients, ${WORKERS} workers (pool ${POOL_SIZE} each, poll ${POLL_MS} ms, batch 500, 50 sends in flight per worker)`,
      `  load average before: ${loadBefore}; after: ${load()}`,
      `  baseline, one-step chain (알림톡 only, nobody failing), before and after the chain (mean ${fmt(singleRate)} msgs/s):`,
      `    before: ${baseline(before)}`,
      `    after:  ${baseline(after)}`,
      `  chain 알림톡 -> 문자 -> 메일 (every ${FAIL_EVERY}th phone fails on 알림톡; ${ALL_PHONE_EVERY > 0 ? `one in ${ALL_PHONE_EVERY} on 알림톡 and 문자` : 'none on 문자'}):`,
      `    queue ${seconds(chained.queueMs)} s; drain ${fmt(chainSends)} sends in ${seconds(chained.drainMs)} s = ${fmt(chainRate)} msgs/s (${fmt(chainPeopleRate)} people/s)`,
      `    step 1 알림톡: ${channelRate(chained.log, 'ALIMTALK')}`,
      `    step 2 문자:   ${channelRate(chained.log, 'SMS')}  (went to step 2: ${fmt(stepCounts[1]!)})`,
      `    step 3 메일:   ${channelRate(chained.log, 'MAIL')}  (went to step 3: ${fmt(stepCounts[2]!)})`,
      `  ratio: chain ${fmt(chainRate)} msgs/s / one-step (mean) ${fmt(singleRate)} msgs/s = ${(chainRate / singleRate).toFixed(2)}x (people reached per second: ${(chainPeopleRate / singleRate).toFixed(2)}x)`,
      '  checks:',
      ...checks.map((c) => `    ${c.ok ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`),
      '',
    ];
    process.stdout.write(lines.join('\n'));
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
