import type { Page } from '@playwright/test';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

/**
 * Card payment on the demo data: demo-payer (desktop) and demo-payer-m (mobile) choose in the pay-above-budget event a
 * gift 12,000 won above their budget, pay it on the built-in test provider and see the order; a declined card lands
 * on the fail page with the default text and takes nothing; the operator sees both on /delivery/payment.
 */
const DEFAULT_FAIL_TEXT = '결제시스템이 정상적으로 처리되지 않았습니다.';

type Ev = { eventSn: number; eventNm: string; usedCnt: number; selectCnt: number; selectType: string };
type Opt = { optCd: string; optNm: string; optionDetailList: { optCd: string; soldOutYn: string }[] };

/** The pay-above-budget event of a demo payer and its gift that costs exactly 12,000 won above the budget. */
async function payScenario(userId: string) {
  const token = await tokenOf(userId);
  const events = (await api('/v1/ebmp/pcs/gift/eventList.json', {}, token)).resultData as { eventList: Ev[] };
  const ev = events.eventList.find((e) => e.eventNm.includes('추가 결제'));
  if (!ev) throw new Error('no pay-above-budget event');
  const list = (await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn: ev.eventSn, page: 0 }, token))
    .resultData as { prodInfoList: { prodSn: number; soldOutYn: string }[] };
  for (const p of list.prodInfoList.filter((x) => x.soldOutYn === 'N')) {
    const detail = (
      await api('/v1/ebmp/pcs/gift/giftDetail.json', { eventSn: ev.eventSn, prodSn: p.prodSn }, token)
    ).resultData as { optionInfoList: Opt[]; stockQty: number };
    const optCdList = detail.optionInfoList.map(
      (t) => t.optionDetailList.find((v) => v.soldOutYn === 'N')!.optCd,
    );
    const sel = await api(
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: ev.eventSn, prodSn: p.prodSn, quantity: 1, optCdList },
      token,
    );
    const ordSn = (sel.resultData as { ordSn: number } | null)?.ordSn;
    if (!ordSn) continue;
    const amount = (await api('/v1/ebmp/pcs/payment/orderAmount.json', { ordSn }, token)).resultData as {
      remainPayAmount: number;
    };
    if (amount.remainPayAmount === 12_000) return { token, ev, prodSn: p.prodSn };
  }
  throw new Error('no gift 12,000 won above budget');
}

async function chooseOptions(page: Page): Promise<void> {
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select
      .locator('option:not([disabled])')
      .nth(1)
      .getAttribute('value')
      .catch(() => null);
    const first = value ?? (await select.locator('option:not([disabled])').first().getAttribute('value'));
    if (first) await select.selectOption(first);
  }
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('받는 분').fill('오결제');
  await page.getByLabel('휴대폰번호').fill('01077778888');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('12층');
}

const stockOf = async (token: string, eventSn: number, prodSn: number) =>
  (
    (await api('/v1/ebmp/pcs/gift/giftDetail.json', { eventSn, prodSn }, token)).resultData as {
      stockQty: number;
    }
  ).stockQty;
const usedOf = async (token: string, eventSn: number) =>
  (
    (await api('/v1/ebmp/pcs/gift/eventList.json', {}, token)).resultData as { eventList: Ev[] }
  ).eventList.find((e) => e.eventSn === eventSn)!.usedCnt;

test.describe('card payment above budget', () => {
  const seen: { desktopOid?: string } = {};

  test('desktop: 12,000 won above budget paid on the test provider, then a declined card takes nothing', async ({
    page,
  }) => {
    const s = await payScenario('demo-payer');
    await signIn(page, 'demo-payer');
    await page.goto(`/gift/detail/${s.prodSn}/${s.ev.eventSn}/2/02`);
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await expect(page.getByTestId('remain-pay-amount')).toHaveText('12,000원');
    await fillAddress(page);
    await screenshot(page, 'payment-desktop-1-apply');
    await page.getByRole('button', { name: '12,000원 결제하기' }).click();
    expect(await acceptDialog(page)).toContain('12,000원');
    const frame = page.frameLocator('iframe[name="pcs-payment-frame"]');
    await expect(frame.getByText('12,000원')).toBeVisible();
    const box = await page.locator('iframe[name="pcs-payment-frame"]').boundingBox();
    expect(box?.height).toBe(650);
    await screenshot(page, 'payment-desktop-2-card-page');
    await frame.getByRole('button', { name: '승인' }).click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/orderHistory\//, { timeout: 20_000 });
    await expect(page.getByText('오결제').first()).toBeVisible();
    await screenshot(page, 'payment-desktop-3-order');

    // A declined card: the fail page with the default text, nothing taken.
    const stock = await stockOf(s.token, s.ev.eventSn, s.prodSn);
    const used = await usedOf(s.token, s.ev.eventSn);
    await page.goto(`/gift/detail/${s.prodSn}/${s.ev.eventSn}/2/02`);
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await fillAddress(page);
    await page.getByRole('button', { name: /원 결제하기$/ }).click();
    await acceptDialog(page);
    await frame.getByRole('button', { name: '거절' }).click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/fail\/[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: DEFAULT_FAIL_TEXT })).toBeVisible();
    await screenshot(page, 'payment-desktop-4-fail');
    expect(await stockOf(s.token, s.ev.eventSn, s.prodSn)).toBe(stock);
    expect(await usedOf(s.token, s.ev.eventSn)).toBe(used);
  });

  test('mobile: the hidden page posts in EUC-KR to the test provider; approve, then a declined card', async ({
    open,
  }) => {
    const s = await payScenario('demo-payer-m');
    const { page } = await open('phone');
    await signIn(page, 'demo-payer-m', '/m/idLogin');
    await page.goto(`/m/gift/detail/${s.ev.eventSn}/${s.prodSn}/2/02`);
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    await expect(page.getByTestId('remain-pay-amount')).toHaveText('12,000원');
    await fillAddress(page);
    await page.getByRole('button', { name: '12,000원 결제하기' }).click();
    await acceptDialog(page);
    await expect(page).toHaveURL(/\/test-pg\/smart\/payment\//);
    await expect(page.getByText('12,000원')).toBeVisible();
    await screenshot(page, 'payment-mobile-1-card-page');
    await page.getByRole('button', { name: '승인' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/orderHistory\//, { timeout: 20_000 });
    await screenshot(page, 'payment-mobile-2-order');

    const stock = await stockOf(s.token, s.ev.eventSn, s.prodSn);
    await page.goto(`/m/gift/detail/${s.ev.eventSn}/${s.prodSn}/2/02`);
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    await fillAddress(page);
    await page.getByRole('button', { name: /원 결제하기$/ }).click();
    await acceptDialog(page);
    await expect(page).toHaveURL(/\/test-pg\/smart\/payment\//);
    await page.getByRole('button', { name: '거절' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/fail\/[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: DEFAULT_FAIL_TEXT })).toBeVisible();
    await screenshot(page, 'payment-mobile-3-fail');
    expect(await stockOf(s.token, s.ev.eventSn, s.prodSn)).toBe(stock);
  });

  // Reads the payments the two journeys above made (buyer 오결제).
  test('the operator sees the paid and the declined payments on /delivery/payment and opens the detail', async ({
    page,
  }) => {
    await signIn(page, 'demo-admin');
    await page.goto('/delivery/payment?buyerNm=%EC%98%A4%EA%B2%B0%EC%A0%9C');
    const table = page.getByRole('region', { name: '결제 목록' });
    await expect(table.getByText('결제완료').first()).toBeVisible();
    // A decline posted back by the card page proves nothing (anyone can post one): it stays 결제대기 until the
    // buyer's next start, close or the expiry job ends it.
    await expect(table.getByText('결제대기').first()).toBeVisible();
    await expect(table.getByText(/^StdpayCARD/)).not.toHaveCount(0);
    await screenshot(page, 'payment-operator-1-list');
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/delivery\/payment\/[^/]+$/);
    await expect(page.getByText('카드 결제 결과').first()).toBeVisible();
    await expect(page.getByText('승인', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'payment-operator-2-detail', true);
    void seen;
  });
});
