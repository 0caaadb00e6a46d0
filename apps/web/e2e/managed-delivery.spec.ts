import type { Page } from '@playwright/test';
import { openNarrow } from './catalogue-steps';
import { acceptDialog, expect, screenshot, signIn, test } from './fixtures';

const total = (page: Page) => page.locator('p[aria-live]').first();

/** spec §2 /delivery/managedList and §6 route guards, through the real screens. */
test.describe('managed delivery list', () => {
  test('lists, filters by status through the URL and restores the filter on back', async ({ page }) => {
    await signIn(page, 'demo-admin');
    await page.goto('/delivery/managedList');
    await expect(page.getByText(/총 .+건/)).toBeVisible();
    await expect(page.locator('tr[data-row-key]')).toHaveCount(15);
    const all = (await total(page).textContent()) ?? '';
    await screenshot(page, 'managed-list-desktop');

    await page.getByLabel('배송상태').click();
    await page.locator('.ant-select-item-option', { hasText: '배송중' }).click();
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/deliStatCd=03/);
    await expect(total(page)).not.toHaveText(all);
    const statuses = await page.locator('tr[data-row-key] .ant-tag').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['배송중']));

    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?deliStatCd=03');
    await expect(page.locator('form').getByText('배송중')).toBeVisible();
  });

  test('is usable at 390 px (cards instead of the table)', async ({ open }) => {
    // A desktop browser at a phone's width, as before: the back office, not the phone screens.
    const page = await openNarrow(open);
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    await expect(page.getByText(/총 .+건/)).toBeVisible();
    await expect(page.locator('.ant-list-item')).toHaveCount(15);
    await screenshot(page, 'managed-list-390');
  });

  test('refuses an operator employee, whose menu does not list it (spec §6 menu access)', async ({
    page,
  }) => {
    await signIn(page, 'demo-operator');
    await page.goto('/delivery/managedList');
    expect(await acceptDialog(page)).toBe('접근권한이 없는 메뉴 접근입니다.');
  });
});
