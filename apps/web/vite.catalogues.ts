import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/**
 * The recipient's PO catalogues compiled when imported (src/i18n/texts.ts, decision 055): a missing translation or a
 * message that does not compile fails the build instead of reaching a phone. Its own file so the test config can
 * use it without the app's build config.
 */
export function recipientCatalogues(): Plugin[] {
  return lingui({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    failOnMissing: true,
    failOnCompileError: true,
  });
}
