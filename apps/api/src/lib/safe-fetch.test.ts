import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, createSafeFetch, isPublicAddress, OutboundBlockedError } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    // IPv4-compatible IPv6 (deprecated ::/96) reaches the embedded IPv4 address on some stacks.
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::808:808', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['not-an-address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkOutboundUrl', () => {
  it('wants https without credentials and refuses a literal private host', () => {
    expect(() => checkOutboundUrl(new URL('https://hooks.example.com/x'), false)).not.toThrow();
    expect(() => checkOutboundUrl(new URL('http://hooks.example.com/x'), false)).toThrow(
      OutboundBlockedError,
    );
    expect(() => checkOutboundUrl(new URL('https://u:p@hooks.example.com/x'), false)).toThrow(
      OutboundBlockedError,
    );
    expect(() => checkOutboundUrl(new URL('https://127.0.0.1/x'), false)).toThrow(OutboundBlockedError);
    expect(() => checkOutboundUrl(new URL('https://[::1]/x'), false)).toThrow(OutboundBlockedError);
    expect(() => checkOutboundUrl(new URL('http://127.0.0.1/x'), true)).not.toThrow();
  });
});

describe('createSafeFetch against a local server', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: '/ok' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches it only when private addresses are allowed, and never follows a redirect', async () => {
    const open = createSafeFetch({ allowPrivate: true });
    const response = await open(`http://127.0.0.1:${port}/ok`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect((await open(`http://127.0.0.1:${port}/redirect`)).status).toBe(302);

    const guarded = createSafeFetch({ allowPrivate: false });
    await expect(guarded(`http://127.0.0.1:${port}/ok`)).rejects.toBeInstanceOf(OutboundBlockedError);
  });

  it('refuses a name that resolves to loopback, checked at connect time', async () => {
    const guarded = createSafeFetch({ allowPrivate: false });
    const error = await guarded(`https://localhost:${port}/ok`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(OutboundBlockedError);
  });
});
