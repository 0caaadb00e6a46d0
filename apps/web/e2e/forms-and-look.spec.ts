import { expect, screenshot, signIn, test } from './fixtures';

/** --pcs-brand (#fe5f40) as the browser reports a computed colour. */
const BRAND_RGB = 'rgb(254, 95, 64)';

test.describe('forms and looks', () => {
  test('sign-up: each consent opens its text, 동의 checks it; checkboxes wear the product colour', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await page.goto('/m/signUp');
    const terms = page.getByRole('checkbox', { name: '(필수) 이용약관에 동의합니다.' });
    const privacy = page.getByRole('checkbox', { name: '(필수) 개인정보 수집 및 이용에 동의합니다.' });
    await expect(terms).toHaveCSS('accent-color', BRAND_RGB);

    await page.getByRole('button', { name: '이용약관 보기' }).click();
    const termsDialog = page.getByRole('dialog', { name: '이용약관' });
    await expect(termsDialog.getByText('제1조 (목적)')).toBeVisible();
    await screenshot(page, 'forms-sign-up-terms');
    await termsDialog.getByRole('button', { name: '동의' }).click();
    await expect(termsDialog).toHaveCount(0);
    await expect(terms).toBeChecked();

    await page.getByRole('button', { name: '개인정보 수집 및 이용 보기' }).click();
    const privacyDialog = page.getByRole('dialog', { name: '개인정보 수집 및 이용' });
    await expect(privacyDialog.getByText('수집 항목')).toBeVisible();
    // 닫기 leaves the consent as it was.
    await privacyDialog.getByRole('button', { name: '닫기' }).click();
    await expect(privacyDialog).toHaveCount(0);
    await expect(privacy).not.toBeChecked();
    await privacy.check();
    await terms.scrollIntoViewIfNeeded();
    await screenshot(page, 'forms-sign-up-consents');
  });

  test("my page shows the user's name and, without a picture, the name's first letter", async ({ page }) => {
    await signIn(page, 'demo-employee');
    await page.goto('/myPage/detail/0');
    await expect(page.getByRole('heading', { level: 1, name: '김민준 님' })).toBeVisible();
    await expect(page.getByRole('img', { name: '프로필 이미지 없음' })).toHaveText('김');
    await expect(page.getByText('고객사 직원 · 한빛전자(주)')).toBeVisible();
    await screenshot(page, 'forms-my-page-name');
  });

  test('managed deliveries at 1440 px: the table fits its card (invoice column in view), the sider runs the full page', async ({
    page,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    await expect(page.locator('tr[data-row-key]').first()).toBeVisible();
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
    await expect(page.getByRole('menuitem', { name: '배송 관리' })).toBeInViewport();
    await screenshot(page, 'forms-managed-list-bottom');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'forms-managed-list-top');
  });

  test("the back office's fields animate, and not at all for a user who asked the system for less motion", async ({
    page,
  }) => {
    // The suite's contexts ask for less motion; this test starts as a user who did not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    // antd's own CSS stills a few components (buttons, checkboxes) under the setting; a text field is not one of them.
    const field = page.getByRole('textbox').first();
    await expect(field).toBeVisible();
    await expect(field).not.toHaveCSS('transition-duration', '0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(field).toHaveCSS('transition-duration', '0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(field).not.toHaveCSS('transition-duration', '0s');
  });

  test('a back-office window stays open on a click beside it, and Esc closes it', async ({ page }) => {
    await signIn(page, 'demo-vendor');
    await page.goto('/goods/vendor/list');
    await page.getByRole('button', { name: '엑셀 등록' }).click();
    const window = page.getByRole('dialog');
    await expect(window).toBeVisible();
    // The top left corner of the page is the mask around the window.
    await page.mouse.click(8, 8);
    // Motion is off, so a window the click closed would be gone once the page has painted twice after it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await expect(window).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(window).toBeHidden();
  });
});
