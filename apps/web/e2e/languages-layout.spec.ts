import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@pcs/domain';
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, test } from './fixtures';
import { hrefOf, type Login, ROUTE_CASES, type RouteCase } from './route-roles';

/**
 * The recipient's phone pages at 390 px in the language whose texts run longest (decision 055): every phone route a
 * recipient or a visitor opens without a step before it, as the demo login route-roles.ts gives it, must keep its
 * text inside the screen (no sideways scroll, no text running past the right edge, no button cutting its label)
 * and show the language's own texts (html lang). A screenshot of each is kept under test-results/ to look at.
 */

/** Every text of a language's catalogues (the msgstr lines), as written in the PO files. */
function catalogueTexts(language: string): string[] {
  const dir = path.join(process.cwd(), 'apps/web/src/locales', language);
  return readdirSync(dir).flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^msgstr (".*")$/gm)].map(
      ([, text]) => JSON.parse(text ?? '""') as string,
    ),
  );
}

/**
 * The languages by the room their texts take on a phone: every catalogue text measured in the page's own font (a
 * script's width, not its number of characters: Khmer and Devanagari stack marks that take no room of their own).
 */
async function languagesByWidth(page: Page): Promise<[string, number][]> {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, catalogueTexts(language)]));
  const widths = await page.evaluate((all) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = getComputedStyle(document.body).font;
    return Object.fromEntries(
      Object.entries(all).map(([language, list]) => [
        language,
        list.reduce((sum, text) => sum + context.measureText(text).width, 0),
      ]),
    );
  }, texts);
  return Object.entries(widths).sort((a, b) => b[1] - a[1]);
}

/** Sessions opened side by side: most of a page's time is waiting for its data. */
const SESSIONS_AT_ONCE = 3;

const phoneCases = ROUTE_CASES.filter(
  (c) =>
    c.at.includes('mobile') &&
    String(c.route).startsWith('m') &&
    !c.redirects &&
    !c.reach &&
    // A parameter made by another test (a 1:1 question) is not there in this one.
    !(c.params ?? []).some((p) => typeof p === 'function'),
);

/** The first login each case allows: one session per login covers them all. */
function sessions(): Map<Login, RouteCase[]> {
  const byLogin = new Map<Login, RouteCase[]>();
  for (const c of phoneCases) {
    const login = c.who[0];
    if (!login) continue;
    byLogin.set(login, [...(byLogin.get(login) ?? []), c]);
  }
  return byLogin;
}

/** What spills: the page scrolling sideways, a text past the right edge, a button or tab narrower than its label. */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    // Inside a box that scrolls sideways on purpose (a chip bar, a table), a text may sit past the edge.
    const scrollsSideways = (el: Element) => {
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(at).overflowX)) return true;
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim()) continue;
      if (scrollsSideways(parent) || parent.closest('.pcs-visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        found.push(`past the right edge by ${Math.round(box.right - width)} px: ${name(parent)}`);
    }
    for (const el of document.querySelectorAll('button, [role=tab], a[class*=button], label')) {
      const box = el as HTMLElement;
      if (box.offsetParent === null || box.closest('.pcs-visually-hidden')) continue;
      const style = getComputedStyle(box);
      const clips =
        style.overflow !== 'visible' || style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap';
      if (clips && box.scrollWidth > box.clientWidth + 1) found.push(`cuts its label: ${name(el)}`);
    }
    return [...new Set(found)];
  });
}

test.describe('phone pages at 390 px in the widest language', () => {
  test('every recipient phone page keeps its texts on the screen', async ({ open }) => {
    test.setTimeout(600_000);
    const probe = await open('phone');
    await probe.page.goto('/m/login');
    const byWidth = await languagesByWidth(probe.page);
    const language = byWidth[0]?.[0] ?? 'ko';
    await probe.context.close();
    test.info().annotations.push({ type: 'language', description: language });
    console.info(
      `languages-layout: widths of the catalogues in px: ${byWidth.map(([l, w]) => `${l} ${Math.round(w)}`).join(', ')}`,
    );
    const queue = [...sessions()];
    let checked = 0;
    const run = async ([login, cases]: [Login, RouteCase[]]) => {
      await test.step(`${login}: ${cases.length} pages`, async () => {
        const { page, context } = await open('phone');
        const problems: string[] = [];
        try {
          // Signed in in Korean (the login's labels are the test's locators); the first page then takes the
          // language from the link (?lang=), and the device keeps it for the next ones.
          if (login !== 'anonymous') await signIn(page, login, '/m/idLogin');
          let first = true;
          for (const c of cases) {
            const href = hrefOf(c);
            const url = first ? `${href}${href.includes('?') ? '&' : '?'}lang=${language}` : href;
            first = false;
            await page.goto(url);
            if (c.lands) await expect(page).toHaveURL((u) => u.pathname === c.lands);
            await page.waitForLoadState('networkidle');
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page.locator('.pcs-spinner, .pcs-screen-loading')).toHaveCount(0);
            const where = `${href} as ${login}`;
            problems.push(...(await spills(page)).map((p) => `${where}: ${p}`));
            await screenshot(page, `languages-390-${language}-${String(c.route)}`, true);
            checked += 1;
          }
        } finally {
          await context.close().catch(() => undefined);
        }
        expect.soft(problems, problems.join('\n')).toEqual([]);
      });
    };
    await Promise.all(
      Array.from({ length: SESSIONS_AT_ONCE }, async () => {
        for (let s = queue.shift(); s; s = queue.shift()) await run(s);
      }),
    );
    expect(checked).toBe(phoneCases.length);
  });
});
