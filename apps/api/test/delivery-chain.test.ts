import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_CD, chainSteps, DEFAULT_CHANNEL_CHAIN, EVENT_SEND_PATH, OUTBOX_PATH } from '@pcs/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localMailboxSender,
  localStoreSender,
  type MessageSender,
} from '../src/adapters/messaging/message-sender';
import { solapiSender } from '../src/adapters/messaging/solapi-sender';
import { loadConfig } from '../src/config';
import { company, messageDelivery, messageOutbox } from '../src/db/schema/index';
import { enqueueMessage } from '../src/modules/outbox/enqueue-message';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { advanceTimedOutSteps, recordReceipt } from '../src/modules/outbox/record-receipt';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { deliverySteps, outboxRow } from './helpers/outbox-rows';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows enqueued with the database's now() are due at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const SECRET = 'solapi-report-secret-0123456789';
const t = setupTestApp(clock, { SOLAPI_WEBHOOK_SECRET: SECRET });
const silent = { error: () => undefined };
const WINDOW_MIN = 30;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pcs-chain-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowOf = (id: number) => outboxRow(t.database.db, id);
const stepsOf = (id: number) => deliverySteps(t.database.db, id);

/** A message on the default chain (알림톡 -> 문자 -> 메일) to one person. */
let seq = 0;
async function queueChained(tag: string) {
  seq += 1;
  const phone = `010${50_000_000 + seq}`;
  const mail = `${tag}${seq}@pcs.local`;
  const steps = chainSteps(
    DEFAULT_CHANNEL_CHAIN,
    { channel: 'ALIMTALK', recipient: phone },
    { phone, mail },
    true,
  );
  const id = await enqueueMessage(t.database.db, {
    channel: 'ALIMTALK',
    recipient: phone,
    subject: '선물이 도착했습니다',
    body: '선물을 골라 주세요.',
    templateCode: 'PCS_EVENT_INVITE',
    payload: { '#{name}': '수령자' },
    chain: { steps, windowMin: WINDOW_MIN },
  });
  return { id, phone, mail };
}

/** A provider like Solapi: accepts, names the message, and reports later through the webhook. */
function reportingLater(prefix: string, calls: { id: number; channel: string }[] = []): MessageSender {
  let n = 0;
  return {
    name: 'later',
    send: async (m) => {
      calls.push({ id: m.id, channel: m.channel });
      n += 1;
      return { ok: true, providerMessageId: `${prefix}-${m.id}-${n}` };
    },
  };
}
const allChannels = (sender: MessageSender) => ({ MAIL: sender, SMS: sender, ALIMTALK: sender });
const report = (body: unknown, key: string | null = SECRET) =>
  post(t.app, `${OUTBOX_PATH.solapiReport}${key === null ? '' : `?key=${encodeURIComponent(key)}`}`, body);

describe('delivery chain and receipts (decision 052)', () => {
  it('an invitation to a failing number falls back to the next channel; a delivered one never gets a second', async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db, { cmpyNm: '한빛전자' });
    const failing = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpy.cmpyCd,
      telNo: '010-4444-0001',
      email: 'fails@pcs.local',
    });
    const fine = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpy.cmpyCd,
      telNo: '010-4444-0002',
      email: 'fine@pcs.local',
    });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: [failing.unqUserId, fine.unqUserId],
    });
    const admin = await createUser(db, AUTH_CD.operatorManager);
    const token = await loginAs(t.app, admin.userId);
    const sent = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: ev.eventSn,
        kind: 'INVITE',
        channel: 'ALIMTALK',
        target: 'ALL',
        requestKey: 'chain-invite-1',
      },
      token,
    );
    expect(sent.statusCode).toBe(200);
    const { eventSendSn } = sent.body.resultData as { eventSendSn: number };

    // The local mailbox told to fail the first person's phone (LOCAL_MESSAGE_FAIL_TO): alimtalk and SMS fail.
    const mailbox = localMailboxSender(dir, { failTo: ['01044440001'] });
    const deps = { db, senders: allChannels(mailbox), now: clock.now, log: silent };
    for (let i = 0; i < 4; i += 1) await runOutboxOnce(deps);

    const rows = await db.select().from(messageOutbox).where(eq(messageOutbox.eventSendSn, eventSendSn));
    const of = (unqUserId: string) => rows.find((r) => r.unqUserId === unqUserId)!;
    expect(of(failing.unqUserId)).toMatchObject({
      status: 'SENT',
      channel: 'MAIL',
      recipient: 'fails@pcs.local',
      chainStep: 2,
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'MAIL',
    });
    expect((await stepsOf(of(failing.unqUserId).id)).map((s) => [s.channel, s.status])).toEqual([
      ['ALIMTALK', 'FAILED'],
      ['SMS', 'FAILED'],
      ['MAIL', 'DELIVERED'],
    ]);
    expect(of(fine.unqUserId)).toMatchObject({
      channel: 'ALIMTALK',
      chainStep: 0,
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'ALIMTALK',
    });
    expect((await stepsOf(of(fine.unqUserId).id)).map((s) => [s.channel, s.status])).toEqual([
      ['ALIMTALK', 'DELIVERED'],
    ]);
    // One file per person: the failed steps wrote nothing, the delivered one was never sent again.
    const files = readdirSync(dir);
    expect(files.filter((f) => f.startsWith(String(of(fine.unqUserId).id).padStart(8, '0')))).toHaveLength(1);
    expect(files.filter((f) => f.startsWith(String(of(failing.unqUserId).id).padStart(8, '0')))).toEqual([
      `${String(of(failing.unqUserId).id).padStart(8, '0')}-mail.txt`,
    ]);
  });

  it('a failing address that names a channel fails only there: its 알림톡 fails, its 문자 arrives', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOCAL_MESSAGE_FAIL_TO: ' ALIMTALK:010-4444-0003 , sms:Only@PCS.local',
    });
    expect(config.localMessages.failTo).toEqual(['ALIMTALK:01044440003', 'SMS:only@pcs.local']);
    const { id, phone } = await queueChained('channel');
    const own = mkdtempSync(path.join(tmpdir(), 'pcs-chain-channel-'));
    try {
      const mailbox = localMailboxSender(own, {
        failTo: [...config.localMessages.failTo, `ALIMTALK:${phone}`],
      });
      const deps = { db: t.database.db, senders: allChannels(mailbox), now: clock.now, log: silent };
      for (let i = 0; i < 3; i += 1) await runOutboxOnce(deps);
      expect(await rowOf(id)).toMatchObject({
        chainStep: 1,
        deliveryStatus: 'DELIVERED',
        deliveredChannel: 'SMS',
      });
      expect((await stepsOf(id)).map((s) => [s.channel, s.status])).toEqual([
        ['ALIMTALK', 'FAILED'],
        ['SMS', 'DELIVERED'],
      ]);
      expect(readdirSync(own)).toEqual([`${String(id).padStart(8, '0')}-sms.txt`]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("takes the event's chain over the company's", async () => {
    const db = t.database.db;
    const cmpy = await createCompany(db);
    await db
      .update(company)
      .set({ channelChain: 'ALIMTALK,SMS,MAIL' })
      .where(eq(company.cmpyCd, cmpy.cmpyCd));
    const user = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpy.cmpyCd,
      email: 'one@pcs.local',
    });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: [user.unqUserId],
      overrides: { channelChain: 'ALIMTALK,MAIL' },
    });
    const admin = await createUser(db, AUTH_CD.operatorManager);
    const token = await loginAs(t.app, admin.userId);
    const sent = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: ev.eventSn,
        kind: 'INVITE',
        channel: 'ALIMTALK',
        target: 'ALL',
        requestKey: 'chain-event-1',
      },
      token,
    );
    const { eventSendSn } = sent.body.resultData as { eventSendSn: number };
    const [row] = await db.select().from(messageOutbox).where(eq(messageOutbox.eventSendSn, eventSendSn));
    expect(row!.chain?.map((s) => s.channel)).toEqual(['ALIMTALK', 'MAIL']);
    expect(row!.chainWindowMin).toBe(30);
  });

  it('records a status report once: a repeated report changes nothing, and a bad secret is refused', async () => {
    const { id } = await queueChained('report');
    const deps = {
      db: t.database.db,
      senders: allChannels(reportingLater('R1')),
      now: clock.now,
      log: silent,
    };
    await runOutboxOnce(deps);
    const [first] = await stepsOf(id);
    expect(first).toMatchObject({ step: 0, channel: 'ALIMTALK', status: 'SENT' });
    const failure = [
      { messageId: first!.providerMessageId!, statusCode: '3104', statusMessage: '카카오톡 미사용자' },
    ];

    const refused = await report(failure, 'wrong-secret-wrong-secret');
    expect(refused.statusCode).toBe(401);
    expect((await report(failure, null)).statusCode).toBe(401);
    expect((await rowOf(id)).chainStep).toBe(0);

    const accepted = await report(failure);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.resultData).toMatchObject({ received: 1, recorded: 1, repeated: 0 });
    const moved = await rowOf(id);
    expect(moved).toMatchObject({
      chainStep: 1,
      channel: 'SMS',
      status: 'PENDING',
      fallbackFrom: 'ALIMTALK',
    });

    const again = await report(failure);
    expect(again.statusCode).toBe(200);
    expect(again.body.resultData).toMatchObject({ recorded: 0, repeated: 1 });
    expect(await rowOf(id)).toEqual(moved);
    expect((await stepsOf(id))[0]).toMatchObject({ status: 'FAILED', reason: '3104 카카오톡 미사용자' });

    // The SMS step goes, and its delivery ends the chain: the mail step never goes.
    await runOutboxOnce(deps);
    const sms = (await stepsOf(id))[1]!;
    const delivered = await report([{ messageId: sms.providerMessageId!, statusCode: '4000' }]);
    expect(delivered.body.resultData).toMatchObject({ recorded: 1 });
    expect(await rowOf(id)).toMatchObject({
      status: 'SENT',
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'SMS',
    });
    const later = { ...deps, now: () => new Date(clock.now().getTime() + 2 * WINDOW_MIN * 60_000) };
    await runOutboxOnce(later);
    expect(await stepsOf(id)).toHaveLength(2);
    // Reports still on their way (2000 접수, 3000 이통사 접수) change nothing.
    expect(
      (await report([{ messageId: sms.providerMessageId!, statusCode: '3000' }])).body.resultData,
    ).toMatchObject({
      inProgress: 1,
      recorded: 0,
    });
  });

  it('records an alimtalk the provider replaced by SMS as delivered by SMS', async () => {
    const { id } = await queueChained('replaced');
    await runOutboxOnce({
      db: t.database.db,
      senders: allChannels(reportingLater('R2')),
      now: clock.now,
      log: silent,
    });
    const [step] = await stepsOf(id);
    await report([
      { messageId: step!.providerMessageId!, statusCode: '4000', type: 'LMS', replacement: true },
    ]);
    expect(await rowOf(id)).toMatchObject({
      chainStep: 0,
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'SMS',
    });
    expect((await stepsOf(id))[0]).toMatchObject({ status: 'DELIVERED', deliveredChannel: 'SMS' });
  });

  it('moves on to the next step when the window ends without a report, and a late delivery takes back the queued step', async () => {
    const calls: { id: number; channel: string }[] = [];
    const deps = {
      db: t.database.db,
      senders: allChannels(reportingLater('R3', calls)),
      now: clock.now,
      log: silent,
    };
    const a = await queueChained('window');
    await runOutboxOnce(deps);
    const sentA = await rowOf(a.id);
    expect(sentA.stepDeadline?.getTime()).toBe(sentA.sentAt!.getTime() + WINDOW_MIN * 60_000);

    // Within the window nothing moves.
    await runOutboxOnce({ ...deps, now: () => new Date(clock.now().getTime() + (WINDOW_MIN - 1) * 60_000) });
    expect((await rowOf(a.id)).chainStep).toBe(0);

    // Past it, the step times out and the next channel goes.
    const past = new Date(clock.now().getTime() + (WINDOW_MIN + 1) * 60_000);
    await runOutboxOnce({ ...deps, now: () => past });
    expect(await rowOf(a.id)).toMatchObject({ chainStep: 1, channel: 'SMS', status: 'SENT' });
    expect((await stepsOf(a.id)).map((s) => [s.channel, s.status])).toEqual([
      ['ALIMTALK', 'TIMEOUT'],
      ['SMS', 'SENT'],
    ]);

    // b: its step times out, and the alimtalk's delivery report arrives before a worker takes the SMS step.
    const b = await queueChained('late');
    await runOutboxOnce({ ...deps, now: () => past });
    const bFirst = (await stepsOf(b.id))[0]!;
    const sweep = new Date(past.getTime() + (WINDOW_MIN + 1) * 60_000);
    await advanceTimedOutSteps(t.database.db, sweep);
    expect(await rowOf(b.id)).toMatchObject({ chainStep: 1, status: 'PENDING' });
    const outcome = await recordReceipt(t.database.db, {
      providerMessageId: bFirst.providerMessageId!,
      status: 'DELIVERED',
      reason: null,
      at: sweep,
    });
    expect(outcome).toBe('recorded');
    expect(await rowOf(b.id)).toMatchObject({
      chainStep: 0,
      channel: 'ALIMTALK',
      status: 'SENT',
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'ALIMTALK',
    });
    const before = calls.filter((c) => c.id === b.id).length;
    await runOutboxOnce({ ...deps, now: () => new Date(sweep.getTime() + 60_000) });
    expect(calls.filter((c) => c.id === b.id)).toHaveLength(before);
  });

  it('waits for no report a sender will never give: the chain stops at an accepted step (Solapi without its webhook)', async () => {
    const calls: { id: number; channel: string }[] = [];
    const silentProvider: MessageSender = { ...reportingLater('NR', calls), reportsLater: false };
    const deps = { db: t.database.db, senders: allChannels(silentProvider), now: clock.now, log: silent };
    const { id } = await queueChained('noreport');
    await runOutboxOnce(deps);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', chainStep: 0, stepDeadline: null });
    // Long past any window, neither a worker nor the sweep sends the person a second channel.
    const muchLater = new Date(clock.now().getTime() + 10 * WINDOW_MIN * 60_000);
    await advanceTimedOutSteps(t.database.db, muchLater);
    await runOutboxOnce({ ...deps, now: () => muchLater });
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', chainStep: 0, deliveryStatus: null });
    expect(calls.filter((c) => c.id === id)).toEqual([{ id, channel: 'ALIMTALK' }]);
  });

  it('marks the message failed after its last step fails', async () => {
    const { id } = await queueChained('allfail');
    const refusing: MessageSender = {
      name: 'refusing',
      send: async () => ({ ok: false, error: '수신 거부', retryable: false }),
    };
    const deps = { db: t.database.db, senders: allChannels(refusing), now: clock.now, log: silent };
    for (let i = 0; i < 3; i += 1) await runOutboxOnce(deps);
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', chainStep: 2, deliveryStatus: 'FAILED' });
    expect((await stepsOf(id)).map((s) => s.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  });

  it('sends each chain step once when workers and reports race for it', async () => {
    const N = 40;
    const queued = [];
    for (let i = 0; i < N; i += 1) queued.push(await queueChained(`race${i}`));
    const ids = queued.map((q) => q.id);
    const calls: { id: number; channel: string }[] = [];
    const slow: MessageSender = {
      name: 'slow',
      send: async (m) => {
        calls.push({ id: m.id, channel: m.channel });
        await new Promise((r) => setTimeout(r, 5));
        return { ok: true, providerMessageId: `RACE-${m.id}-${m.channel}` };
      },
    };
    const deps = { db: t.database.db, senders: allChannels(slow), now: clock.now, log: silent };
    // Four workers claim the first steps at once.
    await Promise.all([1, 2, 3, 4].map(() => runOutboxOnce(deps)));
    await runOutboxOnce(deps);
    expect(
      calls
        .filter((c) => ids.includes(c.id))
        .map((c) => c.id)
        .sort((x, y) => x - y),
    ).toEqual(ids);

    // Half the first steps are reported failed twice over while four workers sweep the window for all of them:
    // every message moves on once and its second step goes once.
    const past = new Date(clock.now().getTime() + (WINDOW_MIN + 1) * 60_000);
    const later = { ...deps, now: () => past };
    await Promise.all([
      ...ids
        .slice(0, N / 2)
        .flatMap((id) =>
          [1, 2].map(() => report([{ messageId: `RACE-${id}-ALIMTALK`, statusCode: '3059' }])),
        ),
      ...[1, 2, 3, 4].map(() => runOutboxOnce(later)),
    ]);
    await Promise.all([1, 2, 3, 4].map(() => runOutboxOnce(later)));
    await runOutboxOnce(later);

    const smsCalls = calls.filter((c) => ids.includes(c.id) && c.channel === 'SMS').map((c) => c.id);
    expect(smsCalls.sort((x, y) => x - y)).toEqual(ids);
    const rows = await t.database.db.select().from(messageOutbox).where(inArray(messageOutbox.id, ids));
    expect(rows.every((r) => r.chainStep === 1 && r.channel === 'SMS' && r.status === 'SENT')).toBe(true);
    const steps = await t.database.db
      .select()
      .from(messageDelivery)
      .where(inArray(messageDelivery.outboxId, ids));
    expect(steps).toHaveLength(2 * N);
    expect(steps.filter((s) => s.step === 0 && s.status === 'FAILED')).toHaveLength(N / 2);
    expect(steps.filter((s) => s.step === 0 && s.status === 'TIMEOUT')).toHaveLength(N / 2);
  });

  it('never sends a step whose message is delivered, even to an accepting transport', async () => {
    const { id } = await queueChained('single');
    await runOutboxOnce({
      db: t.database.db,
      senders: allChannels(localStoreSender),
      now: clock.now,
      log: silent,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', chainStep: 0 });
  });

  it("names Solapi's message by its id, and takes a message Solapi refused at once as failed for good", async () => {
    const bodies: unknown[] = [];
    const reply = (json: unknown) => new Response(JSON.stringify(json), { status: 200 });
    const replies = [
      reply({
        groupInfo: {},
        failedMessageList: [],
        messageList: [{ messageId: 'M4V20261202', statusCode: '2000' }],
      }),
      reply({ groupInfo: {}, failedMessageList: [{ statusCode: '1062', statusMessage: '발신번호 미등록' }] }),
    ];
    const sender = solapiSender({
      apiKey: 'key',
      apiSecret: 'secret',
      from: '02-1234-5678',
      pfId: 'PF1',
      baseUrl: 'http://solapi.test',
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return replies.shift()!;
      },
    });
    const message = {
      id: 1,
      channel: 'ALIMTALK' as const,
      recipient: '010-1234-5678',
      subject: null,
      body: '선물을 골라 주세요.',
      templateCode: 'PCS_EVENT_INVITE',
      payload: { '#{name}': '수령자' },
    };
    expect(await sender.send(message)).toEqual({ ok: true, providerMessageId: 'M4V20261202' });
    expect(bodies[0]).toMatchObject({
      showMessageList: true,
      messages: [{ type: 'ATA', to: '01012345678' }],
    });
    expect(await sender.send(message)).toEqual({
      ok: false,
      error: 'solapi 1062: 발신번호 미등록',
      retryable: false,
    });
  });
});
