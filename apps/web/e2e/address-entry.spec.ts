import type { Page } from '@playwright/test';
import { expect, screenshot, submitLogin, test } from './fixtures';
import { openApplyForm, recipientWithChoiceLeft } from './recipients';

/** The postcode service's script (lib/postcode.ts); this machine has no network, so the tests serve a stand-in. */
const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/**
 * A small daum.Postcode in place of the real script: embed() shows one result, and choosing it hands the address back
 * the way the service does (zonecode, roadAddress, buildingName, userSelectedType R).
 */
const FAKE_POSTCODE = `
window.daum = {
  Postcode: function (options) {
    this.embed = function (element) {
      var pick = document.createElement('button');
      pick.type = 'button';
      pick.textContent = '서울 강남구 테헤란로 152 (강남파이낸스센터)';
      pick.onclick = function () {
        options.oncomplete({
          zonecode: '06236',
          roadAddress: '서울 강남구 테헤란로 152',
          jibunAddress: '서울 강남구 역삼동 737',
          buildingName: '강남파이낸스센터',
          bname: '역삼동',
          userSelectedType: 'R'
        });
      };
      element.appendChild(pick);
    };
    this.open = function () {};
  }
};`;

const PICKED_ADDR = '서울 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)';

/** Serves the stand-in for the postcode script; returns how often it was asked for. */
async function fakePostcode(page: Page): Promise<() => number> {
  let calls = 0;
  await page.route(`${POSTCODE_SCRIPT}*`, (route) => {
    calls += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_POSTCODE });
  });
  return () => calls;
}

/** 주소 검색, then the one result of the stand-in: the search closes and the fields are filled. */
async function searchAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '주소 검색' });
  await dialog.getByRole('button', { name: /테헤란로 152/ }).click();
  await expect(dialog).toHaveCount(0);
}

async function login(page: Page, path: string, userId: string): Promise<void> {
  await page.goto(path);
  await submitLogin(page, userId);
}

test.describe('address entry', () => {
  test('desktop apply: postcode search fills zip and address with the building, the cursor waits in 상세주소; the address book picks on desktop too', async ({
    page,
  }) => {
    const scriptCalls = await fakePostcode(page);
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/login', recipient.userId);
    await expect(page).toHaveURL(/\/gift\/list$/);
    await openApplyForm(page, '/gift');
    const applyPath = new URL(page.url()).pathname;
    expect(scriptCalls(), 'the script is loaded on demand only').toBe(0);

    await searchAddress(page);
    expect(scriptCalls()).toBe(1);
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(PICKED_ADDR);
    await expect(page.locator('#gift-address-addrDtl')).toBeFocused();
    await page.keyboard.type('12층');
    await expect(page.getByLabel('상세주소')).toHaveValue('12층');
    await screenshot(page, 'address-desktop-apply-postcode');

    // 주소록에서 선택 on desktop: the my-page address tab in pick mode, an address added there (with the same
    // search), then 선택 brings it back to this form.
    await page.getByRole('link', { name: '주소록에서 선택' }).click();
    await expect(page).toHaveURL(/\/myPage\/detail\/2$/);
    await page.getByRole('button', { name: '+ 새 배송지' }).click();
    await page.getByLabel('배송지명').fill('회사');
    await page.getByLabel('받는 분').fill('나회사');
    await page.getByLabel('휴대폰번호').fill('01023456789');
    await searchAddress(page);
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByLabel('주소', { exact: true })).toHaveValue(PICKED_ADDR);
    await expect(page.locator('[name="addrDtl"]')).toBeFocused();
    await page.keyboard.type('15층');
    await screenshot(page, 'address-desktop-my-page-postcode');
    await page.getByRole('button', { name: '저장' }).click();
    const saved = page.getByRole('listitem').filter({ hasText: '나회사' });
    await expect(saved).toBeVisible();
    await screenshot(page, 'address-desktop-book-pick');
    await saved.getByRole('button', { name: '선택' }).click();
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
    await expect(page.getByLabel('받는 분')).toHaveValue('나회사');
    await expect(page.getByLabel('휴대폰번호')).toHaveValue('010-2345-6789');
    await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(PICKED_ADDR);
    await expect(page.getByLabel('상세주소')).toHaveValue('15층');
  });

  test('without the postcode service the fields say so and are typed by hand', async ({ page }) => {
    await page.route(`${POSTCODE_SCRIPT}*`, (route) => route.abort('internetdisconnected'));
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/login', recipient.userId);
    await expect(page).toHaveURL(/\/gift\/list$/);
    await openApplyForm(page, '/gift');
    await page.getByRole('button', { name: '주소 검색' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '주소 검색을 불러올 수 없습니다. 우편번호와 주소를 직접 입력해주세요.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: '주소 검색' })).toHaveCount(0);
    await page.getByLabel('우편번호').fill('13494');
    await page.getByRole('textbox', { name: '주소', exact: true }).fill('경기 성남시 분당구 판교역로 235');
    await expect(page.getByLabel('우편번호')).toHaveValue('13494');
    await screenshot(page, 'address-desktop-postcode-unavailable');
  });

  test('mobile apply: the search fills the address, and a focused 상세주소 is never under the 신청하기 and tab bars', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await fakePostcode(page);
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/m/idLogin', recipient.userId);
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    await page.locator(`a[href="/m/gift/list/${recipient.eventSn}"]`).first().click();
    await openApplyForm(page, '/m/gift');

    const detail = page.getByLabel('상세주소');
    // Tapping into the field from the top of the screen, as a recipient does after the receiver's name.
    const clearOfBars = async () => {
      const box = (await detail.boundingBox())!;
      const barsTop = await page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('[data-bottom-bar]')].map((b) => b.getBoundingClientRect().top),
        ),
      );
      return box.y + box.height <= barsTop;
    };
    // The field scrolled to where the bars cover it but the browser counts it as visible (it scrolls a field into
    // view only when it is outside the viewport), then focused, as a tap or Tab from 주소 does.
    await page.evaluate(() => {
      const field = document.getElementById('gift-address-addrDtl')!;
      window.scrollBy(0, field.getBoundingClientRect().top - (window.innerHeight - 90));
    });
    expect(await clearOfBars()).toBe(false);
    await detail.focus();
    await expect.poll(clearOfBars).toBe(true);
    await screenshot(page, 'address-mobile-detail-focused');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: '주소 검색' }).click();
    const pick = page
      .getByRole('dialog', { name: '주소 검색' })
      .getByRole('button', { name: /테헤란로 152/ });
    await expect(pick).toBeVisible();
    await screenshot(page, 'address-mobile-postcode-dialog');
    await pick.click();
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(PICKED_ADDR);
    await expect(page.locator('#gift-address-addrDtl')).toBeFocused();
    await expect.poll(clearOfBars).toBe(true);
    await screenshot(page, 'address-mobile-apply-postcode');
  });

  test('mobile address book: the search fills a new address', async ({ open }) => {
    const { page } = await open('phone');
    await fakePostcode(page);
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/m/idLogin', recipient.userId);
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    await page.goto('/m/myPage/addr/new');
    await page.getByLabel('배송지명').fill('집');
    await searchAddress(page);
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByLabel('주소', { exact: true })).toHaveValue(PICKED_ADDR);
    await expect(page.locator('[name="addrDtl"]')).toBeFocused();
    await screenshot(page, 'address-mobile-book-postcode');
    // Nothing else was asked of the user: no alert is open.
    await expect(page.getByTestId('dialog')).toHaveCount(0);
  });
});
