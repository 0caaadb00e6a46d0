import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  useBrowser,
} from './browser';

const totalText = (page: Page) => page.locator('p[aria-live]').first().textContent();

/** spec §2 /delivery/managedList and §6 route guards, through the real screens. */
describe.skipIf(e2eSkipped)('managed delivery list', () => {
  const browser = useBrowser();

  it('lists, filters by status through the URL and restores the filter on back', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-admin');
    await page.goto('/delivery/managedList');
    await page.getByText(/총 .+건/).waitFor();
    expect(await page.locator('tr[data-row-key]').count()).toBe(15);
    const all = await totalText(page);
    await screenshot(page, 'managed-list-desktop');

    await page.getByLabel('배송상태').click();
    await page.locator('.ant-select-item-option', { hasText: '배송중' }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/deliStatCd=03/);
    await expect.poll(() => totalText(page)).not.toBe(all);
    const statuses = await page.locator('tr[data-row-key] .ant-tag').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['배송중']));

    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/page=2/);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?deliStatCd=03');
    await page.locator('form').getByText('배송중').waitFor();
    await context.close();
  });

  it('is usable at 390 px (cards instead of the table)', async () => {
    const { context, page } = await newPage(browser(), MOBILE);
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    await page.getByText(/총 .+건/).waitFor();
    expect(await page.locator('.ant-list-item').count()).toBe(15);
    await screenshot(page, 'managed-list-390');
    await context.close();
  });

  it('refuses an operator employee, whose menu does not list it (spec §6 menu access)', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-operator');
    await page.goto('/delivery/managedList');
    expect(await acceptDialog(page)).toBe('접근권한이 없는 메뉴 접근입니다.');
    await context.close();
  });
});
