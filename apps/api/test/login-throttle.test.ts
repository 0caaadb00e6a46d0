import { ACCOUNT_MESSAGES, LOGIN_THROTTLED_TEXT } from '@pcs/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, messageOutbox } from '../src/db/schema/index';
import { purgeLoginThrottles } from '../src/modules/auth/login';
import { createUser, TEST_PASSWORD } from './helpers/factories';
import { setupTestApp, testClock } from './helpers/test-app';

const clock = testClock(new Date('2026-11-20T01:00:00Z'));
// A small address budget so the NAT case needs few argon2 checks; the pair rule keeps its default (5).
const ADDRESS_BUDGET = 8;
const t = setupTestApp(clock, { LOGIN_MAX_FAILURES_PER_IP: String(ADDRESS_BUDGET) });

let addressCounter = 0;
/** A fresh client address per test, so one test's failures never slow another's. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const login = async (userId: string, password: string, remoteAddress: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ebmp/login.json',
    payload: { userId, password },
    remoteAddress,
  });
  return {
    status: res.statusCode,
    text: res.json().resultStatus.messageText as string,
    retryAfter: res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']),
  };
};

const advanceSeconds = (s: number) => clock.advanceMinutes(s / 60);

describe('failed logins slow down the address that fails, not the owner', () => {
  it('lets the owner in from address B after wrong passwords from address A', async () => {
    const owner = await createUser(t.database.db);
    const [a, b] = [freshAddress(), freshAddress()];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(owner.userId, `wrong-${i}`, a)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // A is told to wait, even with the right password; B has not failed and gets in at once.
    const fromA = await login(owner.userId, TEST_PASSWORD, a);
    expect(fromA.status).toBe(429);
    expect(fromA.text).toBe(LOGIN_THROTTLED_TEXT);
    expect((await login(owner.userId, TEST_PASSWORD, b)).status).toBe(200);
  });

  it('makes each wait after the free failures longer, and says how long (Retry-After)', async () => {
    const owner = await createUser(t.database.db);
    const a = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(owner.userId, `wrong-${i}`, a)).status).toBe(401);
    const first = await login(owner.userId, 'wrong-5', a);
    expect(first).toMatchObject({ status: 429, retryAfter: 30 });
    advanceSeconds(29);
    expect((await login(owner.userId, TEST_PASSWORD, a)).status).toBe(429);
    advanceSeconds(1);
    // One check after the wait; the next attempt waits twice as long.
    expect((await login(owner.userId, 'wrong-6', a)).status).toBe(401);
    expect(await login(owner.userId, 'wrong-7', a)).toMatchObject({ status: 429, retryAfter: 60 });
    advanceSeconds(60);
    expect((await login(owner.userId, TEST_PASSWORD, a)).status).toBe(200);
  });

  it('slows an address with many failures for a few seconds, and then lets a right password from it in', async () => {
    const nat = freshAddress();
    const victims = await Promise.all([1, 2, 3].map(() => createUser(t.database.db)));
    const colleague = await createUser(t.database.db);
    // Failures spread over accounts (a password spray, or many colleagues mistyping behind one NAT address).
    let refused: Awaited<ReturnType<typeof login>> | null = null;
    for (let i = 0; i < ADDRESS_BUDGET + 3 && !refused; i += 1) {
      const res = await login(victims[i % 3]!.userId, `wrong-${i}`, nat);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(401);
    }
    expect(refused?.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused?.retryAfter).toBeLessThanOrEqual(8);

    const first = await login(colleague.userId, TEST_PASSWORD, nat);
    if (first.status === 429) {
      expect(first.retryAfter).toBeLessThanOrEqual(8);
      advanceSeconds(first.retryAfter ?? 0);
      expect((await login(colleague.userId, TEST_PASSWORD, nat)).status).toBe(200);
    } else expect(first.status).toBe(200);
    // Another address is not affected at all.
    expect((await login(victims[0]!.userId, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('tells the owner once when their account sees many failures, from however many addresses', async () => {
    const owner = await createUser(t.database.db, undefined, { telNo: '01055551234' });
    // Sent at once: the failure that reaches the threshold is counted by exactly one request.
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(owner.userId, `wrong-${i}`, freshAddress())),
    );
    expect(replies.every((r) => r.status === 401)).toBe(true);
    const notices = await t.database.db
      .select({ channel: messageOutbox.channel, body: messageOutbox.body })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.recipient, '01055551234')));
    expect(notices).toEqual([{ channel: 'SMS', body: ACCOUNT_MESSAGES.loginFailuresNotice }]);
    // The owner is not locked out by those failures.
    expect((await login(owner.userId, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('checks at most 5 of 20 wrong passwords sent at once from one address, and the owner elsewhere still gets in', async () => {
    const owner = await createUser(t.database.db);
    const a = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(owner.userId, `wrong-${i}`, a)),
    );
    expect(replies.filter((r) => r.status === 401).length).toBe(5);
    expect(replies.filter((r) => r.status === 429).length).toBe(15);
    expect((await login(owner.userId, TEST_PASSWORD, a)).status).toBe(429);
    expect((await login(owner.userId, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });
});

describe('old counters', () => {
  it('are purged a day after their window, not before', async () => {
    const owner = await createUser(t.database.db);
    const a = freshAddress();
    for (let i = 0; i < 6; i += 1) await login(owner.userId, `wrong-${i}`, a);
    const keys = async () =>
      (
        await t.database.db
          .select({ key: loginThrottle.throttleKey })
          .from(loginThrottle)
          .where(like(loginThrottle.throttleKey, `%${a}`))
      ).map((r) => r.key);
    expect(await keys()).toHaveLength(2);
    expect(await purgeLoginThrottles({ db: t.database.db, now: clock.now })).toBe(0);
    clock.advanceMinutes(25 * 60);
    expect(await purgeLoginThrottles({ db: t.database.db, now: clock.now })).toBeGreaterThanOrEqual(2);
    expect(await keys()).toEqual([]);
  });
});

describe('confirmId.json (the sign-up form must be told whether an ID is free)', () => {
  const confirmId = async (userId: string, remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ebmp/confirmId.json',
      payload: { userId },
      remoteAddress,
    });
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, retryAfter: retryAfter === undefined ? null : Number(retryAfter) };
  };

  it('rations the answers per address: after 30 checks each waits longer, and nothing locks', async () => {
    const a = freshAddress();
    for (let i = 0; i < 30; i += 1) expect((await confirmId(`free-id-${i}`, a)).status).toBe(200);
    expect(await confirmId('free-id-30', a)).toEqual({ status: 429, retryAfter: 1 });
    // Another address is not affected.
    expect((await confirmId('free-id-30', freshAddress())).status).toBe(200);
    advanceSeconds(1);
    expect((await confirmId('free-id-31', a)).status).toBe(200);
    expect(await confirmId('free-id-32', a)).toEqual({ status: 429, retryAfter: 2 });
    advanceSeconds(2);
    expect((await confirmId('free-id-33', a)).status).toBe(200);
  });
});
