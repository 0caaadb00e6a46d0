import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type buildTestApp, setupTestApp, testClock } from './helpers/test-app';

const LOGIN = '/v1/ebmp/login.json';
const SEND = '/v1/ebmp/pcs/user/sendAuthNumber.json';
// A small per-address limit so the test reaches it quickly; per-account limits never trigger (a new ID each time).
const env = { LOGIN_MAX_FAILURES_PER_IP: '3' };

let seq = 0;
const failLogin = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  remoteAddress: string,
  xff?: string,
) =>
  app
    .inject({
      method: 'POST',
      url: LOGIN,
      payload: { userId: `nobody-${++seq}`, password: 'Wrong123!' },
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    })
    .then((r) => r.statusCode);

describe('TRUST_PROXY config', () => {
  it('is off by default and accepts true, a hop count or proxy addresses', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('with TRUST_PROXY off (default)', () => {
  const t = setupTestApp(testClock(), env);

  it('a spoofed X-Forwarded-For does not reset the per-address login throttle', async () => {
    const attacker = '203.0.113.7';
    for (let i = 1; i <= 3; i++) expect(await failLogin(t.app, attacker, `198.51.100.${i}`)).toBe(401);
    // Locked by the socket address: a new forwarded address per request changes nothing.
    expect(await failLogin(t.app, attacker, '198.51.100.99')).toBe(429);
    expect(await failLogin(t.app, attacker)).toBe(429);
    // Another real client is not affected.
    expect(await failLogin(t.app, '203.0.113.8')).toBe(401);
  });

  it('a spoofed X-Forwarded-For does not reset the per-address auth-number throttle', async () => {
    const send = (i: number) =>
      t.app
        .inject({
          method: 'POST',
          url: SEND,
          payload: {
            purpose: 'FIND_ID',
            channel: 'PHONE',
            userNm: '아무개',
            telNo: `0107${String(i).padStart(7, '0')}`,
          },
          remoteAddress: '203.0.113.20',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        })
        .then((r) => r.statusCode);
    const codes: number[] = [];
    for (let i = 1; i <= 31; i++) codes.push(await send(i));
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const t = setupTestApp(testClock(), { ...env, TRUST_PROXY: '10.0.0.5' });

  it('keys the throttle on the forwarded client address, and only when the proxy sent it', async () => {
    const proxy = '10.0.0.5';
    for (let i = 0; i < 3; i++) expect(await failLogin(t.app, proxy, '198.51.100.1')).toBe(401);
    expect(await failLogin(t.app, proxy, '198.51.100.1')).toBe(429);
    // A different client behind the same proxy is a different address.
    expect(await failLogin(t.app, proxy, '198.51.100.2')).toBe(401);
    // A direct client that is not the proxy cannot borrow the header.
    const direct = '203.0.113.30';
    for (let i = 0; i < 3; i++) expect(await failLogin(t.app, direct, `198.51.100.${50 + i}`)).toBe(401);
    expect(await failLogin(t.app, direct, '198.51.100.60')).toBe(429);
  });
});
