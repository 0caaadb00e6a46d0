import { ACCOUNT_MESSAGES, AUTH_CD, authNumberText, LANGUAGE_HEADER } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authNumber, messageOutbox } from '../src/db/schema/index';
import { lastAuthCode, call as post } from './helpers/auth-numbers';
import { createUser } from './helpers/factories';
import { loginAs, setupTestApp, testClock } from './helpers/test-app';

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
const t = setupTestApp(clock);
const SEND = '/v1/ebmp/pcs/user/sendAuthNumber.json';
const CONFIRM = '/v1/ebmp/main/user/confirmAuthNumber.json';

let phoneSeq = 20000000;
const newPhone = () => `010${++phoneSeq}`;

async function userWithPhone() {
  const telNo = newPhone();
  const user = await createUser(t.database.db, AUTH_CD.clientEmployee, {
    telNo,
    email: `${telNo}@mail.test`,
  });
  return { ...user, telNo };
}

const send = (telNo: string, userNm: string, ip?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: SEND,
      payload: { purpose: 'FIND_ID', channel: 'PHONE', userNm, telNo },
      remoteAddress: ip ?? '10.0.0.1',
    })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() }));

describe('POST sendAuthNumber.json and confirmAuthNumber.json', () => {
  it('sends 6 random digits by SMS through the outbox and stores only their hash', async () => {
    const u = await userWithPhone();
    const res = await send(u.telNo, u.userNm);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData.expiresInSeconds).toBe(180);
    const [outbox] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, u.telNo));
    expect(outbox?.channel).toBe('SMS');
    const code = await lastAuthCode(t.database.db, u.telNo);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(authNumber)
      .where(eq(authNumber.authId, res.body.resultData.authId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('sends by mail when asked', async () => {
    const u = await userWithPhone();
    const res = await post(t.app, SEND, {
      purpose: 'FIND_ID',
      channel: 'EMAIL',
      userNm: u.userNm,
      email: `${u.telNo}@MAIL.test`,
    });
    expect(res.statusCode).toBe(200);
    const [outbox] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, `${u.telNo}@mail.test`));
    expect(outbox?.channel).toBe('MAIL');
  });

  it('sends the number in the language of the page that asked, Korean without one', async () => {
    const bodyFor = async (telNo: string) =>
      (await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, telNo)))[0]?.body;
    const vi = await userWithPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: { [LANGUAGE_HEADER]: 'vi' },
      payload: { purpose: 'FIND_ID', channel: 'PHONE', userNm: vi.userNm, telNo: vi.telNo },
      remoteAddress: '10.0.0.21',
    });
    expect(res.statusCode).toBe(200);
    expect(await bodyFor(vi.telNo)).toBe(authNumberText('{{secret}}', 'vi'));
    expect(await bodyFor(vi.telNo)).toContain('Vui lòng nhập mã');
    const ko = await userWithPhone();
    expect((await send(ko.telNo, ko.userNm, '10.0.0.22')).statusCode).toBe(200);
    expect(await bodyFor(ko.telNo)).toBe('[PCS] 인증번호 [{{secret}}]를 입력해주세요. (3분 이내)');
  });

  it('answers an unknown person exactly like a known one, and sends nothing', async () => {
    const telNo = newPhone();
    const res = await send(telNo, '없는사람');
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData.authId).toMatch(/^[\w-]{43}$/);
    expect(await lastAuthCode(t.database.db, telNo)).toBeNull();
    const wrong = await post(t.app, CONFIRM, { authId: res.body.resultData.authId, authNumber: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authNumberWrong);
  });

  it('confirms once and returns a one-use token; the same number cannot be confirmed again', async () => {
    const u = await userWithPhone();
    const { authId } = (await send(u.telNo, u.userNm)).body.resultData;
    const code = await lastAuthCode(t.database.db, u.telNo);
    const ok = await post(t.app, CONFIRM, { authId, authNumber: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.resultData.authToken).toMatch(/^[\w-]{43}$/);
    const again = await post(t.app, CONFIRM, { authId, authNumber: code });
    expect(again.statusCode).toBe(400);
  });

  it('expires after 3 minutes', async () => {
    const u = await userWithPhone();
    const { authId } = (await send(u.telNo, u.userNm)).body.resultData;
    const code = await lastAuthCode(t.database.db, u.telNo);
    clock.advanceMinutes(3);
    const res = await post(t.app, CONFIRM, { authId, authNumber: code });
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authNumberExpired);
  });

  it('allows at most 5 tries, even the right number after that', async () => {
    const u = await userWithPhone();
    const { authId } = (await send(u.telNo, u.userNm)).body.resultData;
    const code = (await lastAuthCode(t.database.db, u.telNo)) as string;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await post(t.app, CONFIRM, { authId, authNumber: wrongCode });
      expect(res.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authNumberWrong);
    }
    const fifth = await post(t.app, CONFIRM, { authId, authNumber: wrongCode });
    expect(fifth.statusCode).toBe(429);
    const right = await post(t.app, CONFIRM, { authId, authNumber: code });
    expect(right.statusCode).toBe(429);
    expect(right.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authNumberTooManyTries);
  });

  it('checks at most 5 of 20 numbers sent at once, and then not the right one', async () => {
    const u = await userWithPhone();
    const { authId } = (await send(u.telNo, u.userNm)).body.resultData;
    const code = (await lastAuthCode(t.database.db, u.telNo)) as string;
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(
      guesses.map((authNumber) => post(t.app, CONFIRM, { authId, authNumber })),
    );
    expect(
      replies.filter((r) => r.body.resultStatus.messageText === ACCOUNT_MESSAGES.authNumberWrong).length,
    ).toBe(4);
    const right = await post(t.app, CONFIRM, { authId, authNumber: code });
    expect(right.statusCode).toBe(429);
  });

  it('sends one number of 10 asked for at once for the same phone', async () => {
    const u = await userWithPhone();
    const replies = await Promise.all(Array.from({ length: 10 }, () => send(u.telNo, u.userNm)));
    expect(replies.filter((r) => r.statusCode === 200).length).toBe(1);
    expect(replies.filter((r) => r.statusCode === 429).length).toBe(9);
  });

  it('limits resending: 30 seconds apart and 5 numbers in 30 minutes per target', async () => {
    const u = await userWithPhone();
    expect((await send(u.telNo, u.userNm)).statusCode).toBe(200);
    const tooSoon = await send(u.telNo, u.userNm);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authNumberTooSoon);
    for (let i = 0; i < 4; i++) {
      clock.advanceMinutes(1);
      expect((await send(u.telNo, u.userNm)).statusCode).toBe(200);
    }
    clock.advanceMinutes(1);
    const sixth = await send(u.telNo, u.userNm);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.resultStatus.messageText).toBe(ACCOUNT_MESSAGES.authThrottled);
    clock.advanceMinutes(31);
    expect((await send(u.telNo, u.userNm)).statusCode).toBe(200);
  });

  it('limits sending per client address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) expect((await send(newPhone(), '아무개', ip)).statusCode).toBe(200);
    const res = await send(newPhone(), '아무개', ip);
    expect(res.statusCode).toBe(429);
    expect((await send(newPhone(), '아무개', '10.9.9.10')).statusCode).toBe(200);
  });

  it('limits wrong confirmations per client address', async () => {
    const ip = '10.8.8.8';
    const confirm = (authId: string) =>
      t.app
        .inject({
          method: 'POST',
          url: CONFIRM,
          payload: { authId, authNumber: '999999' },
          remoteAddress: ip,
        })
        .then((r) => r.statusCode);
    for (let i = 0; i < 20; i++)
      expect(await confirm(`unknown-auth-id-${String(i).padStart(4, '0')}`)).toBe(400);
    expect(await confirm('unknown-auth-id-9999')).toBe(429);
  });

  it('rejects bad input with a field message', async () => {
    const res = await post(t.app, SEND, {
      purpose: 'FIND_ID',
      channel: 'PHONE',
      userNm: '홍길동',
      telNo: '0101234',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toContain(ACCOUNT_MESSAGES.phoneInvalid);
    const first = await post(t.app, SEND, { purpose: 'FIRST_LOGIN', channel: 'PHONE', telNo: '01011112222' });
    expect(first.statusCode).toBe(401);
  });
});

describe('POST /v1/ebmp/pcs/outbox/list.json', () => {
  it('shows the queued messages to operator admins only, never an auth number', async () => {
    const admin = await createUser(t.database.db, AUTH_CD.operatorAdmin);
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const adminToken = await loginAs(t.app, admin.userId);
    const res = await post(t.app, '/v1/ebmp/pcs/outbox/list.json', {}, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData.messageList.length).toBeGreaterThan(0);
    expect(res.body.resultData.messageList[0].body).toBe(
      '[PCS] 인증번호 [******]를 입력해주세요. (3분 이내)',
    );
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}\]/);
    expect(
      (await post(t.app, '/v1/ebmp/pcs/outbox/list.json', {}, await loginAs(t.app, employee.userId)))
        .statusCode,
    ).toBe(403);
  });
});
