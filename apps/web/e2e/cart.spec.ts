import type { Page } from '@playwright/test';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';
import { recipientWithChoiceLeft } from './recipients';

/**
 * spec §2 /cart/list and /m/cart/list on the demo data: a recipient puts the gift from its detail into the cart, sees
 * it in the chosen event's cart, and applies it from there (the apply screen takes stock and allowance as usual).
 */
async function inStockGift(userId: string, eventSn: number): Promise<number> {
  const token = await tokenOf(userId);
  const list = (await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn, page: 0 }, token)).resultData as {
    prodInfoList: { prodSn: number; soldOutYn: string }[];
  };
  return list.prodInfoList.filter((p) => p.soldOutYn === 'N')[2]!.prodSn;
}

async function chooseOptions(page: Page): Promise<void> {
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select
      .locator('option:not([disabled])')
      .nth(1)
      .getAttribute('value')
      .catch(() => null);
    if (value) await select.selectOption(value);
  }
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('받는 분').fill('장바구');
  await page.getByLabel('휴대폰번호').fill('01012121212');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('3층');
}

test.describe('cart', () => {
  for (const device of ['desktop', 'phone'] as const) {
    const mobile = device === 'phone';
    // The screens of the device: the phone's live under /m.
    const m = mobile ? '/m' : '';
    test(`${mobile ? 'mobile' : 'desktop'}: add from the detail, see the cart, apply one line`, async ({
      open,
    }) => {
      const r = await recipientWithChoiceLeft('last');
      const prodSn = await inStockGift(r.userId, r.eventSn);
      const { page } = await open(device);
      await signIn(page, r.userId, mobile ? '/m/idLogin' : '/login');
      await page.goto(
        mobile ? `/m/gift/detail/${r.eventSn}/${prodSn}/1/01` : `/gift/detail/${prodSn}/${r.eventSn}/1/01`,
      );
      await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
      await chooseOptions(page);
      await page.getByRole('button', { name: '장바구니 담기' }).click();
      expect(await acceptDialog(page)).toBe('장바구니에 담았습니다. 장바구니로 이동하시겠습니까?');
      await expect(page).toHaveURL((url) => url.pathname === `${m}/cart/list`);
      const lines = page.getByRole('list', { name: '장바구니 상품' });
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText(/선택 가능 1개/)).toBeVisible();
      await screenshot(page, `cart-${mobile ? 'mobile' : 'desktop'}-1-list`);

      // Nothing selected: the spec-style alert; then the line is applied.
      await page.getByRole('button', { name: '선택 상품 신청하기' }).click();
      expect(await acceptDialog(page)).toBe('신청할 상품을 선택해주세요.');
      await lines.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: '선택 상품 신청하기' }).click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith(`${m}/gift/giftSelect/apply/`));
      await fillAddress(page);
      await page.getByRole('button', { name: '신청하기' }).click();
      await acceptDialog(page);
      await expect(page).toHaveURL(/\/giftSelect\/orderHistory\//);
      await page.goto(`${m}/cart/list`);
      await expect(page.getByText('장바구니에 담긴 상품이 없습니다.')).toBeVisible();
    });
  }
});
