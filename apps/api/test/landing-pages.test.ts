import { describe, expect, it } from 'vitest';
import { entryLinks, withoutAppEntry } from '../src/modules/landing/landing-pages';

/** The built index.html's head as Vite writes it (the whole app's entry, preloads and stylesheet). */
const TEMPLATE = `<head>
    <title>PCS</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>`;

describe('server-rendered landing pages link the landing entry, not the whole app (issue 16, decision 019)', () => {
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
