import { describe, expect, it } from 'vitest';
import { afterMotion, DESKTOP, e2eSkipped, MOBILE, newPage, screenshot, signIn, useBrowser } from './browser';

/** --pcs-brand (#fe5f40) as the browser reports a computed colour. */
const BRAND_RGB = 'rgb(254, 95, 64)';

describe.skipIf(e2eSkipped)('forms and looks', () => {
  const browser = useBrowser();

  it('sign-up: each consent opens its text, 동의 checks it; checkboxes wear the product colour', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/signUp');
    const terms = page.getByRole('checkbox', { name: '(필수) 이용약관에 동의합니다.' });
    const privacy = page.getByRole('checkbox', { name: '(필수) 개인정보 수집 및 이용에 동의합니다.' });
    expect(await terms.evaluate((el) => getComputedStyle(el).accentColor)).toBe(BRAND_RGB);

    await page.getByRole('button', { name: '이용약관 보기' }).click();
    const termsDialog = page.getByRole('dialog', { name: '이용약관' });
    await termsDialog.getByText('제1조 (목적)').waitFor();
    await screenshot(page, 'forms-sign-up-terms');
    await termsDialog.getByRole('button', { name: '동의' }).click();
    await termsDialog.waitFor({ state: 'detached' });
    expect(await terms.isChecked()).toBe(true);

    await page.getByRole('button', { name: '개인정보 수집 및 이용 보기' }).click();
    const privacyDialog = page.getByRole('dialog', { name: '개인정보 수집 및 이용' });
    await privacyDialog.getByText('수집 항목').waitFor();
    // 닫기 leaves the consent as it was.
    await privacyDialog.getByRole('button', { name: '닫기' }).click();
    await privacyDialog.waitFor({ state: 'detached' });
    expect(await privacy.isChecked()).toBe(false);
    await privacy.check();
    await terms.scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-sign-up-consents');
    await context.close();
  });

  it("my page shows the user's name and, without a picture, the name's first letter", async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-employee');
    await page.goto('/myPage/detail/0');
    await page.getByRole('heading', { level: 1, name: '김민준 님' }).waitFor();
    const avatar = page.getByRole('img', { name: '프로필 이미지 없음' });
    expect(await avatar.textContent()).toBe('김');
    await page.getByText('고객사 직원 · 한빛전자(주)').waitFor();
    await screenshot(page, 'forms-my-page-name');
    await context.close();
  });

  it('managed deliveries at 1440 px: the table fits its card (invoice column in view), the sider runs the full page', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    await page.locator('tr[data-row-key]').first().waitFor();
    const fit = await page.evaluate(() => {
      const scroller = document.querySelector('.ant-table-content') as HTMLElement;
      const invoice = [...document.querySelectorAll('th')].find((th) => th.textContent === '송장번호')!;
      const card = scroller.closest('[class*="result"]') as HTMLElement;
      return {
        overflow: scroller.scrollWidth - scroller.clientWidth,
        invoiceRight: invoice.getBoundingClientRect().right,
        cardRight: card.getBoundingClientRect().right,
      };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.invoiceRight).toBeLessThanOrEqual(fit.cardRight);

    const sider = await page.evaluate(() => {
      const el = document.querySelector('.ant-layout-sider') as HTMLElement;
      window.scrollTo(0, document.documentElement.scrollHeight);
      return {
        height: el.getBoundingClientRect().height,
        page: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
      };
    });
    expect(sider.page, 'the list is longer than the screen').toBeGreaterThan(sider.viewport);
    expect(sider.height).toBeGreaterThanOrEqual(sider.page - 1);
    // The menu itself stays in view at the bottom of the page.
    expect(await page.getByRole('menuitem', { name: '배송 관리' }).isVisible()).toBe(true);
    await screenshot(page, 'forms-managed-list-bottom');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'forms-managed-list-top');
    await context.close();
  });

  it("the back office's fields animate, and not at all for a user who asked the system for less motion", async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    // antd's own CSS stills a few components (buttons, checkboxes) under the setting; a text field is not one of them.
    const field = page.getByRole('textbox').first();
    await field.waitFor();
    const duration = () => field.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await duration()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(duration).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(duration).not.toBe('0s');
    await context.close();
  });

  it('a back-office window stays open on a click beside it, and Esc closes it', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-vendor');
    await page.goto('/goods/vendor/list');
    await page.getByRole('button', { name: '엑셀 등록' }).click();
    const window = await afterMotion(page.getByRole('dialog'));
    // The top left corner of the page is the mask around the window.
    await page.mouse.click(8, 8);
    await page.waitForTimeout(500);
    expect(await window.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await window.waitFor({ state: 'hidden' });
    await context.close();
  });
});
