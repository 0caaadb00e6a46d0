import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, eventTemplate, templateProduct } from '../src/db/schema/index';
import { invalidateLandingPages } from '../src/modules/landing/landing-cache';
import { entryLinks, fillTemplate, withoutAppEntry } from '../src/modules/landing/landing-pages';
import { createProduct } from './helpers/factories';
import { buildTestApp, setupTestApp } from './helpers/test-app';

/** The built index.html's head as Vite writes it (the whole app's entry, preloads and stylesheet). */
const TEMPLATE = `<head>
    <title>PCS</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>`;

describe('server-rendered landing pages link the landing entry, not the whole app (decision 019)', () => {
  it('drops the whole app script, module preloads and stylesheet from the template, and nothing else', () => {
    const head = withoutAppEntry(TEMPLATE);
    expect(head).not.toMatch(/index-A\.js|jsx-runtime-B\.js|index-C\.css/);
    expect(head).toContain('<title>PCS</title>');
    expect(head).toContain('favicon.svg');
  });

  it('links the landing entry with its stylesheets first and its imported chunks preloaded', () => {
    const manifest = {
      'src/entry-landing.tsx': {
        file: 'assets/entry-landing-X.js',
        css: ['assets/entry-landing-Y.css'],
        imports: ['_shared'],
      },
      _shared: { file: 'assets/shared-Z.js', css: ['assets/shared-W.css'] },
    };
    expect(entryLinks(manifest, 'src/entry-landing.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/entry-landing-Y.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/shared-W.css">' +
        '<script type="module" crossorigin src="/assets/entry-landing-X.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-Z.js">',
    );
  });

  it('is null when the manifest has no landing entry (the page is then sent unrendered)', () => {
    expect(entryLinks({}, 'src/entry-landing.tsx')).toBeNull();
  });
});

/** Every replacement pattern String.replace knows, in a name a vendor or an operator may type. */
const DOLLARS = "$` $' $& $$ $1 $<x>";
const PRODUCT_NM = `선물 ${DOLLARS} <b>&</b>`;
const THEME_NM = `테마 ${DOLLARS}`;

/** What React writes for a text or an attribute value. */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
const count = (text: string, part: string) => text.split(part).length - 1;

describe('a landing page keeps names with $ patterns literal', () => {
  it('fills the template with parts that hold replacement patterns as they are', () => {
    const page = fillTemplate('<html><head></head><body><div id="root"></div></body></html>', {
      head: '<meta name="x" content="$\'">',
      root: `<p>${DOLLARS}</p>`,
      data: '<script type="application/json">"$&$`"</script>',
    });
    expect(page).toBe(
      `<html><head><meta name="x" content="$'"></head><body><div id="root"><p>${DOLLARS}</p></div>` +
        '<script type="application/json">"$&$`"</script></body></html>',
    );
  });

  describe('/intro/main rendered by the server', () => {
    const t = setupTestApp();
    let root: string;
    let web: Awaited<ReturnType<typeof buildTestApp>>;

    beforeAll(async () => {
      // A web build made of the sources: the real index.html and server entry (vitest compiles the TSX), so the
      // test needs no `npm run build` and renders what the built bundle renders.
      root = mkdtempSync(path.join(tmpdir(), 'pcs-landing-'));
      mkdirSync(path.join(root, 'dist', '.vite'), { recursive: true });
      mkdirSync(path.join(root, 'dist-ssr'));
      const webDir = path.resolve(__dirname, '../../web');
      writeFileSync(path.join(root, 'dist', 'index.html'), readFileSync(path.join(webDir, 'index.html')));
      writeFileSync(
        path.join(root, 'dist', '.vite', 'landing-manifest.json'),
        JSON.stringify({ 'src/entry-landing.tsx': { file: 'assets/entry-landing.js' } }),
      );
      writeFileSync(
        path.join(root, 'dist-ssr', 'entry-server.js'),
        `export * from ${JSON.stringify(path.join(webDir, 'src', 'entry-server.tsx'))};\n`,
      );

      const db = t.database.db;
      await db.insert(category).values({ categoryCd: '07', categoryNm: '디지털', level: 1, seqNo: 7 });
      await db.insert(eventTemplate).values({ tempSn: 2, tempNm: THEME_NM, seqNo: 2 });
      const p = await createProduct(db, { prodNm: PRODUCT_NM, categoryCd: '07' });
      await db.insert(templateProduct).values({ tempSn: 2, prodSn: p.prodSn, seqNo: 0 });
      invalidateLandingPages();
      web = await buildTestApp(t.database, undefined, { WEB_DIST_DIR: path.join(root, 'dist') });
    });
    afterAll(async () => {
      await web?.app.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('shows the product and theme names escaped, once each place, in an intact page', async () => {
      const res = await web.app.inject({ method: 'GET', url: '/intro/main' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      const html = res.body;

      // The template's pieces appear once: nothing of it was pasted into the page by a name.
      for (const marker of ['<!doctype html>', '<head>', '</head>', '<div id="root">', '</body>', '</html>'])
        expect(count(html, marker), marker).toBe(1);
      expect(count(html, '<script type="application/json"')).toBe(1);
      expect(html.indexOf('<div id="root">')).toBeGreaterThan(html.indexOf('</head>'));

      // The rendered root shows both names, escaped as HTML and otherwise as typed.
      const rootHtml = html.slice(
        html.indexOf('<div id="root">'),
        html.indexOf('<script type="application/json"'),
      );
      expect(rootHtml).toContain(escapeHtml(PRODUCT_NM));
      expect(rootHtml).toContain(escapeHtml(THEME_NM));
      expect(rootHtml).not.toContain('<b>');

      // The embedded replies the browser hydrates from hold the names exactly.
      const data = html.match(/<script type="application\/json" id="[^"]+">(.*?)<\/script>/s)?.[1];
      expect(data).toBeDefined();
      const embedded = JSON.stringify(JSON.parse(data!));
      expect(embedded).toContain(JSON.stringify(PRODUCT_NM));
      expect(embedded).toContain(JSON.stringify(THEME_NM));
    });
  });
});
