import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_CD } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localMailboxSender,
  localStoreSender,
  type MessageSender,
} from '../src/adapters/messaging/message-sender';
import { smtpMailSender } from '../src/adapters/messaging/smtp-mail-sender';
import { messageOutbox } from '../src/db/schema/index';
import { enqueueMessage } from '../src/modules/outbox/enqueue-message';
import { SECRET_PLACEHOLDER } from '../src/modules/outbox/message-secret';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows enqueued with the database's now() are due at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock);
const silent = { error: () => undefined };

let smtp: SMTPServer;
let smtpPort = 0;
const received: { to: string; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce'))
        return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

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

  describe('one-time secrets (issue 7 item 4)', () => {
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
      expect(result).toEqual({ ok: true });
      expect(readFileSync(path.join(dir, '00000042-sms.txt'), 'utf8')).toBe(
        'to: 01077778888\nsubject: \n\n인증번호 [123456]\n',
      );
      rmSync(dir, { recursive: true, force: true });
    });
  });
});
