import { AUTH_CD, EVENT_SEND_PATH, OPERATOR_ADMIN } from '@pcs/domain';
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStoreSender, type MessageSender } from '../src/adapters/messaging/message-sender';
import { appUser, company, companyGroup, event, eventRecipient, messageOutbox } from '../src/db/schema/index';
import { runDueReminders } from '../src/modules/event-send/reminders';
import { runOutboxOnce } from '../src/modules/outbox/outbox-worker';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

// Ahead of real time: rows queued "now" are due for the worker at once.
const clock = testClock(new Date(Date.now() + 3_600_000));
const t = setupTestApp(clock, { PUBLIC_URL: 'https://gift.pcs.test' });
const silent = { error: () => undefined };

type Fx = {
  cmpyCd: string;
  eventSn: number;
  users: { unqUserId: string; userId: string }[];
  prodSn: number;
};
let fx: Fx;
let adminToken: string;
let keySeq = 0;
const key = () => `req-key-${++keySeq}-${Date.now()}`;

const outboxOf = (eventSendSn: number) =>
  t.database.db.select().from(messageOutbox).where(eq(messageOutbox.eventSendSn, eventSendSn));

const loadCmpy = async (eventSn: number) =>
  (await t.database.db.select({ cmpyCd: event.cmpyCd }).from(event).where(eq(event.eventSn, eventSn)))[0]
    ?.cmpyCd;

async function makeEvent(
  n: number,
  endDt = dayjs(clock.now()).add(5, 'day').format('YYYYMMDD'),
): Promise<Fx> {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: '한빛전자' });
  await db.insert(companyGroup).values([
    { cmpyCd: cmpy.cmpyCd, grupCd: 'G1', grupNm: '영업본부' },
    { cmpyCd: cmpy.cmpyCd, grupCd: 'G2', grupNm: '영업1팀', parentGrupCd: 'G1' },
    { cmpyCd: cmpy.cmpyCd, grupCd: 'G3', grupNm: '개발팀' },
  ]);
  const users = [];
  for (let i = 0; i < n; i++)
    users.push(
      await createUser(db, AUTH_CD.clientEmployee, {
        cmpyCd: cmpy.cmpyCd,
        grupCd: i === 0 ? 'G1' : i === 1 ? 'G2' : 'G3',
        userNm: i === 0 ? '김민지' : `수령자${i}`,
        telNo: `0101234${String(5000 + i)}`,
        email: `r${i}@hanbit.test`,
      }),
    );
  const prod = await createProduct(db);
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 100 }],
    recipients: users.map((u) => u.unqUserId),
    overrides: { eventNm: '2026 창립기념 선물', endDt, endTm: '180000', startTm: '090000' },
  });
  return { cmpyCd: cmpy.cmpyCd, eventSn: ev.eventSn, users, prodSn: prod.prodSn };
}

beforeAll(async () => {
  fx = await makeEvent(4);
  const admin = await createUser(t.database.db, AUTH_CD.operatorManager);
  adminToken = await loginAs(t.app, admin.userId);
});

// A client manager of the event's company may preview and send a reminder to the not-applied (and nothing else).
const SENDERS = [...OPERATOR_ADMIN, AUTH_CD.clientManager];
describeAccess('event sends', t, {
  endpoints: [
    {
      url: EVENT_SEND_PATH.preview,
      body: () => ({ eventSn: fx.eventSn, kind: 'REMIND', channel: 'SMS', target: 'NOT_APPLIED' }),
      allowed: SENDERS,
    },
    {
      url: EVENT_SEND_PATH.send,
      body: () => ({
        eventSn: fx.eventSn,
        kind: 'REMIND',
        channel: 'MAIL',
        target: 'NOT_APPLIED',
        requestKey: key(),
      }),
      allowed: SENDERS,
    },
    { url: EVENT_SEND_PATH.history, body: () => ({ eventSn: fx.eventSn }) },
    { url: EVENT_SEND_PATH.messages, body: () => ({ eventSn: fx.eventSn }) },
    { url: EVENT_SEND_PATH.notApplied, body: () => ({ eventSn: fx.eventSn }) },
    { url: EVENT_SEND_PATH.reminderList, body: () => ({ eventSn: fx.eventSn }) },
    {
      url: EVENT_SEND_PATH.reminderSave,
      body: () => ({ eventSn: fx.eventSn, daysBefore: 7, channel: 'MAIL' }),
    },
    { url: EVENT_SEND_PATH.reminderDelete, body: () => ({ reminderSn: 999_999 }) },
  ],
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => fx.cmpyCd,
});

describe('invitations', () => {
  it('previews the message with the recipient own values, masked contact and SMS/LMS kind', async () => {
    const res = await post(
      t.app,
      EVENT_SEND_PATH.preview,
      { eventSn: fx.eventSn, channel: 'SMS', target: 'ALL' },
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const reply = res.body.resultData as {
      recipientCnt: number;
      sampleList: { userNm: string; recipient: string; smsKind: string; body: string }[];
    };
    expect(reply.recipientCnt).toBe(4);
    const first = reply.sampleList.find((s) => s.userNm === '김민지')!;
    expect(first.recipient).toBe('010-1234-****');
    expect(first.smsKind).toBe('LMS');
    expect(first.body).toContain('[한빛전자] 2026 창립기념 선물');
    expect(first.body).toContain('김민지님, 선물을 골라 주세요.');
    expect(first.body).toContain(`아이디: ${fx.users[0]!.userId}`);
    // The preview shows the claim link with a stand-in code; each message gets the person's own (decision 053).
    expect(first.body).toContain(`바로가기: https://gift.pcs.test/i/${'0'.repeat(32)}`);
    expect(first.body).not.toContain('초기 비밀번호');
  });

  it('queues exactly one outbox row per recipient, and a repeated submit queues nothing more', async () => {
    const requestKey = key();
    const body = { eventSn: fx.eventSn, channel: 'ALIMTALK', target: 'ALL', requestKey };
    const first = await post(t.app, EVENT_SEND_PATH.send, body, adminToken);
    expect(first.statusCode).toBe(200);
    const sent = first.body.resultData as { eventSendSn: number; recipientCnt: number; duplicateYn: string };
    expect(sent).toMatchObject({ recipientCnt: 4, duplicateYn: 'N' });
    const again = await Promise.all([
      post(t.app, EVENT_SEND_PATH.send, body, adminToken),
      post(t.app, EVENT_SEND_PATH.send, body, adminToken),
    ]);
    for (const r of again)
      expect(r.body.resultData).toMatchObject({ eventSendSn: sent.eventSendSn, duplicateYn: 'Y' });
    const rows = await outboxOf(sent.eventSendSn);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.unqUserId)).size).toBe(4);
    expect(rows.every((r) => r.channel === 'ALIMTALK' && r.status === 'PENDING')).toBe(true);
    // The database refuses a second row for one recipient of one send, whatever the code does.
    await expect(
      t.database.db.insert(messageOutbox).values({
        channel: 'SMS',
        recipient: '01000000000',
        body: 'x',
        eventSendSn: sent.eventSendSn,
        unqUserId: fx.users[0]!.unqUserId,
      }),
    ).rejects.toThrow();
  });

  it('sends to a group with its sub-groups, or to chosen people of the event only', async () => {
    const group = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn: fx.eventSn, channel: 'MAIL', target: 'GROUP', grupCd: 'G1', requestKey: key() },
      adminToken,
    );
    const groupRows = await outboxOf((group.body.resultData as { eventSendSn: number }).eventSendSn);
    expect(groupRows.map((r) => r.unqUserId).sort()).toEqual(
      [fx.users[0]!.unqUserId, fx.users[1]!.unqUserId].sort(),
    );
    expect(groupRows[0]!.subject).toBe('[선물 안내] 2026 창립기념 선물');

    const chosen = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: fx.eventSn,
        channel: 'SMS',
        target: 'USERS',
        unqUserIds: [fx.users[2]!.unqUserId],
        requestKey: key(),
      },
      adminToken,
    );
    expect(chosen.body.resultData).toMatchObject({ recipientCnt: 1 });

    const missing = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn: fx.eventSn, channel: 'SMS', target: 'GROUP', requestKey: key() },
      adminToken,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body.resultStatus.messageText).toContain('그룹을 선택해 주세요.');
  });

  it('issues an initial password to first-login recipients only as a one-time secret', async () => {
    const db = t.database.db;
    const target = fx.users[3]!;
    await db.update(appUser).set({ firstLoginYn: 'Y' }).where(eq(appUser.unqUserId, target.unqUserId));
    const before = (await db.select().from(appUser).where(eq(appUser.unqUserId, target.unqUserId)))[0]!;
    const preview = await post(
      t.app,
      EVENT_SEND_PATH.preview,
      {
        eventSn: fx.eventSn,
        channel: 'SMS',
        target: 'USERS',
        unqUserIds: [target.unqUserId],
        issuePwdYn: 'Y',
      },
      adminToken,
    );
    const sample = (preview.body.resultData as { sampleList: { body: string }[] }).sampleList[0]!;
    expect(sample.body).toContain('초기 비밀번호: ******');

    const res = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: fx.eventSn,
        channel: 'SMS',
        target: 'USERS',
        unqUserIds: [target.unqUserId, fx.users[2]!.unqUserId],
        issuePwdYn: 'Y',
        requestKey: key(),
      },
      adminToken,
    );
    const rows = await outboxOf((res.body.resultData as { eventSendSn: number }).eventSendSn);
    const withPwd = rows.find((r) => r.unqUserId === target.unqUserId)!;
    const without = rows.find((r) => r.unqUserId === fx.users[2]!.unqUserId)!;
    expect(withPwd.body).toContain('초기 비밀번호: {{secret}}');
    expect(withPwd.secret).toMatch(/^.{12}$/);
    expect(without.secret).toBeNull();
    expect(without.body).not.toContain('초기 비밀번호');
    const after = (await db.select().from(appUser).where(eq(appUser.unqUserId, target.unqUserId)))[0]!;
    expect(after.passwordHash).not.toBe(before.passwordHash);
    const password = withPwd.secret!;
    const login = await post(t.app, '/v1/ebmp/login.json', { userId: target.userId, password });
    expect(login.statusCode).toBe(200);

    const listed = await post(t.app, EVENT_SEND_PATH.messages, { eventSn: fx.eventSn }, adminToken);
    expect(JSON.stringify(listed.body)).not.toContain(password);
    const outbox = await post(t.app, '/v1/ebmp/pcs/outbox/list.json', {}, adminToken);
    expect(JSON.stringify(outbox.body)).not.toContain(password);
  });

  it('honours the scheduled send time and records sent, failed with the reason, and the alimtalk fallback', async () => {
    const ev = await makeEvent(3);
    // A chain that ends with SMS (decision 052): a refused SMS is the message's end here, not a step to mail.
    await t.database.db
      .update(company)
      .set({ channelChain: 'ALIMTALK,SMS' })
      .where(eq(company.cmpyCd, (await loadCmpy(ev.eventSn))!));
    const sendAt = new Date(clock.now().getTime() + 2 * 3_600_000);
    const res = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: ev.eventSn,
        channel: 'ALIMTALK',
        target: 'ALL',
        requestKey: key(),
        sendAt: sendAt.toISOString(),
      },
      adminToken,
    );
    const { eventSendSn } = res.body.resultData as { eventSendSn: number };
    const smsIds: number[] = [];
    const kakao: MessageSender = {
      name: 'kakao',
      send: async (m) =>
        m.recipient.endsWith('5000')
          ? { ok: true }
          : { ok: false, error: '3018 카카오톡 미사용자', retryable: false },
    };
    const sms: MessageSender = {
      name: 'sms',
      send: async (m) => {
        smsIds.push(m.id);
        return m.recipient.endsWith('5002')
          ? { ok: false, error: '수신거부 번호', retryable: false }
          : { ok: true };
      },
    };
    const senders = { MAIL: localStoreSender, SMS: sms, ALIMTALK: kakao };
    const deps = { db: t.database.db, senders, now: clock.now, log: silent };
    await runOutboxOnce(deps);
    expect((await outboxOf(eventSendSn)).every((r) => r.status === 'PENDING')).toBe(true);

    // The worker's own clock moves past the send time (the app's stays, so sessions do not expire).
    const later = { ...deps, now: () => new Date(clock.now().getTime() + 121 * 60_000) };
    await runOutboxOnce(later);
    await runOutboxOnce(later);
    const rows = await outboxOf(eventSendSn);
    const by = (suffix: string) => rows.find((r) => r.recipient.endsWith(suffix))!;
    expect(by('5000')).toMatchObject({ channel: 'ALIMTALK', status: 'SENT', fallbackFrom: null });
    expect(by('5001')).toMatchObject({ channel: 'SMS', status: 'SENT', fallbackFrom: 'ALIMTALK' });
    expect(by('5001').lastError).toBeNull();
    expect(by('5002')).toMatchObject({
      channel: 'SMS',
      status: 'FAILED',
      fallbackFrom: 'ALIMTALK',
      lastError: '수신거부 번호',
    });
    const ids = new Set(rows.map((r) => r.id));
    expect(smsIds.filter((id) => ids.has(id))).toHaveLength(2);

    const history = await post(t.app, EVENT_SEND_PATH.history, { eventSn: ev.eventSn }, adminToken);
    expect((history.body.resultData as { list: unknown[] }).list[0]).toMatchObject({
      eventSendSn,
      recipientCnt: 3,
      queuedCnt: 0,
      sentCnt: 2,
      failedCnt: 1,
      fallbackCnt: 2,
    });
    const failed = await post(
      t.app,
      EVENT_SEND_PATH.messages,
      { eventSn: ev.eventSn, status: 'FAILED' },
      adminToken,
    );
    const failedList = (
      failed.body.resultData as { list: { userNm: string; recipient: string; lastError: string }[] }
    ).list;
    expect(failedList).toHaveLength(1);
    expect(failedList[0]).toMatchObject({ recipient: '010-1234-****', lastError: '수신거부 번호' });
    expect(failedList[0]!.userNm).toContain('*');
  });

  it("sends the default text in each person's language, alimtalk only in Korean, an edited text as written", async () => {
    const db = t.database.db;
    const own = await makeEvent(3);
    const [ko, vi, km] = own.users as [Fx['users'][0], Fx['users'][0], Fx['users'][0]];
    await db.update(appUser).set({ preferredLanguage: 'vi' }).where(eq(appUser.unqUserId, vi.unqUserId));
    await db.update(appUser).set({ preferredLanguage: 'km' }).where(eq(appUser.unqUserId, km.unqUserId));
    const send = async (extra: Record<string, unknown>) => {
      const res = await post(
        t.app,
        EVENT_SEND_PATH.send,
        { eventSn: own.eventSn, target: 'ALL', requestKey: key(), ...extra },
        adminToken,
      );
      expect(res.statusCode).toBe(200);
      const rows = await outboxOf((res.body.resultData as { eventSendSn: number }).eventSendSn);
      return (user: { unqUserId: string }) => rows.find((r) => r.unqUserId === user.unqUserId)!;
    };

    const invite = await send({ channel: 'ALIMTALK', kind: 'INVITE' });
    expect(invite(ko)).toMatchObject({ channel: 'ALIMTALK', templateCode: 'PCS_EVENT_INVITE' });
    expect(invite(ko).body).toContain('님, 선물을 골라 주세요.');
    // No Kakao template in Vietnamese or Khmer: their invitation goes by SMS/LMS in their language.
    expect(invite(vi)).toMatchObject({ channel: 'SMS', templateCode: null, payload: null });
    expect(invite(vi).body).toContain('thân mến, mời bạn chọn quà.');
    expect(invite(vi).body).toContain('https://gift.pcs.test/i/');
    expect(invite(km).body).toContain('សូមជ្រើសរើសកាដូរបស់អ្នក');

    const mail = await send({ channel: 'MAIL', kind: 'REMIND' });
    expect(mail(vi).subject).toBe('[Nhắc chọn quà] 2026 창립기념 선물');
    expect(mail(ko).subject).toBe('[선물 신청 안내] 2026 창립기념 선물');

    const edited = '#{이름}님 공지: #{링크} (#{마감일시}까지)';
    const asWritten = await send({ channel: 'SMS', kind: 'INVITE', body: edited });
    for (const user of [ko, vi, km])
      expect(asWritten(user).body).toMatch(/님 공지: https:\/\/gift\.pcs\.test\/i\//);

    await db.update(appUser).set({ firstLoginYn: 'Y' }).where(eq(appUser.unqUserId, vi.unqUserId));
    const withPassword = await send({ channel: 'SMS', kind: 'INVITE', issuePwdYn: 'Y' });
    expect(withPassword(vi).body).toContain('Mật khẩu ban đầu: {{secret}}');
    expect(withPassword(vi).body).not.toContain('초기 비밀번호');
  });

  it('refuses a send time in the past', async () => {
    const res = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: fx.eventSn,
        channel: 'SMS',
        target: 'ALL',
        requestKey: key(),
        sendAt: new Date(clock.now().getTime() - 3_600_000).toISOString(),
      },
      adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe('예약 발송 시각은 현재 이후여야 합니다.');
  });
});

describe('reminders', () => {
  it('messages only recipients who have not applied, once, when the schedule is due', async () => {
    const start = clock.now();
    const endDt = dayjs(start).add(3, 'day').format('YYYYMMDD');
    const ev = await makeEvent(3, endDt);
    // The first recipient has applied.
    await t.database.db
      .update(eventRecipient)
      .set({ usedCnt: 1 })
      .where(
        and(eq(eventRecipient.eventSn, ev.eventSn), eq(eventRecipient.unqUserId, ev.users[0]!.unqUserId)),
      );
    const saved = await post(
      t.app,
      EVENT_SEND_PATH.reminderSave,
      { eventSn: ev.eventSn, daysBefore: 1, channel: 'SMS' },
      adminToken,
    );
    expect(saved.statusCode).toBe(200);
    const dup = await post(
      t.app,
      EVENT_SEND_PATH.reminderSave,
      { eventSn: ev.eventSn, daysBefore: 1, channel: 'SMS' },
      adminToken,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.body.resultStatus.messageText).toBe('이미 등록된 리마인드 일정입니다.');

    // Due one day before the close (18:00 KST).
    const dueAt = new Date(
      new Date(`${endDt.slice(0, 4)}-${endDt.slice(4, 6)}-${endDt.slice(6, 8)}T18:00:00+09:00`).getTime() -
        86_400_000,
    );
    const reminderClock = testClock(new Date(dueAt.getTime() - 60_000));
    const deps = { db: t.database.db, now: reminderClock.now, publicUrl: 'https://gift.pcs.test' };
    const reminderOf = async () =>
      (
        (await post(t.app, EVENT_SEND_PATH.reminderList, { eventSn: ev.eventSn }, adminToken)).body
          .resultData as { reminderList: { doneAt: string | null; eventSendSn: number }[] }
      ).reminderList[0]!;
    await runDueReminders(deps); // other events' schedules may be due; this one is not yet
    expect((await reminderOf()).doneAt).toBeNull();
    reminderClock.advanceMinutes(2);
    expect(await runDueReminders(deps)).toBe(1);
    expect(await runDueReminders(deps)).toBe(0);

    const reminder = await reminderOf();
    expect(reminder.doneAt).not.toBeNull();
    const rows = await outboxOf(reminder.eventSendSn);
    expect(rows.map((r) => r.unqUserId).sort()).toEqual(
      [ev.users[1]!.unqUserId, ev.users[2]!.unqUserId].sort(),
    );
    expect(rows[0]!.body).toContain('아직 선물을 신청하지 않으셨습니다.');

    const notApplied = await post(t.app, EVENT_SEND_PATH.notApplied, { eventSn: ev.eventSn }, adminToken);
    const na = notApplied.body.resultData as { totalCount: number; list: { lastInviteAt: string | null }[] };
    expect(na.totalCount).toBe(2);
    expect(na.list.every((r) => r.lastInviteAt !== null)).toBe(true);

    // A manual remind from the not-applied view goes to those two as well.
    const manual = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn: ev.eventSn, kind: 'REMIND', channel: 'MAIL', target: 'NOT_APPLIED', requestKey: key() },
      adminToken,
    );
    expect(manual.body.resultData).toMatchObject({ recipientCnt: 2 });
  });
});

describe('outbox workers at scale', () => {
  it('two workers draining one database at once send every row exactly once', async () => {
    const ev = await makeEvent(0);
    const db = t.database.db;
    // 600 recipients through the real send path.
    const ids = Array.from({ length: 600 }, (_, i) => `W${String(i).padStart(7, '0')}`);
    await db.execute(sql`
      insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, tel_no)
      select id, 'w' || id, 'x', '대량' || id, '20', ${ev.cmpyCd}, '010' || lpad(n::text, 8, '0')
      from unnest(${sql.param(ids)}::text[]) with ordinality as u(id, n)`);
    await db.execute(sql`
      insert into event_recipient (event_sn, unq_user_id, allowed_cnt)
      select ${ev.eventSn}, id, 1 from unnest(${sql.param(ids)}::text[]) as u(id)`);
    const res = await post(
      t.app,
      EVENT_SEND_PATH.send,
      { eventSn: ev.eventSn, channel: 'SMS', target: 'ALL', requestKey: key() },
      adminToken,
    );
    const { eventSendSn } = res.body.resultData as { eventSendSn: number };
    const counts = new Map<number, number>();
    const counting: MessageSender = {
      name: 'counting',
      send: async (m) => {
        counts.set(m.id, (counts.get(m.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1));
        return { ok: true };
      },
    };
    const deps = {
      db,
      senders: { MAIL: counting, SMS: counting, ALIMTALK: counting },
      now: clock.now,
      log: silent,
    };
    const drain = async () => {
      while ((await runOutboxOnce(deps, 50)) > 0);
    };
    await Promise.all([drain(), drain()]);
    const rows = await outboxOf(eventSendSn);
    expect(rows).toHaveLength(600);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    expect(rows.every((r) => counts.get(r.id) === 1)).toBe(true);
  });
});
