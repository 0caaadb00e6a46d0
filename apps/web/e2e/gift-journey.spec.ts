import type { Locator, Page } from '@playwright/test';
import { acceptDialog, expect, screenshot, signIn, test } from './fixtures';

/**
 * The recipient's gift journey (spec §2 gift screens, §4 list rules and direct entry), through the real screens on
 * the demo data: demo-employee chooses the one gift of the CLI001 year-end event on desktop, demo-operator the one
 * gift of the operator's welfare event (30 products: two pages) on a phone. Each of them has a single choice, so
 * each journey runs once per server; the receiver names are unique in the demo data (given names never include 투).
 */

const productLinks = (page: Page, prefix: '/gift' | '/m/gift'): Locator =>
  page.locator(`a[href^="${prefix}/detail/"]`);

/** The list is settled once its section is no longer fetching (a filter change keeps the old rows meanwhile). */
const listSettled = (page: Page) =>
  expect(page.getByRole('region', { name: '상품 목록' })).toHaveAttribute('aria-busy', 'false');

const priceOf = (cardText: string): number =>
  Number(/상품가\s*([\d,]+)원/.exec(cardText)?.[1]?.replace(/,/g, ''));

/**
 * The detail has rendered its product (the URL changes before the lazily loaded screen replaces the list, whose
 * event header is a heading too).
 */
const detailLoaded = (page: Page) =>
  expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();

/** Lazy product images that are on screen have arrived (so a screenshot after scrolling shows them). */
const visibleImagesLoaded = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);

/** Picks a value for every option select of the detail (the first one not sold out). */
async function chooseOptions(page: Page): Promise<number> {
  const selects = await page.locator('select[id^="gift-option-"]').all();
  for (const select of selects) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    expect(value).toBeTruthy();
    await select.selectOption(value as string);
  }
  return selects.length;
}

type Address = { name: string; phone: string; zip: string; addr: string; addrDtl: string; memo: string };

async function fillAddress(page: Page, a: Address): Promise<void> {
  await page.getByLabel('받는 분').fill(a.name);
  await page.getByLabel('휴대폰번호').fill(a.phone);
  await page.getByLabel('우편번호').fill(a.zip);
  await page.getByRole('textbox', { name: '주소', exact: true }).fill(a.addr);
  await page.getByLabel('상세주소').fill(a.addrDtl);
  await page.getByLabel('배송 요청사항').fill(a.memo);
}

const DESKTOP_ADDRESS: Address = {
  name: '이투이',
  phone: '01055557777',
  zip: '06236',
  addr: '서울특별시 강남구 테헤란로 152',
  addrDtl: '강남파이낸스센터 12층',
  memo: '부재 시 경비실에 맡겨주세요.',
};
const MOBILE_ADDRESS: Address = {
  name: '오투오',
  phone: '01066668888',
  zip: '13494',
  addr: '경기도 성남시 분당구 판교역로 235',
  addrDtl: '에이치스퀘어 N동 7층',
  memo: '',
};

test.describe('gift journey', () => {
  test('desktop: list, filter and sort, option, final info, order history; the operator finds the order', async ({
    page,
    open,
  }) => {
    await signIn(page, 'demo-employee');
    await expect(page).toHaveURL(/\/gift\/list$/);
    const links = productLinks(page, '/gift');
    await expect(links.first()).toBeVisible();
    const count = page.locator('p[aria-live]').first();
    await expect(count).toHaveText(/총 \d+개 상품/);
    const allCount = (await count.textContent()) ?? '';
    await screenshot(page, 'gift-desktop-1-list');

    // One category chip and the price toggle: both go to the URL and the list is asked again.
    const chip = page.getByRole('navigation', { name: '카테고리' }).getByRole('button', { name: '디지털' });
    await chip.click();
    await expect(page).toHaveURL((url) => /^\d{2}$/.test(url.searchParams.get('category') ?? ''));
    // The URL changes a moment before the chip shows the choice: wait for it rather than read it once.
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(count).not.toHaveText(allCount);
    await listSettled(page);
    await page.getByRole('button', { name: /^가격순/ }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('price') === 'true' && url.searchParams.has('category'),
    );
    await expect(page.getByRole('button', { name: /^낮은가격순/ })).toBeVisible();
    await listSettled(page);
    const prices = (await links.allTextContents()).map(priceOf);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await screenshot(page, 'gift-desktop-2-filtered');

    // A gift in stock that has options (Back returns to the filtered list when one has none).
    const candidates = await links
      .filter({ hasNotText: '품절' })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    let optionCount = 0;
    for (const href of candidates) {
      await page.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL((url) => url.href.endsWith(href));
      await detailLoaded(page);
      optionCount = await page.locator('select[id^="gift-option-"]').count();
      if (optionCount > 0) break;
      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get('price') === 'true');
      await expect(links.first()).toBeVisible();
    }
    expect(optionCount, 'a digital gift in stock with options').toBeGreaterThan(0);
    const prodNm = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const selectButton = page.getByRole('button', { name: '선물 선택하기' });
    await expect(selectButton).toBeEnabled();
    await screenshot(page, 'gift-desktop-3-detail');

    await selectButton.click();
    expect(await acceptDialog(page)).toBe('옵션을 선택해주세요.');
    // The focus is on an option select.
    await expect(page.locator('[id^="gift-option-"]:focus')).toHaveCount(1);
    expect(await chooseOptions(page)).toBe(optionCount);
    await selectButton.click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();
    await expect(page.getByRole('region', { name: '선택한 선물' }).getByText(prodNm)).toBeVisible();
    await screenshot(page, 'gift-desktop-4-apply');

    // Submitting empty: messages under the fields, focus on the first, no confirm.
    await page.getByLabel('받는 분').fill('');
    await page.getByRole('button', { name: '신청하기' }).click();
    const receiverError = page.locator('#gift-address-receiverNm-error');
    await expect(receiverError).toHaveText('받는 분 이름을 입력해주세요.');
    await expect(page.locator('[id^="gift-address-"][id$="-error"]')).toHaveText([
      '받는 분 이름을 입력해주세요.',
      '휴대폰번호 11자리를 입력해주세요.',
      '우편번호 5자리를 입력해주세요.',
      '주소를 입력해주세요.',
      '상세주소를 입력해주세요.',
    ]);
    await expect(page.locator('#gift-address-receiverNm')).toBeFocused();
    await expect(page.getByLabel('받는 분')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('dialog')).toHaveCount(0);
    await screenshot(page, 'gift-desktop-5-apply-errors');

    await fillAddress(page, DESKTOP_ADDRESS);
    await expect(page.getByLabel('휴대폰번호')).toHaveValue('010-5555-7777');
    await expect(page.locator('[id$="-error"]')).toHaveCount(0);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    await expect(page).toHaveURL(new RegExp(`/gift/giftSelect/orderHistory/\\d+/${ordSn}/\\d+$`));
    const [, eventSn, , estiSn] = /orderHistory\/(\d+)\/(\d+)\/(\d+)$/.exec(page.url()) ?? [];
    expect(Number(eventSn)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
    const card = page.locator('li[aria-current="true"]');
    await expect(card).toBeVisible();
    // The same order number as the delivery screens and the back office.
    await expect(card).toContainText(`주문 ${estiSn}`);
    await expect(card).toContainText(prodNm);
    await expect(card).toContainText('주문접수');
    await expect(card).toContainText(DESKTOP_ADDRESS.name);
    await expect(card).toContainText('010-5555-7777');
    await expect(card).toContainText(`[06236] ${DESKTOP_ADDRESS.addr} ${DESKTOP_ADDRESS.addrDtl}`);
    // The buttons come with the orders and the event (no layout shift); the one choice of the event is used: no
    // "choose more".
    await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
    await expect(page.getByRole('link', { name: '선물 더 고르기' })).toHaveCount(0);
    await screenshot(page, 'gift-desktop-6-history');

    // The operator manager finds the new order by the receiver's name (masked in the list, full in the detail).
    const { page: op } = await open('desktop');
    await signIn(op, 'demo-opmanager');
    await op.goto('/delivery/managedList');
    await expect(op.getByText(/총 .+건/)).toBeVisible();
    await op.getByLabel('수령인').fill(DESKTOP_ADDRESS.name);
    await op.locator('form button[type=submit]').click();
    await expect(op).toHaveURL((url) => url.searchParams.get('receiverNm') === DESKTOP_ADDRESS.name);
    await expect(op.locator('p[aria-live]').first()).toHaveText('총 1건');
    const rows = op.locator('tr[data-row-key]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-row-key', new RegExp(`^${estiSn}-\\d+$`));
    await expect(rows.first()).toContainText('이*이');
    await expect(rows.first()).not.toContainText(DESKTOP_ADDRESS.name);
    await expect(rows.first()).toContainText('010-5555-****');
    await expect(rows.first()).toContainText(prodNm);
    await expect(rows.first()).toContainText('주문접수');
    await screenshot(op, 'gift-desktop-7-managed-list');

    await rows.first().locator('td').first().click();
    await expect(op).toHaveURL(new RegExp(`/delivery/managedDetail/${estiSn}/\\d+$`));
    const receiver = op.locator('.ant-card', { hasText: '수령인 정보' });
    await expect(receiver.getByText(DESKTOP_ADDRESS.name, { exact: true })).toBeVisible();
    await expect(receiver).toContainText('010-5555-7777');
    await expect(receiver).toContainText(`(06236) ${DESKTOP_ADDRESS.addr} ${DESKTOP_ADDRESS.addrDtl}`);
    await expect(receiver).toContainText(DESKTOP_ADDRESS.memo);
    const order = op.locator('.ant-card', { hasText: '주문 정보' });
    await expect(order).toContainText(`주문 ${estiSn} · 상품 `);
    await expect(order).toContainText('김민준 (demo-employee)');
    await screenshot(op, 'gift-desktop-8-managed-detail');
  });

  test('mobile: entry, event, infinite scroll, detail, final info and order history', async ({ open }) => {
    const { page } = await open('phone');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(visited).toContain('/checkDevice');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await expect(page).toHaveURL(/\/m\/idLogin$/);
    await signIn(page, 'demo-operator', '');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    const eventCard = page.getByRole('link', { name: /임직원 복지 선물/ });
    await expect(eventCard).toBeVisible();
    await expect(eventCard).toContainText('선물 고르기');
    await screenshot(page, 'gift-mobile-1-preview');

    await eventCard.click();
    await expect(page).toHaveURL(/\/m\/gift\/list\/\d+$/);
    const links = productLinks(page, '/m/gift');
    await expect(links.first()).toBeVisible();
    const firstPage = await links.count();
    await expect(page.getByRole('button', { name: '상품 더 보기' })).toBeVisible();
    await screenshot(page, 'gift-mobile-2-list');

    // Scrolling to the bottom loads the next page until everything is there.
    const end = page.getByText(/전체 \d+개 상품을 모두 보셨습니다\./);
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      const shown = await links.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Each scroll to the bottom brings the next page, or the end line after the last one.
      await expect.poll(async () => (await end.isVisible()) || (await links.count()) > shown).toBe(true);
    }
    await expect(end).toBeVisible();
    await end.scrollIntoViewIfNeeded();
    const total = Number(/전체 (\d+)개/.exec((await end.textContent()) ?? '')?.[1]);
    expect(total, 'the welfare event has a second page').toBeGreaterThan(firstPage);
    await expect(links).toHaveCount(total);
    await visibleImagesLoaded(page);
    await screenshot(page, 'gift-mobile-3-scrolled');

    // A gift from the second page that is in stock.
    const target = links.filter({ hasNotText: '품절' }).last();
    const href = (await target.getAttribute('href')) ?? '';
    await target.click();
    await expect(page).toHaveURL((url) => url.href.endsWith(href));
    await detailLoaded(page);
    const prodNm = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await chooseOptions(page);
    await screenshot(page, 'gift-mobile-4-detail');
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();
    await fillAddress(page, MOBILE_ADDRESS);
    await screenshot(page, 'gift-mobile-5-apply');
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    await expect(page).toHaveURL(new RegExp(`/m/gift/giftSelect/orderHistory/\\d+/${ordSn}/\\d+$`));
    const mobileEstiSn = /orderHistory\/\d+\/\d+\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
    const card = page.locator('li[aria-current="true"]');
    await expect(card).toContainText(`주문 ${mobileEstiSn}`);
    await expect(card).toContainText(prodNm);
    await expect(card).toContainText('주문접수');
    await expect(card).toContainText(MOBILE_ADDRESS.name);
    await expect(card).toContainText('010-6666-8888');
    await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
    await screenshot(page, 'gift-mobile-6-history');
  });

  test('refuses a typed final-info URL (spec §4 direct entry) and sends the recipient to the list', async ({
    page,
  }) => {
    await signIn(page, 'demo-employee');
    await expect(page).toHaveURL(/\/gift\/list$/);
    // The route's gate acts before the screen is loaded: neither the order nor the final-info chunk is asked for.
    const orderCalls: string[] = [];
    const applyChunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gift/orderDetail.json')) orderCalls.push(r.url());
      if (/\/assets\/gift-apply-(page|view)-[\w-]+\.js$/.test(r.url())) applyChunks.push(r.url());
    });
    await page.goto('/gift/giftSelect/apply/1');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    await expect(page).toHaveURL((url) => url.pathname === '/gift/list');
    expect(orderCalls).toEqual([]);
    expect(applyChunks).toEqual([]);
  });

  test('refuses a typed final-info URL on the phone too and sends the recipient to the preview', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await signIn(page, 'demo-employee', '/m/idLogin');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    // The gate decides before the screen is loaded: the final info's chunks are neither preloaded nor fetched.
    const orderCalls: string[] = [];
    const applyChunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gift/orderDetail.json')) orderCalls.push(r.url());
      if (/\/assets\/(mobile-)?gift-apply-(page|view)-[\w-]+\.js$/.test(r.url())) applyChunks.push(r.url());
    });
    await page.goto('/m/gift/giftSelect/apply/1');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    await expect(page).toHaveURL((url) => url.pathname === '/m/gift/preview');
    expect(orderCalls).toEqual([]);
    expect(applyChunks).toEqual([]);
  });
});
