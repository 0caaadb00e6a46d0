import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternMatcher } from '../src/http/web-entries';
import { buildTestApp, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

describe('web entries (decision 039): the recipient entry for its paths, the whole app for the rest', () => {
  let root: string;
  let web: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'pcs-entries-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>whole app</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(dist, 'recipient.html'),
      '<!doctype html><html><head><title>recipient</title></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'recipient-abc123.js'), 'export {}');
    // The build's precompressed copies (vite.config.ts precompressedAssets): marked so a test sees which was sent.
    writeFileSync(path.join(dist, 'assets', 'office-def456.js'), 'export const office = 1;'.repeat(100));
    writeFileSync(path.join(dist, 'assets', 'office-def456.js.br'), 'brotli copy');
    writeFileSync(path.join(dist, 'assets', 'office-def456.js.gz'), 'gzip copy');
    writeFileSync(
      path.join(dist, '.vite', 'recipient-paths.json'),
      JSON.stringify([
        '/',
        '/login',
        '/m/login',
        '/m/gift/list/:eventSn',
        '/m/serviceCenter/qna/:qnaSn',
        '/m/serviceCenter/qna/save',
      ]),
    );
    writeFileSync(
      path.join(dist, '.vite', 'recipient-preloads.json'),
      JSON.stringify({
        '/m/login': [],
        '/m/gift/list/:eventSn': ['assets/mobile-gift-list-page-x1.js', 'assets/schemas-x2.js'],
        '/m/serviceCenter/qna/:qnaSn': ['assets/mobile-qna-detail-page-x3.js'],
        '/m/serviceCenter/qna/save': ['assets/mobile-qna-save-page-x4.js'],
      }),
    );
    writeFileSync(
      path.join(dist, '.vite', 'office-preloads.json'),
      JSON.stringify({
        '/company/list': [
          'assets/back-office-layout-y1.js',
          'assets/antd-y2.js',
          'assets/company-list-page-y3.js',
          'assets/back-office-layout-y1.css',
        ],
        '/occasion/save/:cmpyCd/:ruleSn': ['assets/back-office-layout-y1.js', 'assets/occasion-save-y4.js'],
        '/serviceCenter/notify/save/:boardId': [
          'assets/back-office-layout-y1.js',
          'assets/notice-save-y5.js',
        ],
      }),
    );
    web = await buildTestApp(t.database, undefined, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await web.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const titleOf = async (url: string) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    return /<title>(.*)<\/title>/.exec(res.body)?.[1];
  };

  it('sends recipient.html for the listed paths, with or without a query or a trailing slash', async () => {
    for (const url of [
      '/',
      '/login',
      '/m/login?x=1',
      '/m/login/',
      '/m/gift/list/12',
      '/m/gift/list/%ED%95%9C',
    ])
      expect(await titleOf(url), url).toBe('recipient');
  });

  it('sends index.html for every other page', async () => {
    for (const url of [
      '/company/list',
      '/m/gift/list',
      '/m/gift/list/12/13',
      '/m/loginx',
      '/gift/list',
      '/m',
    ])
      expect(await titleOf(url), url).toBe('whole app');
  });

  const preloads = async (url: string) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  };

  it("links the route's screen chunk and its imports as module preloads in the recipient page", async () => {
    expect(await preloads('/m/gift/list/1')).toEqual([
      '/assets/mobile-gift-list-page-x1.js',
      '/assets/schemas-x2.js',
    ]);
    expect(await preloads('/m/gift/list/1/?x=2')).toHaveLength(2);
    // Another route of the entry gets its own (here none), a whole-app page without a list none.
    expect(await preloads('/m/login')).toEqual([]);
    expect(await preloads('/gift/list')).toEqual([]);
    // A static segment wins over a parameter (as in the router), whatever the list's order.
    expect(await preloads('/m/serviceCenter/qna/save')).toEqual(['/assets/mobile-qna-save-page-x4.js']);
    expect(await preloads('/m/serviceCenter/qna/7')).toEqual(['/assets/mobile-qna-detail-page-x3.js']);
  });

  it("links a back-office route's layout and screen chunks as module preloads in the whole app's page (decision 050)", async () => {
    expect(await titleOf('/company/list')).toBe('whole app');
    expect(await preloads('/company/list')).toEqual([
      '/assets/back-office-layout-y1.js',
      '/assets/antd-y2.js',
      '/assets/company-list-page-y3.js',
    ]);
    const page = await web.app.inject({ method: 'GET', url: '/company/list' });
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/back-office-layout-y1.css">',
    );
    expect(await preloads('/occasion/save/CLI001/0?tab=1')).toEqual([
      '/assets/back-office-layout-y1.js',
      '/assets/occasion-save-y4.js',
    ]);
    expect(await preloads('/serviceCenter/notify/save/7/')).toHaveLength(2);
    // Not a route of the list (a missing parameter, another screen): the page as it is.
    expect(await preloads('/occasion/save/CLI001')).toEqual([]);
    expect(await preloads('/company/detail/1')).toEqual([]);
    // A recipient path never gets the back office's chunks.
    expect(await preloads('/login')).toEqual([]);
    const first = await web.app.inject({ method: 'GET', url: '/company/list' });
    const again = await web.app.inject({
      method: 'GET',
      url: '/company/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a revalidation of an unchanged recipient page with 304', async () => {
    const first = await web.app.inject({ method: 'GET', url: '/m/gift/list/1' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await web.app.inject({
      method: 'GET',
      url: '/m/gift/list/2',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await web.app.inject({ method: 'GET', url: '/m/login' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('caches hashed assets for a year', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/recipient-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's precompressed copy the browser takes, and the file itself to one that takes neither", async () => {
    const url = '/assets/office-def456.js';
    const br = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli copy');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip copy');
    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const office = 1;'.repeat(100));
  });

  it('serves the whole app everywhere when the build has no recipient entry', async () => {
    const bare = path.join(root, 'bare');
    mkdirSync(bare);
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>whole app</title>');
    const app = await buildTestApp(t.database, undefined, { WEB_DIST_DIR: bare });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/m/login' });
      expect(/<title>(.*)<\/title>/.exec(res.body)?.[1]).toBe('whole app');
    } finally {
      await app.app.close();
    }
  });
});

describe('patternMatcher', () => {
  it('matches static segments exactly and parameters by one non-empty segment', () => {
    const detail = patternMatcher('/m/gift/detail/:eventSn/:prodSn');
    expect(detail('/m/gift/detail/1/2')).toBe(true);
    expect(detail('/m/gift/detail/1/2/')).toBe(true);
    expect(detail('/m/gift/detail/1')).toBe(false);
    expect(detail('/m/gift/detail//2')).toBe(false);
    expect(detail('/m/gift/detail/1/2/3')).toBe(false);
    expect(patternMatcher('/')('/')).toBe(true);
    expect(patternMatcher('/')('/login')).toBe(false);
  });
});
