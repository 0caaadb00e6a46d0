import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { showLanguage } from './texts';

/**
 * Decision 055: a page never shows half its texts. A reload that lands on a screen while the person's own language
 * is being applied starts the screen's area in the old language; the switch loads it in the new one too.
 */
describe('turning to another language while a screen starts', () => {
  afterAll(() => showLanguage('ko'));

  it("loads the screen's area in the new language before showing it", async () => {
    // A copy of the module of its own (the query makes it another module): only the layout's area in use, as on a
    // page load; the other test files keep theirs.
    const fresh = (await import(
      /* @vite-ignore */ `./texts.ts?fresh=${Date.now()}`
    )) as typeof import('./texts');
    await fresh.showLanguage('ko');
    const switching = fresh.showLanguage('vi');
    // The screen's loader runs while the switch is under way (its area is not in use yet).
    await fresh.withTexts('delivery', () => Promise.resolve({ default: () => null }))();
    await switching;
    expect(i18n.locale).toBe('vi');
    expect(i18n._('delivery.list.titleDesktop')).toBe('Đơn hàng & giao hàng');
  });
});
