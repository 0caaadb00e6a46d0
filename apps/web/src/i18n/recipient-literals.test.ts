import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  'app/layouts/audience-layout.tsx',
  'app/lazy-screen.tsx',
  'app/pages/not-found-page.tsx',
  'app/pages/route-error-page.tsx',
  'app/guards',
  'app/light-router',
  'components/ui/dialog-host.tsx',
  'components/ui/modal.tsx',
  'components/ui/product-grid.tsx',
  'i18n',
  'features/account/pages',
  'features/account/components',
  'features/account/domain-texts.ts',
  'features/gift/pages',
  'features/gift/components',
  'features/cart',
  'features/delivery',
  'features/service-center/pages',
  'features/service-center/components',
  'components/address',
  'components/payment',
  'components/ui/postcode-search.tsx',
  'components/ui/option-value-text.ts',
  // Shared with the landing, which passes its Korean words: the components themselves hold none.
  'components/ui/sort-bar.tsx',
  'components/ui/pager.tsx',
];

const BACK_OFFICE_DELIVERY =
  "the staff's delivery screens (fulfilment, release, payment, returns to decide): a recipient (10, 20) gets the phone's screens at the same paths (routes.tsx audiencePage)";
const MANAGERS_OWN_ORDERS =
  "the client manager's (25) own orders and returns inside the back office: recipients (10, 20) get the phone's screens there, and the API answers a manager in Korean (recipientLanguage)";
const STAFF_SERVICE_CENTRE =
  "the staff's desktop service centre: a recipient on a desktop gets the phone's service pages in the desktop layout";
const VENDOR_APPLY = "vendors' applications to the back office";
const SIGN_UP =
  'an application made under the Korean terms and consent documents (legal texts): the person has no account yet, and its decision mail is Korean like the form';

/** In those folders, but not a recipient's screen: Korean by decision 055, each with the reason. */
const NOT_RECIPIENT_SCREENS = new Map<string, string>([
  ['features/service-center/pages/faq-list-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/notice-list-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/notice-detail-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/qna-list-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/qna-detail-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/qna-save-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/faq-save-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/notice-save-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/service-center/pages/inquiry-list-page.tsx', STAFF_SERVICE_CENTRE],
  ['features/account/pages/sign-up-page.tsx', SIGN_UP],
  ['features/account/pages/vendor-apply-page.tsx', VENDOR_APPLY],
  ['features/account/pages/vendor-apply-success-page.tsx', VENDOR_APPLY],
  // The spec's Korean tab names, read only by the test that pins the catalogue's Korean to them.
  ['features/account/my-page-tabs.ts', 'spec names pinned by catalogue-texts.test.ts, never shown'],
  ['features/delivery/flow/my-orders-desktop.tsx', MANAGERS_OWN_ORDERS],
  ['features/delivery/pages/order-list-page.tsx', MANAGERS_OWN_ORDERS],
  ['features/delivery/pages/order-detail-page.tsx', MANAGERS_OWN_ORDERS],
  ['features/delivery/pages/return-list-page.tsx', MANAGERS_OWN_ORDERS],
  ['features/delivery/pages/return-detail-page.tsx', BACK_OFFICE_DELIVERY],
  ['features/delivery/texts.ts', `its dialogs: ${BACK_OFFICE_DELIVERY}`],
  ['features/delivery/nav-state.ts', BACK_OFFICE_DELIVERY],
  ...[
    'flow/line-detail-screen.tsx',
    'flow/lines-list-screen.tsx',
    'flow/lines-list-prefetch.ts',
    'flow/return-after-card.tsx',
    'flow/return-detail-screen.tsx',
    'flow/returns-list-screen.tsx',
    'components/delivery-filter-cells.tsx',
    'components/delivery-list-spec.ts',
    'components/detail-blocks.tsx',
    'components/managed-filter-cells.tsx',
    'pages/apply-detail-page.tsx',
    'pages/apply-list-page.tsx',
    'pages/managed-detail-page.tsx',
    'pages/managed-list-page.tsx',
    'pages/managed-list-prefetch.ts',
    'pages/not-apply-page.tsx',
    'pages/not-apply-select-page.tsx',
    'pages/payment-detail-page.tsx',
    'pages/payment-list-page.tsx',
    'pages/payment-list-prefetch.ts',
    'pages/release-detail-page.tsx',
    'pages/release-list-page.tsx',
    'pages/return-managed-detail-page.tsx',
    'pages/return-managed-list-page.tsx',
  ].map((file) => [`features/delivery/${file}`, BACK_OFFICE_DELIVERY] as const),
]);

/**
 * Modules a recipient's screens import that hold Korean that is not a text they show (checked by the walk below).
 */
const NOT_SHOWN = new Map<string, string>([
  ['config/landing.ts', "the landing's settings: the recipient's pages read only its host names"],
  ['lib/postcode.ts', "matches the Korean endings of the postcode service's place names (동, 로, 가)"],
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

/** The modules a recipient's screens load, by their relative imports (static and dynamic), from `starts`. */
function importedFrom(starts: readonly string[]): Set<string> {
  const resolve = (from: string, spec: string): string | null => {
    const base = join(from, '..', spec);
    for (const candidate of [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      join(base, 'index.ts'),
      join(base, 'index.tsx'),
    ])
      if (existsSync(join(SRC, candidate)) && statSync(join(SRC, candidate)).isFile()) return candidate;
    return null;
  };
  const seen = new Set<string>();
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = withoutComments(readFileSync(join(SRC, file), 'utf8'));
    for (const [, spec] of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const next = spec && resolve(file, spec);
      if (next) queue.push(next);
    }
  }
  return seen;
}

/** The recipient's screens: every withTexts(area, () => import(page)) loader of the route tables, and the shells. */
function recipientStarts(): string[] {
  const screens = ['app/recipient-routes.tsx', 'app/routes.tsx'].flatMap((table) =>
    [
      ...readFileSync(join(SRC, table), 'utf8').matchAll(
        /withTexts\(\s*'\w+',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
      ),
    ].flatMap(([, spec]) => (spec ? [join('app', spec)] : [])),
  );
  return [
    'entry-recipient.tsx',
    'app/layouts/recipient-layout.tsx',
    'app/layouts/audience-layout.tsx',
    ...screens,
  ].map((file) =>
    /\.tsx?$/.test(file) ? file : existsSync(join(SRC, `${file}.tsx`)) ? `${file}.tsx` : `${file}.ts`,
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

  it('import no module with Korean that the check above does not read', () => {
    const reached = importedFrom(recipientStarts());
    expect(reached.size).toBeGreaterThan(150);
    const unchecked = [...reached].filter(
      (file) =>
        !files.includes(file) &&
        !NOT_RECIPIENT_SCREENS.has(file) &&
        !NOT_SHOWN.has(file) &&
        HANGUL.test(withoutComments(readFileSync(join(SRC, file), 'utf8'))),
    );
    expect(unchecked).toEqual([]);
  });

  it('name as not a recipient screen only files that exist', () => {
    const missing = [...NOT_RECIPIENT_SCREENS.keys(), ...NOT_SHOWN.keys()].filter(
      (file) => !existsSync(join(SRC, file)),
    );
    expect(missing).toEqual([]);
  });

  it('list as untranslated only files that exist and still hold Korean', () => {
    const stale = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || !HANGUL.test(withoutComments(readFileSync(join(SRC, file), 'utf8'))),
    );
    expect(stale.map((file) => relative('.', file))).toEqual([]);
  });
});
