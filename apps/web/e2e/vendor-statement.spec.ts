import { addMonths, kstYyyymm, yyyymmText } from '@pcs/domain';
import { acceptDialog, expect, screenshot, signIn, test } from './fixtures';

const last = addMonths(kstYyyymm(new Date()), -1);

/**
 * Decision 037 through the screens: the demo vendor opens last month's statement (a draft the demo leaves for it),
 * confirms it, and the operator records the payment.
 */
test.describe('vendor statement', () => {
  test('demo-vendor confirms last month; demo-admin records the payment', async ({ page, open }) => {
    await signIn(page, 'demo-vendor');
    await page.goto('/settlement/vendor/list');
    await expect(page.getByRole('heading', { name: '정산 내역' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: yyyymmText(last) })
      .filter({ hasText: '작성중' });
    await row.first().click();
    await expect(page).toHaveURL(new RegExp(`/settlement/vendor/detail/[^/]+/${last}$`));
    const detailUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: '공급사 정산서' })).toBeVisible();
    await expect(page.getByText('이벤트별 소계')).toBeVisible();
    await screenshot(page, 'vendor-statement-draft', true);
    await page.getByRole('button', { name: '정산 확인' }).click();
    expect(await acceptDialog(page)).toContain('정산서를 확인하시겠습니까?');
    expect(await acceptDialog(page)).toBe('정산서를 확인했습니다.');
    await expect(page.locator('.ant-tag', { hasText: '공급사 확인' })).toBeVisible();
    await expect(page.getByRole('button', { name: '정산 확인' })).toHaveCount(0);

    const op = (await open('desktop')).page;
    await signIn(op, 'demo-admin');
    await op.goto(detailUrl);
    await expect(op.locator('.ant-tag', { hasText: '공급사 확인' })).toBeVisible();
    await op.getByRole('button', { name: '지급 처리' }).click();
    const dialog = op.getByRole('dialog', { name: '지급 처리' });
    await dialog.getByLabel('이체 메모').fill('국민은행 123-45 이체');
    await dialog.getByRole('button', { name: '지급 처리' }).click();
    expect(await acceptDialog(op)).toBe('지급 처리했습니다.');
    await expect(op.locator('.ant-tag', { hasText: '지급 완료' })).toBeVisible();
    await expect(op.getByText('국민은행 123-45 이체')).toBeVisible();
    await screenshot(op, 'vendor-statement-paid', true);
  });
});
