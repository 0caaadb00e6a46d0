import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATH, AUTH_CD, DELIVERY_FLOW_PATH, defaultMessageBody, EVENT_SEND_PATH } from '@pcs/domain';
import dayjs from 'dayjs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMailboxSender } from '../src/adapters/messaging/message-sender';
import { eventRecipient, eventSend, messageOutbox } from '../src/db/schema/index';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows queued "now" are due for the worker at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock, { PUBLIC_URL: 'https://gift.pcs.test' });
const silent = { error: () => undefined };
/** A text with its claim-link code (random per person, decision 053) replaced by a stand-in. */
const withoutCode = (text: string) => text.replace(/\/i\/[0-9a-f]{32}/g, '/i/{code}');

type Person = { unqUserId: string; userId: string; userNm: string };
type Company = { cmpyCd: string; eventSn: number; people: Person[]; managerToken: string };
let a: Company;
let b: Company;
/** A user of company A who is not a recipient of A's event. */
let bystander: Person;
let adminToken: string;
let mailbox: string;
let keySeq = 0;
let phoneSeq = 0;
const key = () => `texts-key-${++keySeq}-${Date.now()}`;
const closeText = () => `${dayjs(clock.now()).add(5, 'day').format('YYYY.MM.DD')} 18:00`;

async function makeCompany(cmpyNm: string, names: string[]): Promise<Company> {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm });
  const people: Person[] = [];
  for (const [i, userNm] of names.entries()) {
    const u = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpy.cmpyCd,
      userNm,
      telNo: `0109876${String(1000 + ++phoneSeq)}`,
      email: `p${i}@${cmpy.cmpyCd.toLowerCase()}.test`,
    });
    people.push({ unqUserId: u.unqUserId, userId: u.userId, userNm });
  }
  const prod = await createProduct(db);
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 50 }],
    recipients: people.map((p) => p.unqUserId),
    overrides: {
      eventNm: `${cmpyNm} 감사 선물`,
      endDt: dayjs(clock.now()).add(5, 'day').format('YYYYMMDD'),
      endTm: '180000',
    },
  });
  const manager = await createUser(db, AUTH_CD.clientManager, { cmpyCd: cmpy.cmpyCd });
  return {
    cmpyCd: cmpy.cmpyCd,
    eventSn: ev.eventSn,
    people,
    managerToken: await loginAs(t.app, manager.userId),
  };
}

const send = (body: Record<string, unknown>, token = adminToken) =>
  post(t.app, EVENT_SEND_PATH.send, { requestKey: key(), ...body }, token);
const sendSn = (res: { body: { resultData: unknown } }) =>
  (res.body.resultData as { eventSendSn: number }).eventSendSn;
const rowsOf = (eventSendSn: number) =>
  t.database.db.select().from(messageOutbox).where(eq(messageOutbox.eventSendSn, eventSendSn));
const sendCount = async () =>
  (await t.database.db.select({ sn: eventSend.eventSendSn }).from(eventSend)).length;

/** Drains the outbox into the local mailbox and returns the files written for these rows, by recipient. */
async function deliver(eventSendSn: number): Promise<Map<string, string>> {
  const senders = {
    MAIL: localMailboxSender(mailbox),
    SMS: localMailboxSender(mailbox),
    ALIMTALK: localMailboxSender(mailbox),
  };
  while ((await runOutboxOnce({ db: t.database.db, senders, now: clock.now, log: silent }, 100)) > 0);
  const rows = await rowsOf(eventSendSn);
  expect(rows.every((r) => r.status === 'SENT')).toBe(true);
  const files = await readdir(mailbox);
  const byRecipient = new Map<string, string>();
  for (const r of rows) {
    const file = files.find((f) => f.startsWith(`${String(r.id).padStart(8, '0')}-`));
    expect(file, `mailbox file of message ${r.id}`).toBeDefined();
    byRecipient.set(r.recipient, await readFile(path.join(mailbox, file!), 'utf8'));
  }
  return byRecipient;
}

beforeAll(async () => {
  mailbox = await mkdtemp(path.join(tmpdir(), 'pcs-send-texts-'));
  a = await makeCompany('한빛전자', ['김민지', '이서준', '박하은', '최도윤']);
  b = await makeCompany('미래상사', ['정우진']);
  const other = await createUser(t.database.db, AUTH_CD.clientEmployee, {
    cmpyCd: a.cmpyCd,
    userNm: '오세훈',
  });
  bystander = { unqUserId: other.unqUserId, userId: other.userId, userNm: '오세훈' };
  const admin = await createUser(t.database.db, AUTH_CD.operatorManager);
  adminToken = await loginAs(t.app, admin.userId);
});
afterAll(async () => {
  await rm(mailbox, { recursive: true, force: true });
});

const CUSTOM = '#{이름}님, #{이벤트명} 선물을 #{마감일시}까지 골라 주세요.\n#{링크}\n(아이디 #{아이디})';

describe('edited texts', () => {
  it('delivers the edited SMS with each recipient own values, to the chosen people only', async () => {
    const [minji, seojun] = a.people;
    const res = await send({
      eventSn: a.eventSn,
      channel: 'SMS',
      target: 'USERS',
      unqUserIds: [minji!.unqUserId, seojun!.unqUserId],
      body: CUSTOM,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toMatchObject({ recipientCnt: 2, duplicateYn: 'N' });
    const rows = await rowsOf(sendSn(res));
    expect(rows.map((r) => r.unqUserId).sort()).toEqual([minji!.unqUserId, seojun!.unqUserId].sort());

    const files = await deliver(sendSn(res));
    const texts = [...files.values()];
    expect(texts).toHaveLength(2);
    for (const person of [minji!, seojun!]) {
      const text = withoutCode(texts.find((x) => x.includes(`${person.userNm}님,`))!);
      expect(text).toContain(
        `${person.userNm}님, 한빛전자 감사 선물 선물을 ${closeText()}까지 골라 주세요.\nhttps://gift.pcs.test/i/{code}\n(아이디 ${person.userId})`,
      );
      expect(text).not.toContain('#{');
    }
  });

  it('delivers an edited mail subject and body', async () => {
    const res = await send({
      eventSn: a.eventSn,
      channel: 'MAIL',
      target: 'USERS',
      unqUserIds: [a.people[2]!.unqUserId],
      subject: '#{이름}님께 드리는 #{회사명} 선물',
      body: CUSTOM,
    });
    expect(res.statusCode).toBe(200);
    const [text] = [...(await deliver(sendSn(res))).values()];
    expect(text).toContain('subject: 박하은님께 드리는 한빛전자 선물');
    expect(text).toContain(`박하은님, 한빛전자 감사 선물 선물을 ${closeText()}까지 골라 주세요.`);
  });

  it('sends an edited alimtalk by SMS/LMS (templates are fixed), and an unedited one as alimtalk', async () => {
    const target = {
      eventSn: a.eventSn,
      channel: 'ALIMTALK',
      target: 'USERS',
      unqUserIds: [a.people[0]!.unqUserId],
    };
    const preview = await post(t.app, EVENT_SEND_PATH.preview, { ...target, body: CUSTOM }, adminToken);
    expect(preview.body.resultData).toMatchObject({ sendChannel: 'SMS', recipientCnt: 1 });
    const edited = await send({ ...target, body: CUSTOM });
    const [row] = await rowsOf(sendSn(edited));
    expect(row).toMatchObject({ channel: 'SMS', templateCode: null, fallbackFrom: null });
    const [history] = await t.database.db
      .select()
      .from(eventSend)
      .where(eq(eventSend.eventSendSn, sendSn(edited)));
    expect(history!.channel).toBe('SMS');

    const unedited = await send({ ...target, body: `${defaultMessageBody('INVITE')}\n` });
    const [plain] = await rowsOf(sendSn(unedited));
    expect(plain).toMatchObject({ channel: 'ALIMTALK', templateCode: 'PCS_EVENT_INVITE' });
  });

  it('refuses unknown variables by name, and a text without the link or the close time, queueing nothing', async () => {
    const before = await sendCount();
    const base = { eventSn: a.eventSn, channel: 'SMS', target: 'ALL' };
    const unknown = await send({ ...base, body: '#{이름} #{직급}님, #{부서} #{링크} #{마감일시}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.resultStatus.messageText).toBe(
      '알 수 없는 변수가 있습니다: #{직급}, #{부서}. 목록에 있는 변수만 쓸 수 있습니다.',
    );
    const noLink = await send({ ...base, body: '#{이름}님, #{마감일시}까지 골라 주세요.' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.body.resultStatus.messageText).toBe(
      '받는 분이 선물을 고르려면 링크와 마감 일시가 필요합니다. 문구에 #{링크} 변수를 넣어 주세요.',
    );
    const noClose = await post(t.app, EVENT_SEND_PATH.preview, { ...base, body: '#{링크}' }, adminToken);
    expect(noClose.statusCode).toBe(400);
    expect(noClose.body.resultStatus.messageText).toContain('#{마감일시} 변수를');
    const secret = await send({ ...base, body: '{{secret}} #{링크} #{마감일시}' });
    expect(secret.body.resultStatus.messageText).toContain('{{secret}}');
    const badSubject = await send({ ...base, channel: 'MAIL', subject: '#{직급} 안내', body: CUSTOM });
    expect(badSubject.body.resultStatus.messageText).toContain('#{직급}');
    const control = await send({ ...base, body: `\u0001N ${CUSTOM}` });
    // The markers the database fills in per recipient are control characters, which no request carries.
    expect(control.body.resultStatus.messageText).toBe('허용되지 않는 문자가 포함되어 있습니다. (body)');
    expect(await sendCount()).toBe(before);
  });

  it('refuses a phone text beyond 2,000 bytes for its longest recipient; a mail may be longer', async () => {
    const body = `${'가'.repeat(980)} #{이름} #{링크} #{마감일시}`;
    const base = { eventSn: a.eventSn, target: 'ALL', body };
    const preview = await post(t.app, EVENT_SEND_PATH.preview, { ...base, channel: 'SMS' }, adminToken);
    const maxBytes = (preview.body.resultData as { maxBytes: number }).maxBytes;
    // 980 Hangul, the longest name (3 characters), the link, the close time and three spaces.
    expect(maxBytes).toBe(1960 + 6 + 'https://gift.pcs.test/i/'.length + 32 + 16 + 3);
    const refused = await send({ ...base, channel: 'SMS' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(
      `문자는 2,000바이트까지 보낼 수 있습니다. 지금 문구는 받는 분에 따라 최대 ${maxBytes.toLocaleString('ko-KR')}바이트입니다.`,
    );
    expect((await send({ ...base, channel: 'MAIL' })).statusCode).toBe(200);
    const mailPreview = await post(t.app, EVENT_SEND_PATH.preview, { ...base, channel: 'MAIL' }, adminToken);
    expect((mailPreview.body.resultData as { maxBytes: number | null }).maxBytes).toBeNull();
  });

  it('queues an edited send once however often it is submitted', async () => {
    const body = { eventSn: a.eventSn, channel: 'SMS', target: 'ALL', body: CUSTOM, requestKey: key() };
    const [first, second] = await Promise.all([send(body), send(body)]);
    const sns = new Set([sendSn(first), sendSn(second)]);
    expect(sns.size).toBe(1);
    expect(
      [first, second].map((r) => (r.body.resultData as { duplicateYn: string }).duplicateYn).sort(),
    ).toEqual(['N', 'Y']);
    expect(await rowsOf(sendSn(first))).toHaveLength(4);
  });
});

describe('chosen people', () => {
  it('refuses a chosen person who is not a recipient of the event: another company, or not invited', async () => {
    const before = await sendCount();
    for (const stranger of [b.people[0]!, bystander]) {
      const res = await send({
        eventSn: a.eventSn,
        channel: 'SMS',
        target: 'USERS',
        unqUserIds: [a.people[3]!.unqUserId, stranger.unqUserId],
      });
      expect(res.statusCode).toBe(403);
      expect(res.body.resultStatus.messageText).toBe(
        '선택한 사람 중 이 이벤트의 수령자가 아닌 사람이 있습니다.',
      );
      const preview = await post(
        t.app,
        EVENT_SEND_PATH.preview,
        { eventSn: a.eventSn, channel: 'SMS', target: 'USERS', unqUserIds: [stranger.unqUserId] },
        adminToken,
      );
      expect(preview.statusCode).toBe(403);
    }
    const malformed = await send({
      eventSn: a.eventSn,
      channel: 'SMS',
      target: 'USERS',
      unqUserIds: ["x' or 1=1"],
    });
    expect(malformed.statusCode).toBe(400);
    expect(await sendCount()).toBe(before);
  });

  it('sends a reminder to the chosen who have not applied only', async () => {
    const [applied, waiting] = [a.people[0]!, a.people[1]!];
    await t.database.db
      .update(eventRecipient)
      .set({ usedCnt: 1 })
      .where(and(eq(eventRecipient.eventSn, a.eventSn), eq(eventRecipient.unqUserId, applied.unqUserId)));
    const res = await send({
      eventSn: a.eventSn,
      kind: 'REMIND',
      channel: 'SMS',
      target: 'USERS',
      unqUserIds: [applied.unqUserId, waiting.unqUserId],
    });
    expect(res.body.resultData).toMatchObject({ recipientCnt: 1 });
    expect((await rowsOf(sendSn(res))).map((r) => r.unqUserId)).toEqual([waiting.unqUserId]);
    await t.database.db
      .update(eventRecipient)
      .set({ usedCnt: 0 })
      .where(and(eq(eventRecipient.eventSn, a.eventSn), eq(eventRecipient.unqUserId, applied.unqUserId)));
  });

  it("lists the event's recipients for the picker, searchable, masked, not-applied only for a reminder", async () => {
    await t.database.db
      .update(eventRecipient)
      .set({ usedCnt: 1 })
      .where(
        and(eq(eventRecipient.eventSn, a.eventSn), eq(eventRecipient.unqUserId, a.people[3]!.unqUserId)),
      );
    const list = async (body: Record<string, unknown>, token = adminToken) =>
      (await post(t.app, API_PATH.eventRecipientList, { eventSn: a.eventSn, ...body }, token)).body
        .resultData as { totalCount: number; list: { userNm: string; userId: string; stateNm: string }[] };
    expect((await list({})).totalCount).toBe(4);
    const waiting = await list({ appliedYn: 'N' }, a.managerToken);
    expect(waiting.totalCount).toBe(3);
    expect(waiting.list.every((r) => r.stateNm !== '신청완료' && r.userNm.includes('*'))).toBe(true);
    const found = await list({ searchText: '하은' });
    expect(found.list).toEqual([expect.objectContaining({ userNm: '박*은', userId: a.people[2]!.userId })]);
    expect((await list({ searchText: a.people[1]!.userId })).totalCount).toBe(1);
  });
});

describe('a client manager', () => {
  it('reminds the not-applied of their own company with an edited text, all or chosen', async () => {
    const all = await send(
      { eventSn: a.eventSn, kind: 'REMIND', channel: 'MAIL', target: 'NOT_APPLIED', body: CUSTOM },
      a.managerToken,
    );
    expect(all.statusCode).toBe(200);
    // The fourth recipient applied in the picker test.
    expect(all.body.resultData).toMatchObject({ recipientCnt: 3 });
    const chosen = await post(
      t.app,
      DELIVERY_FLOW_PATH.notApplyRemind,
      {
        cmpyCd: a.cmpyCd,
        eventSn: a.eventSn,
        unqUserIds: [a.people[1]!.unqUserId],
        body: '#{이름}님, 오늘 #{마감일시}에 마감됩니다. #{링크}',
        requestKey: key(),
      },
      a.managerToken,
    );
    expect(chosen.body.resultData).toEqual({ queued: 1 });
    const [last] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.unqUserId, a.people[1]!.unqUserId))
      .orderBy(desc(messageOutbox.id))
      .limit(1);
    expect({ ...last, body: withoutCode(last!.body) }).toMatchObject({
      channel: 'SMS',
      body: `이서준님, 오늘 ${closeText()}에 마감됩니다. https://gift.pcs.test/i/{code}`,
    });
  });

  it('is refused invitations, other targets, passwords, another company and its people', async () => {
    const before = await sendCount();
    const own = { eventSn: a.eventSn, kind: 'REMIND', channel: 'SMS', target: 'NOT_APPLIED' };
    const refused = [
      { ...own, kind: 'INVITE' },
      { ...own, target: 'ALL' },
      { ...own, issuePwdYn: 'Y' },
    ];
    for (const body of refused) {
      const res = await send(body, a.managerToken);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.body.resultStatus.messageText).toBe(
        '고객사 담당자는 미신청자에게 보내는 리마인드만 발송할 수 있습니다.',
      );
    }
    expect((await send({ ...own, eventSn: b.eventSn }, a.managerToken)).statusCode).toBe(403);
    expect(
      (await post(t.app, EVENT_SEND_PATH.preview, { ...own, eventSn: b.eventSn }, a.managerToken)).statusCode,
    ).toBe(403);
    const foreignPerson = await send(
      { ...own, target: 'USERS', unqUserIds: [b.people[0]!.unqUserId] },
      a.managerToken,
    );
    expect(foreignPerson.statusCode).toBe(403);
    const foreignRemind = await post(
      t.app,
      DELIVERY_FLOW_PATH.notApplyRemind,
      { cmpyCd: b.cmpyCd, eventSn: b.eventSn, requestKey: key() },
      a.managerToken,
    );
    expect(foreignRemind.statusCode).toBe(403);
    const ownCodeForeignEvent = await post(
      t.app,
      DELIVERY_FLOW_PATH.notApplyRemind,
      { cmpyCd: a.cmpyCd, eventSn: b.eventSn, requestKey: key() },
      a.managerToken,
    );
    expect(ownCodeForeignEvent.statusCode).toBe(404);
    expect(await sendCount()).toBe(before);
  });
});
