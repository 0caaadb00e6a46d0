import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_CD } from '@pcs/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localMailboxSender,
  localStoreSender,
  type MessageSender,
} from '../src/adapters/messaging/message-sender';
import { smtpMailSender } from '../src/adapters/messaging/smtp-mail-sender';
import { loadConfig } from '../src/config';
import { messageOutbox } from '../src/db/schema/index';
import { enqueueMessage } from '../src/modules/outbox/enqueue-message';
import { SECRET_PLACEHOLDER } from '../src/modules/outbox/message-secret';
import {
  DEFAULT_OUTBOX_LEASE_MS,
  OUTBOX_CONCURRENCY,
  runOutboxOnce,
  startOutboxWorker,
} from '../src/modules/outbox/outbox-worker';
import { createUser } from './helpers/factories';
import { type ReceivedMail, startTestSmtpServer } from './helpers/smtp-server';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows enqueued with the database's now() are due at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock);
const silent = { error: () => undefined };

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let smtpPort = 0;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer((address) => address.startsWith('bounce'));
  smtpPort = smtp.port;
  received = smtp.received;
});
afterAll(() => smtp.close());

const rowOf = async (id: number) =>
  (await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!;

describe('transactional outbox', () => {
  it('sends mail through SMTP and marks it SENT', async () => {
    const mail = smtpMailSender({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'PCS <no-reply@pcs.local>',
    });
    const id = await enqueueMessage(t.database.db, {
      channel: 'MAIL',
      recipient: 'sales@pcs.local',
      subject: '도입 문의가 접수되었습니다',
      body: '한빛전자 도입 문의',
    });
    const handled = await runOutboxOnce({
      db: t.database.db,
      senders: { MAIL: mail, SMS: localStoreSender, ALIMTALK: localStoreSender },
      now: clock.now,
      log: silent,
    });
    expect(handled).toBe(1);
    expect((await rowOf(id)).status).toBe('SENT');
    expect(received.at(-1)?.to).toBe('sales@pcs.local');
  });

  it('is not sent when the enqueuing transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMessage(tx, { channel: 'SMS', recipient: '01012345678', body: '인증번호 123456' });
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const rows = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.body, '인증번호 123456'));
    expect(rows).toEqual([]);
  });

  it('retries a temporary failure with backoff and gives up on a permanent one', async () => {
    let calls = 0;
    const flaky: MessageSender = {
      name: 'flaky',
      send: async () => {
        calls += 1;
        return calls === 1 ? { ok: false, error: 'timeout', retryable: true } : { ok: true };
      },
    };
    const senders = { MAIL: localStoreSender, SMS: flaky, ALIMTALK: localStoreSender };
    const id = await enqueueMessage(t.database.db, {
      channel: 'SMS',
      recipient: '01011112222',
      body: '재시도',
    });
    await runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent });
    const afterFirst = await rowOf(id);
    expect(afterFirst).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'timeout' });
    // Not due yet: nothing happens.
    expect(await runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent })).toBe(0);
    clock.advanceMinutes(1);
    await runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent });
    expect((await rowOf(id)).status).toBe('SENT');

    const mail = smtpMailSender({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'no-reply@pcs.local' });
    const bounced = await enqueueMessage(t.database.db, {
      channel: 'MAIL',
      recipient: 'bounce@pcs.local',
      subject: 's',
      body: 'b',
    });
    await runOutboxOnce({
      db: t.database.db,
      senders: { ...senders, MAIL: mail },
      now: clock.now,
      log: silent,
    });
    expect((await rowOf(bounced)).status).toBe('FAILED');
  });

  it('never hands one message to two workers at once', async () => {
    const sent: number[] = [];
    const slow: MessageSender = {
      name: 'slow',
      send: async (m) => {
        sent.push(m.id);
        await new Promise((r) => setTimeout(r, 20));
        return { ok: true };
      },
    };
    const senders = { MAIL: slow, SMS: slow, ALIMTALK: slow };
    const ids = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(
        await enqueueMessage(t.database.db, { channel: 'MAIL', recipient: `u${i}@pcs.local`, body: 'x' }),
      );
    await Promise.all(
      [1, 2, 3].map(() => runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent })),
    );
    await runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent });
    expect([...sent].sort((a, b) => a - b)).toEqual(ids);
  });

  describe('crashes and leases', () => {
    const LEASE_MS = 60_000;
    const statusOf = async (ids: number[]) =>
      t.database.db
        .select({ id: messageOutbox.id, status: messageOutbox.status, attempts: messageOutbox.attempts })
        .from(messageOutbox)
        .where(inArray(messageOutbox.id, ids));
    const queue = async (n: number, tag: string) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 1)
        ids.push(
          await enqueueMessage(t.database.db, {
            channel: 'MAIL',
            recipient: `${tag}${i}@pcs.local`,
            body: tag,
          }),
        );
      return ids;
    };

    it('reads OUTBOX_LEASE_MS, five minutes when unset', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).outboxLeaseMs).toBe(DEFAULT_OUTBOX_LEASE_MS);
      expect(DEFAULT_OUTBOX_LEASE_MS).toBe(300_000);
      expect(loadConfig({ NODE_ENV: 'test', OUTBOX_LEASE_MS: '2000' }).outboxLeaseMs).toBe(2000);
      expect(() => loadConfig({ NODE_ENV: 'test', OUTBOX_LEASE_MS: 'soon' })).toThrow(/OUTBOX_LEASE_MS/);
    });

    it('after a worker dies mid-batch, the next one sends only what the dead one had not sent', async () => {
      const ids = await queue(481, 'crash');
      // The first worker's process "dies" after 120 sends: from the 121st on, a send never returns, so nothing
      // after it runs - like kill -9 while those messages were with the provider.
      const SENT_BEFORE_CRASH = 120;
      const firstCalls: number[] = [];
      const dying: MessageSender = {
        name: 'dying',
        send: (m) => {
          firstCalls.push(m.id);
          return firstCalls.length <= SENT_BEFORE_CRASH
            ? new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 1))
            : new Promise(() => undefined);
        },
      };
      const senders = { MAIL: dying, SMS: dying, ALIMTALK: dying };
      void runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent, leaseMs: LEASE_MS });
      const sentCount = async () => (await statusOf(ids)).filter((r) => r.status === 'SENT').length;
      for (let i = 0; i < 100 && (await sentCount()) < SENT_BEFORE_CRASH; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      // Each message was marked right after its own send, not at the end of the batch.
      expect(await sentCount()).toBe(SENT_BEFORE_CRASH);
      const underWay = firstCalls.slice(SENT_BEFORE_CRASH);
      expect(underWay.length).toBeLessThanOrEqual(OUTBOX_CONCURRENCY);

      // Before the lease runs out nobody takes the dead worker's rows; after it, a second worker sends the rest.
      const secondCalls: number[] = [];
      const counting: MessageSender = {
        name: 'counting',
        send: async (m) => {
          secondCalls.push(m.id);
          return { ok: true };
        },
      };
      const second = {
        db: t.database.db,
        senders: { MAIL: counting, SMS: counting, ALIMTALK: counting },
        now: clock.now,
        log: silent,
        leaseMs: LEASE_MS,
      };
      expect(await runOutboxOnce(second)).toBe(0);
      clock.advanceMinutes(LEASE_MS / 60_000 + 1);
      while ((await runOutboxOnce(second)) > 0);

      expect((await statusOf(ids)).every((r) => r.status === 'SENT')).toBe(true);
      const sentFirst = new Set(firstCalls.slice(0, SENT_BEFORE_CRASH));
      // Nothing the first worker had sent went out again; each of the others exactly once now.
      expect(secondCalls.filter((id) => sentFirst.has(id))).toEqual([]);
      expect([...secondCalls].sort((a, b) => a - b)).toEqual(ids.filter((id) => !sentFirst.has(id)));
      // Sent twice in all: only the messages that were with the provider at the crash.
      const twice = secondCalls.filter((id) => firstCalls.includes(id));
      expect([...twice].sort((a, b) => a - b)).toEqual([...underWay].sort((a, b) => a - b));
    });

    it('starts no send late in its lease and hands the unsent rows back at once', async () => {
      const ids = await queue(OUTBOX_CONCURRENCY + 10, 'late');
      // A provider so slow that the first round of sends takes most of the lease: when the first answer comes,
      // nine tenths of it have passed.
      const started = clock.now();
      const slow: MessageSender = {
        name: 'slow',
        send: async () => {
          await new Promise((r) => setTimeout(r, 1));
          clock.set(new Date(started.getTime() + LEASE_MS * 0.9));
          return { ok: true };
        },
      };
      await runOutboxOnce({
        db: t.database.db,
        senders: { MAIL: slow, SMS: slow, ALIMTALK: slow },
        now: clock.now,
        log: silent,
        leaseMs: LEASE_MS,
      });
      expect(clock.now().getTime() - started.getTime()).toBeGreaterThanOrEqual(LEASE_MS * 0.8);
      const rows = await statusOf(ids);
      expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(OUTBOX_CONCURRENCY);
      // The ten never started are due again at once, their attempt not counted.
      expect(rows.filter((r) => r.status === 'PENDING').map((r) => r.attempts)).toEqual(Array(10).fill(0));
    });

    it('a stopping worker finishes and marks the sends under way and hands the rest back', async () => {
      const ids = await queue(OUTBOX_CONCURRENCY * 3, 'stop');
      const started: number[] = [];
      const slow: MessageSender = {
        name: 'slow',
        send: async (m) => {
          started.push(m.id);
          await new Promise((r) => setTimeout(r, 30));
          return { ok: true };
        },
      };
      const worker = startOutboxWorker(
        {
          db: t.database.db,
          senders: { MAIL: slow, SMS: slow, ALIMTALK: slow },
          now: clock.now,
          log: silent,
          leaseMs: LEASE_MS,
        },
        60_000,
      );
      for (let i = 0; i < 100 && started.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      await worker.stop();
      const rows = await statusOf(ids);
      const sent = rows.filter((r) => r.status === 'SENT').map((r) => r.id);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThan(ids.length);
      // (The worker also picks up rows an earlier test handed back; only this test's rows are compared.)
      const mine = new Set(ids);
      expect([...sent].sort((a, b) => a - b)).toEqual(
        started.filter((id) => mine.has(id)).sort((a, b) => a - b),
      );
      // Nothing is left leased to a worker that is gone; the unsent are due again, their attempt not counted.
      const rest = rows.filter((r) => r.status !== 'SENT');
      expect(rest.every((r) => r.status === 'PENDING' && r.attempts === 0)).toBe(true);
    });
  });

  describe('one-time secrets', () => {
    const adminList = async () => {
      const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin);
      const res = await post(t.app, '/v1/ebmp/pcs/outbox/list.json', {}, await loginAs(t.app, admin.userId));
      return (res.body.resultData as { messageList: { id: number; body: string }[] }).messageList;
    };

    it('sends the secret to the transport, shows it masked, and erases it once sent', async () => {
      const delivered: string[] = [];
      const phone: MessageSender = {
        name: 'phone',
        send: async (m) => {
          delivered.push(m.body);
          return { ok: true };
        },
      };
      const id = await enqueueMessage(t.database.db, {
        channel: 'SMS',
        recipient: '01033334444',
        body: `인증번호 [${SECRET_PLACEHOLDER}]`,
        secret: { value: '482913', expiresAt: new Date(clock.now().getTime() + 180_000) },
      });
      expect((await rowOf(id)).body).not.toContain('482913');
      const listed = (await adminList()).find((m) => m.id === id);
      expect(listed?.body).toBe('인증번호 [******]');

      await runOutboxOnce({
        db: t.database.db,
        senders: { MAIL: localStoreSender, SMS: phone, ALIMTALK: phone },
        now: clock.now,
        log: silent,
      });
      expect(delivered).toContain('인증번호 [482913]');
      expect(await rowOf(id)).toMatchObject({ status: 'SENT', secret: null });
      expect(JSON.stringify(await adminList())).not.toContain('482913');
    });

    it('erases an expired secret and does not send its message', async () => {
      const never: MessageSender = { name: 'never', send: async () => ({ ok: true }) };
      const id = await enqueueMessage(t.database.db, {
        channel: 'SMS',
        recipient: '01055556666',
        body: `인증번호 [${SECRET_PLACEHOLDER}]`,
        secret: { value: '111222', expiresAt: new Date(clock.now().getTime() - 1000) },
      });
      await runOutboxOnce({
        db: t.database.db,
        senders: { MAIL: never, SMS: never, ALIMTALK: never },
        now: clock.now,
        log: silent,
      });
      expect(await rowOf(id)).toMatchObject({ status: 'FAILED', secret: null, lastError: 'secret expired' });
    });

    it('writes messages to the local mailbox when no provider is configured', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pcs-mailbox-'));
      const sender = localMailboxSender(dir);
      const result = await sender.send({
        id: 42,
        channel: 'SMS',
        recipient: '01077778888',
        subject: null,
        body: '인증번호 [123456]',
        templateCode: null,
        payload: null,
      });
      expect(result).toMatchObject({ ok: true, report: { status: 'DELIVERED' } });
      expect(readFileSync(path.join(dir, '00000042-sms.txt'), 'utf8')).toBe(
        'to: 01077778888\nsubject: \n\n인증번호 [123456]\n',
      );
      // Delivered again (a crash before its SENT mark): a second file, as a phone would show it twice.
      await sender.send({
        id: 42,
        channel: 'SMS',
        recipient: '01077778888',
        subject: null,
        body: '인증번호 [123456]',
        templateCode: null,
        payload: null,
      });
      expect(readdirSync(dir).sort()).toEqual(['00000042-sms.txt', '00000042-sms_2.txt']);
      rmSync(dir, { recursive: true, force: true });
    });
  });
});
