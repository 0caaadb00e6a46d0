import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 055: a recipient screen shows no text of its own, only the catalogue's (t('...')). This finds any Hangul
 * left in the code of the recipient's screens, layouts and shared pieces (comments aside). Files still to be moved
 * onto the catalogue are listed by name below, so the list can only shrink: a new file in scope starts translated.
 */
const SRC = join(process.cwd(), 'apps/web/src');

const RECIPIENT_SOURCES = [
  'app/layouts/mobile-layout.tsx',
  'app/layouts/login-layout.tsx',
  'app/layouts/recipient-layout.tsx',
  'components/ui/dialog-host.tsx',
  'i18n',
  'features/account/pages',
  'features/gift/pages',
  'features/gift/components',
  'features/cart',
  'features/delivery/mobile',
  'features/service-center/pages',
  'components/address',
  'components/payment',
  'components/ui/postcode-search.tsx',
  'components/ui/option-value-text.ts',
  // Shared with the landing, which passes its Korean words: the components themselves hold none.
  'components/ui/sort-bar.tsx',
  'components/ui/pager.tsx',
];

/**
 * In those folders, but screens of the back office, of sign-ups to it, or the staff's desktop service centre (a
 * recipient on a desktop gets the phone's service pages in the desktop layout): Korean by decision 055.
 */
const NOT_RECIPIENT_SCREENS = new Set<string>([
  'features/service-center/pages/faq-list-page.tsx',
  'features/service-center/pages/notice-list-page.tsx',
  'features/service-center/pages/notice-detail-page.tsx',
  'features/service-center/pages/qna-list-page.tsx',
  'features/service-center/pages/qna-detail-page.tsx',
  'features/service-center/pages/qna-save-page.tsx',
  'features/account/pages/sign-up-page.tsx',
  'features/account/pages/vendor-apply-page.tsx',
  'features/account/pages/vendor-apply-success-page.tsx',
  'features/service-center/pages/faq-save-page.tsx',
  'features/service-center/pages/notice-save-page.tsx',
  'features/service-center/pages/inquiry-list-page.tsx',
]);

/** Not yet on the catalogue (relative to src). */
const NOT_YET_TRANSLATED = new Set<string>([]);

const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function sourcesUnder(path: string): string[] {
  const full = join(SRC, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(path, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(path, entry.name)]
        : [],
  );
}

describe('recipient screens', () => {
  const files = RECIPIENT_SOURCES.flatMap(sourcesUnder).filter((file) => !NOT_RECIPIENT_SCREENS.has(file));

  it('hold no Korean text outside the catalogue', () => {
    const offending = files
      .filter((file) => !NOT_YET_TRANSLATED.has(file))
      .flatMap((file) =>
        withoutComments(readFileSync(join(SRC, file), 'utf8'))
          .split('\n')
          .flatMap((line, i) => (HANGUL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offending).toEqual([]);
  });

  it('list as untranslated only files that exist and still hold Korean', () => {
    const stale = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || !HANGUL.test(withoutComments(readFileSync(join(SRC, file), 'utf8'))),
    );
    expect(stale.map((file) => relative('.', file))).toEqual([]);
  });
});
