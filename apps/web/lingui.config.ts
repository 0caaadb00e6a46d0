import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The recipient's catalogues (decision 055): one PO file per language and area, so a page fetches only its own
 * area in the active language (src/i18n/catalogues.ts). Ids are written by hand ('gift.applyConfirm'), so msgid is
 * the id and msgstr the text, Korean included; the Vite plugin compiles a file when it is imported.
 */
export const LOCALES = ['ko', 'en', 'vi', 'zh-Hans', 'ne', 'km'];
export const TEXT_AREAS = ['common', 'account', 'gift', 'delivery', 'service'];

export default defineConfig({
  sourceLocale: 'ko',
  locales: LOCALES,
  // A text a translation still lacks is shown in Korean rather than as its id (the catalogue test fails on it).
  fallbackLocales: { default: 'ko' },
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  catalogs: TEXT_AREAS.map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: ['<rootDir>/src'],
  })),
});
