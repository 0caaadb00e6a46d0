import type { Page } from '@playwright/test';
import { allowPageErrors, assertNoPageErrors, expect, pageErrors, test } from './fixtures';

/** Makes the page throw outside any handler, as a broken screen would, and waits until the error is recorded. */
async function throwIn(page: Page, message: string): Promise<void> {
  const before = pageErrors(page).length;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  await expect.poll(() => pageErrors(page).length).toBe(before + 1);
}

/** The check the `journey` fixture runs after every browser test (fixtures.ts assertNoPageErrors). */
test.describe('uncaught page errors fail the test that caused them', () => {
  test('lists the errors of every page the test opened, popups included, with where they happened', async ({
    page,
    context,
  }) => {
    await page.goto('/intro/main');
    await throwIn(page, 'the list broke');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/intro/main')),
    ]);
    await popup.waitForLoadState();
    await throwIn(popup, 'the popup broke');

    expect(assertNoPageErrors).toThrow(
      /^2 uncaught page error\(s\) during the test:\n.*\/intro\/main: the list broke\n.*\/intro\/main: the popup broke$/,
    );
    // The check starts afresh: what it reported is not reported again by the check after this test.
    expect(assertNoPageErrors).not.toThrow();
  });

  test('lets a named, expected error through and still fails on any other', async ({ page }) => {
    await page.goto('/intro/main');
    allowPageErrors(page, /^expected: /);
    await throwIn(page, 'expected: the journey breaks this on purpose');
    expect(assertNoPageErrors).not.toThrow();

    // The exception ends with the check (the test): the same error fails afterwards.
    await throwIn(page, 'expected: the journey breaks this on purpose');
    expect(assertNoPageErrors).toThrow(/^1 uncaught page error\(s\) during the test:\n.*: expected: /);

    // An exception covers only what it names.
    allowPageErrors(page, /^expected: /);
    await throwIn(page, 'expected: the journey breaks this on purpose');
    await throwIn(page, 'something else');
    expect(assertNoPageErrors).toThrow(/^1 uncaught page error\(s\) during the test:\n.*: something else$/);
  });
});
