import { readFileSync } from 'node:fs';
import { type ChannelChain, chainSteps } from '@pcs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BounceMailbox, MailboxMail } from '../src/adapters/messaging/bounce-mailbox';
import type { MessageSender } from '../src/adapters/messaging/message-sender';
import { smtpMailSender } from '../src/adapters/messaging/smtp-mail-sender';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { enqueueMessage } from '../src/modules/outbox/enqueue-message';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { readMailBounces, startMailBounceReader } from '../src/modules/outbox/read-mail-bounces';
import { openOtherProcess } from './helpers/other-process';
import { deliverySteps, outboxRow } from './helpers/outbox-rows';
import { startTestSmtpServer } from './helpers/smtp-server';
import { setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows enqueued with the database's now() are due at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock);
const silent = { error: () => undefined };
const WINDOW_MIN = 30;
const later = (minutes: number) => () => new Date(clock.now().getTime() + minutes * 60_000);

/** An SMTP server that accepts everything; each mail's Message-ID by its recipient. */
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());
const messageIdTo = {
  get: (to: string) =>
    /^Message-ID: (<[^>]+>)/im.exec(smtp.received.findLast((m) => m.to === to)?.data ?? '')?.[1],
};

/** The bounce mailbox in memory: what the IMAP adapter does, minus the network (no maintained IMAP test server). */
function memoryMailbox() {
  const mails: (MailboxMail & { seen: boolean })[] = [];
  let uid = 0;
  const mailbox: BounceMailbox = {
    async open() {
      return {
        unseen: async (limit) => mails.filter((m) => !m.seen).slice(0, limit),
        markSeen: async (uids) => {
          for (const m of mails) if (uids.includes(m.uid)) m.seen = true;
        },
        close: async () => undefined,
      };
    },
  };
  return {
    mailbox,
    deliver: (source: string) => {
      uid += 1;
      mails.push({ uid, source: Buffer.from(source), seen: false });
    },
    unseenCount: () => mails.filter((m) => !m.seen).length,
  };
}

/** A bounce fixture returning the mail with this Message-ID. */
const bounceOf = (fixture: string, messageId: string) =>
  readFileSync(new URL(`./fixtures/bounces/${fixture}.eml`, import.meta.url), 'utf8').replaceAll(
    '<pcs.42.0.5f1c9a2b7e3d@pcs.example>',
    messageId,
  );

const MAIL_THEN_SMS: ChannelChain = ['MAIL', 'SMS'];
let seq = 0;
/** A message on the chain 메일 -> 문자 to one person. */
async function queueMailThenSms(tag: string) {
  seq += 1;
  const mail = `${tag}${seq}@example.net`;
  const phone = `010${60_000_000 + seq}`;
  const steps = chainSteps(MAIL_THEN_SMS, { channel: 'MAIL', recipient: mail }, { phone, mail }, false);
  const id = await enqueueMessage(t.database.db, {
    channel: 'MAIL',
    recipient: mail,
    subject: '선물이 도착했습니다',
    body: '선물을 골라 주세요.',
    chain: { steps, windowMin: WINDOW_MIN },
  });
  return { id, mail };
}

const rowOf = (id: number) => outboxRow(t.database.db, id);
const stepsOf = (id: number) => deliverySteps(t.database.db, id);

function setup() {
  const sms: { id: number }[] = [];
  const smsSender: MessageSender = {
    name: 'sms',
    reportsLater: false,
    send: async (m) => {
      sms.push({ id: m.id });
      return {
        ok: true,
        providerMessageId: `SMS-${m.id}-${sms.length}`,
        report: { status: 'DELIVERED', reason: null },
      };
    },
  };
  const mail = smtpMailSender({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'PCS 선물 플랫폼 <no-reply@pcs.example>',
    bouncesRead: true,
  });
  const deps = { db: t.database.db, senders: { MAIL: mail, SMS: smsSender }, now: clock.now, log: silent };
  const box = memoryMailbox();
  const read = () => readMailBounces({ db: t.database.db, mailbox: box.mailbox, now: clock.now });
  const smsTo = (id: number) => sms.filter((s) => s.id === id).length;
  return { deps, box, read, smsTo };
}

describe('mail bounces move the delivery chain (decision 052 "Mail bounces")', () => {
  it('names each mail after its outbox row and step, and keeps that id on the receipt', async () => {
    const { deps } = setup();
    const a = await queueMailThenSms('named');
    await runOutboxOnce(deps);
    const [step] = await stepsOf(a.id);
    expect(step!.providerMessageId).toMatch(new RegExp(`^<pcs\\.${a.id}\\.0\\.[0-9a-f]{16}@pcs\\.example>$`));
    expect(messageIdTo.get(a.mail)).toBe(step!.providerMessageId);
    expect(step).toMatchObject({ status: 'SENT', deliveredIfSilent: true });
    // Accepted is not yet delivered: the step waits out its window for a bounce.
    const row = await rowOf(a.id);
    expect(row).toMatchObject({ status: 'SENT', deliveryStatus: null });
    expect(row.stepDeadline?.getTime()).toBe(row.sentAt!.getTime() + WINDOW_MIN * 60_000);
  });

  it('a bounced mail moves on to 문자 once; a mail with no bounce is delivered and never gets a 문자', async () => {
    const { deps, box, read, smsTo } = setup();
    const bounced = await queueMailThenSms('bounced');
    const fine = await queueMailThenSms('fine');
    await runOutboxOnce(deps);
    const bouncedId = messageIdTo.get(bounced.mail)!;
    const fineId = messageIdTo.get(fine.mail)!;

    // The bounce arrives, with a soft bounce and an auto-reply about the other mail.
    box.deliver(bounceOf('postfix-dsn', bouncedId));
    box.deliver(bounceOf('postfix-delayed', fineId));
    box.deliver(bounceOf('auto-reply', fineId));
    expect(await read()).toMatchObject({ read: 3, recorded: 1, delayed: 1, other: 1, unknown: 0 });
    expect(box.unseenCount()).toBe(0);
    expect(await rowOf(bounced.id)).toMatchObject({
      chainStep: 1,
      channel: 'SMS',
      status: 'PENDING',
      fallbackFrom: 'MAIL',
    });
    const [failedStep] = await stepsOf(bounced.id);
    expect(failedStep).toMatchObject({ status: 'FAILED' });
    expect(failedStep!.reason).toBe(
      'bounce 5.1.1 550 5.1.1 (address): Recipient address rejected: User unknown in virtual mailbox table',
    );
    expect(await rowOf(fine.id)).toMatchObject({ chainStep: 0, status: 'SENT', deliveryStatus: null });

    await runOutboxOnce(deps);
    expect(smsTo(bounced.id)).toBe(1);

    // Read again (nothing unseen), and the same bounce once more (a second copy): nothing moves, no second 문자.
    expect(await read()).toMatchObject({ read: 0 });
    box.deliver(bounceOf('gmail-bounce', bouncedId));
    expect(await read()).toMatchObject({ read: 1, repeated: 1 });
    await runOutboxOnce({ ...deps, now: later(WINDOW_MIN + 1) });
    expect(smsTo(bounced.id)).toBe(1);
    expect(await rowOf(bounced.id)).toMatchObject({ deliveryStatus: 'DELIVERED', deliveredChannel: 'SMS' });

    // The window passed with no bounce: the mail was delivered (as of its send), and no 문자 ever goes.
    const fineRow = await rowOf(fine.id);
    expect(fineRow).toMatchObject({
      chainStep: 0,
      channel: 'MAIL',
      status: 'SENT',
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'MAIL',
      stepDeadline: null,
    });
    expect(fineRow.deliveredAt).toEqual(fineRow.sentAt);
    expect((await stepsOf(fine.id)).map((s) => [s.channel, s.status, s.reason])).toEqual([
      ['MAIL', 'DELIVERED', `no bounce within ${WINDOW_MIN} min`],
    ]);
    await runOutboxOnce({ ...deps, now: later(10 * WINDOW_MIN) });
    expect(smsTo(fine.id)).toBe(0);
  });

  it('a bounce that comes after the window still fails the mail and sends the 문자, once', async () => {
    const { deps, box, read, smsTo } = setup();
    const late = await queueMailThenSms('late');
    await runOutboxOnce(deps);
    await runOutboxOnce({ ...deps, now: later(WINDOW_MIN + 1) });
    expect(await rowOf(late.id)).toMatchObject({ deliveryStatus: 'DELIVERED', chainStep: 0 });

    box.deliver(bounceOf('qmail-bounce', messageIdTo.get(late.mail)!));
    box.deliver(bounceOf('qmail-bounce', messageIdTo.get(late.mail)!));
    expect(await read()).toMatchObject({ read: 2, recorded: 1, repeated: 1 });
    expect(await rowOf(late.id)).toMatchObject({
      chainStep: 1,
      channel: 'SMS',
      status: 'PENDING',
      deliveryStatus: null,
      deliveredChannel: null,
      deliveredAt: null,
    });
    await runOutboxOnce({ ...deps, now: later(WINDOW_MIN + 2) });
    await runOutboxOnce({ ...deps, now: later(WINDOW_MIN + 3) });
    expect(smsTo(late.id)).toBe(1);
    expect((await stepsOf(late.id)).map((s) => [s.channel, s.status])).toEqual([
      ['MAIL', 'FAILED'],
      ['SMS', 'DELIVERED'],
    ]);
  });

  it('a mail outside a chain is delivered when its window passes, or failed by its bounce', async () => {
    const { deps, box, read } = setup();
    const quiet = await enqueueMessage(t.database.db, {
      channel: 'MAIL',
      recipient: 'quiet@example.net',
      subject: '도입 문의',
      body: '문의',
    });
    const refused = await enqueueMessage(t.database.db, {
      channel: 'MAIL',
      recipient: 'refused@example.net',
      subject: '도입 문의',
      body: '문의',
    });
    await runOutboxOnce(deps);
    box.deliver(bounceOf('gmail-bounce', messageIdTo.get('refused@example.net')!));
    expect(await read()).toMatchObject({ recorded: 1 });
    await runOutboxOnce({ ...deps, now: later(WINDOW_MIN + 1) });
    expect(await rowOf(quiet)).toMatchObject({ status: 'SENT', deliveryStatus: 'DELIVERED' });
    expect(await rowOf(refused)).toMatchObject({ status: 'SENT', deliveryStatus: 'FAILED' });
  });

  it('a bounce of a mail this product did not send changes nothing and is flagged read', async () => {
    const { box, read } = setup();
    box.deliver(bounceOf('postfix-dsn', '<pcs.999999.0.0000000000000000@pcs.example>'));
    expect(await read()).toMatchObject({ read: 1, unknown: 1, recorded: 0 });
    expect(box.unseenCount()).toBe(0);
  });

  it('reads the settings: the bounce mailbox URL is checked at start', () => {
    const base = { SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(loadConfig(base).mail).toMatchObject({ bounceImapUrl: null, bouncePollMs: 60_000 });
    expect(
      loadConfig({ ...base, MAIL_BOUNCE_IMAP_URL: 'imaps://bounces:secret@imap.pcs.example:993/INBOX' }).mail,
    ).toMatchObject({ bounceImapUrl: 'imaps://bounces:secret@imap.pcs.example:993/INBOX' });
    expect(() => loadConfig({ ...base, MAIL_BOUNCE_IMAP_URL: 'https://imap.pcs.example' })).toThrow(
      /MAIL_BOUNCE_IMAP_URL/,
    );
    expect(() => loadConfig({ ...base, MAIL_BOUNCE_IMAP_URL: 'imaps://imap.pcs.example' })).toThrow(
      /MAIL_BOUNCE_IMAP_URL/,
    );
  });
});

describe.skipIf(process.env.PCS_TEST_BACKEND !== 'postgres')(
  'three processes reading one bounce mailbox',
  () => {
    let processes: Database[] = [];
    beforeAll(async () => {
      const others = await Promise.all([1, 2].map(() => openOtherProcess(t.database, 3)));
      processes = [t.database, ...others];
    });
    afterAll(async () => {
      await Promise.all(processes.slice(1).map((p) => p.close()));
    });

    it('visit the mailbox one at a time (the advisory lock of the exclusive jobs), and the bounce counts once', async () => {
      const { deps, box, smsTo } = setup();
      const a = await queueMailThenSms('processes');
      await runOutboxOnce(deps);
      box.deliver(bounceOf('postfix-dsn', messageIdTo.get(a.mail)!));
      let open = 0;
      let most = 0;
      let visits = 0;
      const slowMailbox: BounceMailbox = {
        async open() {
          const session = await box.mailbox.open();
          open += 1;
          visits += 1;
          most = Math.max(most, open);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return {
            ...session,
            close: async () => {
              open -= 1;
            },
          };
        },
      };
      const log = { error: () => undefined, info: () => undefined };
      const readers = processes.map((p) =>
        startMailBounceReader(
          { db: p.db, mailbox: slowMailbox, now: clock.now, log, runAlone: p.runAlone },
          20,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.all(readers.map((r) => r.stop()));
      expect(visits).toBeGreaterThan(2);
      expect(most).toBe(1);
      expect(await rowOf(a.id)).toMatchObject({ chainStep: 1, channel: 'SMS', status: 'PENDING' });
      await runOutboxOnce(deps);
      expect(smsTo(a.id)).toBe(1);
    });
  },
);
