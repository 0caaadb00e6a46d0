import { addMonths, kstYyyymm, yyyymmText } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { acceptDialog, DESKTOP, e2eSkipped, newPage, screenshot, signIn, useBrowser } from './browser';

const last = addMonths(kstYyyymm(new Date()), -1);

/**
 * Decision 037 through the screens: the demo vendor opens last month's statement (a draft the demo leaves for it),
 * confirms it, and the operator records the payment.
 */
describe.skipIf(e2eSkipped)('vendor statement', () => {
  const browser = useBrowser();

  it('demo-vendor confirms last month; demo-admin records the payment', async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-vendor');
    await page.goto('/settlement/vendor/list');
    await page.getByRole('heading', { name: '정산 내역' }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: yyyymmText(last) })
      .filter({ hasText: '작성중' });
    await row.first().click();
    await page.waitForURL(`**/settlement/vendor/detail/*/${last}`);
    const detailUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: '공급사 정산서' }).waitFor();
    await page.getByText('이벤트별 소계').waitFor();
    await screenshot(page, 'vendor-statement-draft', true);
    await page.getByRole('button', { name: '정산 확인' }).click();
    expect(await acceptDialog(page)).toContain('정산서를 확인하시겠습니까?');
    expect(await acceptDialog(page)).toBe('정산서를 확인했습니다.');
    await page.locator('.ant-tag', { hasText: '공급사 확인' }).waitFor();
    expect(await page.getByRole('button', { name: '정산 확인' }).count()).toBe(0);
    await context.close();

    const op = await newPage(browser(), DESKTOP);
    await signIn(op.page, 'demo-admin');
    await op.page.goto(detailUrl);
    await op.page.locator('.ant-tag', { hasText: '공급사 확인' }).waitFor();
    await op.page.getByRole('button', { name: '지급 처리' }).click();
    const dialog = op.page.getByRole('dialog', { name: '지급 처리' });
    await dialog.getByLabel('이체 메모').fill('국민은행 123-45 이체');
    await dialog.getByRole('button', { name: '지급 처리' }).click();
    expect(await acceptDialog(op.page)).toBe('지급 처리했습니다.');
    await op.page.locator('.ant-tag', { hasText: '지급 완료' }).waitFor();
    await op.page.getByText('국민은행 123-45 이체').waitFor();
    await screenshot(op.page, 'vendor-statement-paid', true);
    await op.context.close();
  }, 120_000);
});
