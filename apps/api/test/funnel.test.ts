import {
  ACCESS_TARGET,
  AUTH_CD,
  DELIVERY_STATUS,
  EVENT_SEND_PATH,
  FUNNEL_PATH,
  FUNNEL_STAGES,
  type FunnelCounts,
  type FunnelFlags,
  type FunnelRecipientRow,
  funnelCounts,
  funnelFilterMatches,
  MANAGER_ROLES,
  ORDER_STATUS,
} from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageSender } from '../src/adapters/messaging/message-sender';
import { claimLink, messageOutbox, occasionEvent, personalDataAccessLog } from '../src/db/schema/index';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { describeAccess } from './helpers/access-table';
import { applyGiftAs } from './helpers/apply-gift';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { createRule } from './helpers/occasions';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: messages are queued (created_at) in real time, the sign-ins that follow at the app's clock.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock, { PUBLIC_URL: 'https://gift.pcs.test' });
const silent = { error: () => undefined };
const LINK = /https:\/\/gift\.pcs\.test\/i\/([0-9a-f]{32})/;

type Person = { unqUserId: string; userId: string; userNm: string };
let cmpyCd: string;
let otherCmpyCd: string;
let ruleSn: number;
let eventSn: number;
let prodSn: number;
let people: Person[];
let adminToken: string;
let managerToken: string;
let keySeq = 0;
const key = () => `funnel-key-${++keySeq}-${Date.now()}`;

const messagesOf = (unqUserId: string) =>
  t.database.db.select().from(messageOutbox).where(eq(messageOutbox.unqUserId, unqUserId));
const codeOf = async (unqUserId: string) => {
  const m = (await messagesOf(unqUserId))[0]!;
  return LINK.exec(m.body)![1]!;
};
const open = (code: string, userAgent = 'Mozilla/5.0 (iPhone) AppleWebKit KAKAOTALK 10.4.0') =>
  t.app.inject({ method: 'GET', url: `/i/${code}`, headers: { 'user-agent': userAgent } });

async function eventFunnel(token = adminToken) {
  const res = await post(t.app, FUNNEL_PATH.event, { eventSn }, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as {
    counts: FunnelCounts;
    deliveredByChannel: { channel: string; count: number }[];
  };
}
async function recipients(filter: string | null, token = adminToken) {
  const res = await post(t.app, FUNNEL_PATH.recipients, { eventSn, filter, pageSize: 100 }, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as { list: FunnelRecipientRow[]; totalCount: number };
}
const flagsOf = (r: FunnelRecipientRow): FunnelFlags =>
  Object.fromEntries(FUNNEL_STAGES.map((s) => [s, r[s]])) as FunnelFlags;

beforeAll(async () => {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '한빛전자' });
  cmpyCd = cmpy.cmpyCd;
  otherCmpyCd = (await createCompany(db, { cmpyNm: '푸른바다물산' })).cmpyCd;
  people = [];
  for (let i = 0; i < 7; i++)
    people.push(
      await createUser(db, AUTH_CD.clientEmployee, {
        cmpyCd,
        userNm: `퍼널${i}`,
        // p5 has only a mail address, p6 no address at all.
        telNo: i >= 5 ? null : `0101234${5000 + i}`,
        email: i === 6 ? null : `p${i}@hanbit.test`,
      }),
    );
  const prod = await createProduct(db);
  prodSn = prod.prodSn;
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn, stockQty: 100 }],
    recipients: people.map((p) => p.unqUserId),
    overrides: { eventNm: '2026 퍼널 테스트' },
  });
  eventSn = ev.eventSn;
  // An occasion rule whose one send day opened this event (decision 036).
  ruleSn = (await createRule(db, { cmpyCd })).ruleSn;
  await db.insert(occasionEvent).values({ ruleSn, sendDt: '20261201', eventSn });
  adminToken = await loginAs(t.app, (await createUser(db, AUTH_CD.operatorManager)).userId);
  managerToken = await loginAs(t.app, (await createUser(db, AUTH_CD.clientManager, { cmpyCd })).userId);
});

describeAccess('claim funnel', t, {
  endpoints: [
    { url: FUNNEL_PATH.event, body: () => ({ eventSn }) },
    { url: FUNNEL_PATH.recipients, body: () => ({ eventSn }) },
    { url: FUNNEL_PATH.rule, body: () => ({ ruleSn }) },
  ],
  allowed: MANAGER_ROLES,
  cmpyCd: () => cmpyCd,
  foreign: [
    {
      label: "another company's manager reads the funnel",
      role: AUTH_CD.clientManager,
      cmpyCd: () => otherCmpyCd,
      url: FUNNEL_PATH.event,
      body: () => ({ eventSn }),
      expected: 403,
    },
    {
      label: "another company's manager lists the recipients",
      role: AUTH_CD.clientManager,
      cmpyCd: () => otherCmpyCd,
      url: FUNNEL_PATH.recipients,
      body: () => ({ eventSn }),
      expected: 403,
    },
  ],
});

describe('the claim funnel of an event', () => {
  it('is empty before anything was sent', async () => {
    const f = await eventFunnel();
    expect(f.counts).toEqual({ ...funnelCounts([]), recipientCnt: 7 });
    expect(f.deliveredByChannel).toEqual([]);
  });

  it('counts every stage from the outbox, the links, the sign-ins and the orders', async () => {
    const db = t.database.db;
    const [p0, p1, p2, p3, , p5] = people as [Person, Person, Person, Person, Person, Person];
    // Invitations: SMS to everyone with a phone (p4's number refuses it), mail to p5.
    const sms = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn, channel: 'SMS', target: 'ALL', requestKey: key() },
      adminToken,
    );
    expect(sms.body.resultData).toMatchObject({ recipientCnt: 5 });
    const mail = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn, channel: 'MAIL', target: 'USERS', unqUserIds: [p5.unqUserId], requestKey: key() },
      adminToken,
    );
    expect(mail.body.resultData).toMatchObject({ recipientCnt: 1 });
    // Providers that know at once report each message they accept delivered (decision 052's receipts); p4's
    // number refuses the SMS (its chain's next step, mail, is queued and not sent here).
    let providerId = 0;
    const reported = { ok: true as const, report: { status: 'DELIVERED' as const, reason: null } };
    const smsSender: MessageSender = {
      name: 'sms',
      send: async (m) =>
        m.recipient.endsWith('5004')
          ? { ok: false, error: '수신거부 번호', retryable: false }
          : { ...reported, providerMessageId: `sms-${++providerId}` },
    };
    const mailSender: MessageSender = {
      name: 'mail',
      send: async () => ({ ...reported, providerMessageId: `mail-${++providerId}` }),
    };
    await runOutboxOnce({
      db,
      senders: { MAIL: mailSender, SMS: smsSender, ALIMTALK: smsSender },
      now: clock.now,
      log: silent,
    });

    // Each person's link is a random code of their own: nothing personal in it.
    const codes = await Promise.all(people.slice(0, 6).map((p) => codeOf(p.unqUserId)));
    expect(new Set(codes).size).toBe(6);
    for (const [i, p] of people.slice(0, 6).entries()) {
      const link = LINK.exec((await messagesOf(p.unqUserId))[0]!.body)![0];
      expect(link).not.toContain(p.userId);
      expect(link).not.toContain(p.unqUserId);
      expect(codes[i]).toHaveLength(32);
    }

    // p0 opens twice (one open counted, the first time kept); a link preview of p3's message counts for nothing.
    const first = await open(codes[0]!);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://gift.pcs.test/checkDevice');
    const [before] = await db.select().from(claimLink).where(eq(claimLink.code, codes[0]!));
    clock.advanceMinutes(5);
    await open(codes[0]!);
    const [after] = await db.select().from(claimLink).where(eq(claimLink.code, codes[0]!));
    expect(after!.openedAt).toEqual(before!.openedAt);
    await open(codes[3]!, 'facebookexternalhit/1.1;kakaotalk-scrap/1.0;');
    expect((await eventFunnel()).counts.opened).toBe(1);
    for (const i of [1, 2, 3]) await open(codes[i]!);
    // An unknown code is sent on the same way and counts nothing.
    expect((await open('f'.repeat(32))).statusCode).toBe(302);

    // p1 applies and cancels; p2 only picks (the first of the two steps); p3 applies and the gift reaches the door.
    const cancelled = await applyGiftAs(t.app, p1.userId, { eventSn, prodSn, receiverNm: '받는이' });
    await db.execute(
      sql`update gift_order set ord_stat_cd = ${ORDER_STATUS.cancelled} where ord_sn = ${cancelled.ordSn}`,
    );
    await db.execute(sql`update estimate_item set deli_stat_cd = ${DELIVERY_STATUS.cancelled}
      where esti_sn in (select esti_sn from estimate where ord_sn = ${cancelled.ordSn})`);
    await db.execute(
      sql`update event_recipient set used_cnt = 0 where event_sn = ${eventSn} and unq_user_id = ${p1.unqUserId}`,
    );
    const picked = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn, prodSn, quantity: 1 },
      await loginAs(t.app, p2.userId),
    );
    expect(picked.statusCode).toBe(200);
    const delivered = await applyGiftAs(t.app, p3.userId, { eventSn, prodSn, receiverNm: '받는이' });
    await db.execute(sql`update estimate_item set deli_stat_cd = ${DELIVERY_STATUS.delivered}
      where esti_sn in (select esti_sn from estimate where ord_sn = ${delivered.ordSn})`);

    const f = await eventFunnel();
    expect(f.counts).toEqual({
      recipientCnt: 7,
      sent: 6, // p0-p5 (p6 has no address)
      delivered: 5, // p4's SMS failed
      opened: 4, // p0 (twice, counted once), p1, p2, p3 (the preview not counted)
      loggedIn: 3, // p1, p2, p3
      chose: 2, // p2 (picked), p3; p1's cancelled order does not count
      applied: 1, // p3
      doorDelivered: 1, // p3
    });
    expect(f.deliveredByChannel).toEqual([
      { channel: 'SMS', count: 4 },
      { channel: 'MAIL', count: 1 },
    ]);

    // The domain's rule over the per-person rows gives the same counts as the SQL.
    const all = await recipients(null);
    expect(all.totalCount).toBe(7);
    expect(funnelCounts(all.list.map(flagsOf))).toEqual(f.counts);
    expect(all.list.find((r) => r.unqUserId === p5.unqUserId)!.deliveredChannels).toEqual(['MAIL']);
    expect(all.list.find((r) => r.unqUserId === p0.unqUserId)!.deliveredChannels).toEqual(['SMS']);

    // The occasion rule's funnel adds up the events it opened: here the one.
    const rule = await post(t.app, FUNNEL_PATH.rule, { ruleSn }, managerToken);
    expect(rule.body.resultData).toEqual({ ...f, eventCnt: 1 });
  });

  it('filters the recipients as the domain does, names masked for operators and in full for the manager', async () => {
    const all = await recipients(null);
    for (const filter of [
      'DELIVERED_NOT_OPENED',
      'OPENED_NOT_CHOSEN',
      'NOT_SENT',
      'SENT_NOT_DELIVERED',
    ] as const) {
      const listed = await recipients(filter);
      const expected = all.list
        .filter((r) => funnelFilterMatches(filter, flagsOf(r)))
        .map((r) => r.unqUserId);
      expect(listed.list.map((r) => r.unqUserId).sort(), filter).toEqual(expected.sort());
    }
    const id = (i: number) => people[i]!.unqUserId;
    expect((await recipients('DELIVERED_NOT_OPENED')).list.map((r) => r.unqUserId)).toEqual([id(5)]);
    expect((await recipients('OPENED_NOT_CHOSEN')).list.map((r) => r.unqUserId).sort()).toEqual(
      [id(0), id(1)].sort(),
    );
    expect((await recipients('NOT_SENT')).list.map((r) => r.unqUserId)).toEqual([id(6)]);
    expect((await recipients('SENT_NOT_DELIVERED')).list.map((r) => r.unqUserId)).toEqual([id(4)]);
    expect(all.list.every((r) => r.userNm.includes('*'))).toBe(true);
    const mine = await recipients(null, managerToken);
    expect(mine.list.map((r) => r.userNm).sort()).toEqual(people.map((p) => p.userNm).sort());
    const logged = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(
        and(
          eq(personalDataAccessLog.target, ACCESS_TARGET.funnelList),
          eq(personalDataAccessLog.targetId, String(eventSn)),
        ),
      );
    expect(logged.length).toBeGreaterThanOrEqual(7);
  });

  it('sends a targeted reminder to exactly the people of a filter, with the link they already have', async () => {
    const listed = (await recipients('OPENED_NOT_CHOSEN')).list.map((r) => r.unqUserId).sort();
    const codesBefore = await Promise.all(listed.map(codeOf));
    // A client manager may send it: a reminder to those not applied, narrowed by the funnel filter.
    const res = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn,
        kind: 'REMIND',
        channel: 'SMS',
        target: 'NOT_APPLIED',
        funnelFilter: 'OPENED_NOT_CHOSEN',
        requestKey: key(),
      },
      managerToken,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const { eventSendSn, recipientCnt } = res.body.resultData as {
      eventSendSn: number;
      recipientCnt: number;
    };
    expect(recipientCnt).toBe(listed.length);
    const rows = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.eventSendSn, eventSendSn));
    expect(rows.map((r) => r.unqUserId).sort()).toEqual(listed);
    for (const [i, id] of listed.entries()) {
      const row = rows.find((r) => r.unqUserId === id)!;
      expect(LINK.exec(row.body)![1]).toBe(codesBefore[i]);
    }
    // The reminder is queued, not yet sent: the funnel's "sent" is unchanged.
    expect((await eventFunnel(managerToken)).counts.sent).toBe(6);
  });
});
