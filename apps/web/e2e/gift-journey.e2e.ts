import type { Locator, Page } from 'playwright-core';
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
  expect.poll(() => page.getByRole('region', { name: '상품 목록' }).getAttribute('aria-busy')).toBe('false');

const priceOf = (cardText: string): number =>
  Number(/상품가\s*([\d,]+)원/.exec(cardText)?.[1]?.replace(/,/g, ''));

/**
 * The detail has rendered its product (the URL changes before the lazily loaded screen replaces the list, whose
 * event header is a heading too).
 */
const detailLoaded = (page: Page) => page.getByRole('heading', { name: '상품 상세정보' }).waitFor();

/** Lazy product images that are on screen have arrived (so a screenshot after scrolling shows them). */
const visibleImagesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      })
      .every((img) => img.complete),
  );

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

describe.skipIf(e2eSkipped)('gift journey', () => {
  const browser = useBrowser();

  it('desktop: list, filter and sort, option, final info, order history; the operator finds the order', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-employee');
    await page.waitForURL('**/gift/list');
    const links = productLinks(page, '/gift');
    await links.first().waitFor();
    const count = page.locator('p[aria-live]').first();
    const allCount = await count.textContent();
    expect(allCount).toMatch(/총 \d+개 상품/);
    await screenshot(page, 'gift-desktop-1-list');

    // One category chip and the price toggle: both go to the URL and the list is asked again.
    const chip = page.getByRole('navigation', { name: '카테고리' }).getByRole('button', { name: '디지털' });
    await chip.click();
    await page.waitForURL((url) => /^\d{2}$/.test(url.searchParams.get('category') ?? ''));
    // The URL changes a moment before the chip shows the choice: wait for it rather than read it once.
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => count.textContent()).not.toBe(allCount);
    await listSettled(page);
    await page.getByRole('button', { name: /^가격순/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('price') === 'true' && url.searchParams.has('category'),
    );
    await page.getByRole('button', { name: /^낮은가격순/ }).waitFor();
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
      await page.waitForURL(`**${href}`);
      await detailLoaded(page);
      optionCount = await page.locator('select[id^="gift-option-"]').count();
      if (optionCount > 0) break;
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('price') === 'true');
      await links.first().waitFor();
    }
    expect(optionCount, 'a digital gift in stock with options').toBeGreaterThan(0);
    const prodNm = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const selectButton = page.getByRole('button', { name: '선물 선택하기' });
    expect(await selectButton.isEnabled()).toBe(true);
    await screenshot(page, 'gift-desktop-3-detail');

    await selectButton.click();
    expect(await acceptDialog(page)).toBe('옵션을 선택해주세요.');
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^gift-option-/);
    expect(await chooseOptions(page)).toBe(optionCount);
    await selectButton.click();
    await page.waitForURL(/\/gift\/giftSelect\/apply\/\d+$/);
    const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { name: '배송 정보 입력' }).waitFor();
    await page.getByRole('region', { name: '선택한 선물' }).getByText(prodNm).waitFor();
    await screenshot(page, 'gift-desktop-4-apply');

    // Submitting empty: messages under the fields, focus on the first, no confirm.
    await page.getByLabel('받는 분').fill('');
    await page.getByRole('button', { name: '신청하기' }).click();
    const receiverError = page.locator('#gift-address-receiverNm-error');
    await receiverError.waitFor();
    expect(await receiverError.textContent()).toBe('받는 분 이름을 입력해주세요.');
    expect(await page.locator('[id^="gift-address-"][id$="-error"]').allTextContents()).toEqual([
      '받는 분 이름을 입력해주세요.',
      '휴대폰번호 11자리를 입력해주세요.',
      '우편번호 5자리를 입력해주세요.',
      '주소를 입력해주세요.',
      '상세주소를 입력해주세요.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gift-address-receiverNm');
    expect(await page.getByLabel('받는 분').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('dialog').count()).toBe(0);
    await screenshot(page, 'gift-desktop-5-apply-errors');

    await fillAddress(page, DESKTOP_ADDRESS);
    expect(await page.getByLabel('휴대폰번호').inputValue()).toBe('010-5555-7777');
    expect(await page.locator('[id$="-error"]').count()).toBe(0);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    await page.waitForURL(new RegExp(`/gift/giftSelect/orderHistory/\\d+/${ordSn}/\\d+$`));
    const [, eventSn, , estiSn] = /orderHistory\/(\d+)\/(\d+)\/(\d+)$/.exec(page.url()) ?? [];
    expect(Number(eventSn)).toBeGreaterThan(0);
    await page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' }).waitFor();
    const card = page.locator('li[aria-current="true"]');
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    // The same order number as the delivery screens and the back office.
    expect(cardText).toContain(`주문 ${estiSn}`);
    expect(cardText).toContain(prodNm);
    expect(cardText).toContain('주문접수');
    expect(cardText).toContain(DESKTOP_ADDRESS.name);
    expect(cardText).toContain('010-5555-7777');
    expect(cardText).toContain(`[06236] ${DESKTOP_ADDRESS.addr} ${DESKTOP_ADDRESS.addrDtl}`);
    // The buttons come with the orders and the event (no layout shift); the one choice of the event is used: no
    // "choose more".
    await page.getByRole('link', { name: '목록으로' }).waitFor();
    expect(await page.getByRole('link', { name: '선물 더 고르기' }).count()).toBe(0);
    await screenshot(page, 'gift-desktop-6-history');
    await context.close();

    // The operator manager finds the new order by the receiver's name (masked in the list, full in the detail).
    const ops = await newPage(browser(), DESKTOP);
    const op = ops.page;
    await signIn(op, 'demo-opmanager');
    await op.goto('/delivery/managedList');
    await op.getByText(/총 .+건/).waitFor();
    await op.getByLabel('수령인').fill(DESKTOP_ADDRESS.name);
    await op.locator('form button[type=submit]').click();
    await op.waitForURL((url) => url.searchParams.get('receiverNm') === DESKTOP_ADDRESS.name);
    await expect.poll(() => op.locator('p[aria-live]').first().textContent()).toBe('총 1건');
    const rows = op.locator('tr[data-row-key]');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-row-key')).toMatch(new RegExp(`^${estiSn}-\\d+$`));
    const rowText = (await rows.first().textContent()) ?? '';
    expect(rowText).toContain('이*이');
    expect(rowText).not.toContain(DESKTOP_ADDRESS.name);
    expect(rowText).toContain('010-5555-****');
    expect(rowText).toContain(prodNm);
    expect(rowText).toContain('주문접수');
    await screenshot(op, 'gift-desktop-7-managed-list');

    await rows.first().locator('td').first().click();
    await op.waitForURL(new RegExp(`/delivery/managedDetail/${estiSn}/\\d+$`));
    const receiver = op.locator('.ant-card', { hasText: '수령인 정보' });
    await receiver.getByText(DESKTOP_ADDRESS.name, { exact: true }).waitFor();
    const receiverText = (await receiver.textContent()) ?? '';
    expect(receiverText).toContain('010-5555-7777');
    expect(receiverText).toContain(`(06236) ${DESKTOP_ADDRESS.addr} ${DESKTOP_ADDRESS.addrDtl}`);
    expect(receiverText).toContain(DESKTOP_ADDRESS.memo);
    const orderText = (await op.locator('.ant-card', { hasText: '주문 정보' }).textContent()) ?? '';
    expect(orderText).toContain(`주문 ${estiSn} · 상품 `);
    expect(orderText).toContain('김민준 (demo-employee)');
    await screenshot(op, 'gift-desktop-8-managed-detail');
    await ops.context.close();
  });

  it('mobile: entry, event, infinite scroll, detail, final info and order history', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/');
    await page.waitForURL('**/m/login');
    expect(visited).toContain('/checkDevice');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await page.waitForURL('**/m/idLogin');
    await signIn(page, 'demo-operator', '');
    await page.waitForURL('**/m/gift/preview');
    const eventCard = page.getByRole('link', { name: /임직원 복지 선물/ });
    await eventCard.waitFor();
    expect(await eventCard.textContent()).toContain('선물 고르기');
    await screenshot(page, 'gift-mobile-1-preview');

    await eventCard.click();
    await page.waitForURL(/\/m\/gift\/list\/\d+$/);
    const links = productLinks(page, '/m/gift');
    await links.first().waitFor();
    const firstPage = await links.count();
    expect(await page.getByRole('button', { name: '상품 더 보기' }).isVisible()).toBe(true);
    await screenshot(page, 'gift-mobile-2-list');

    // Scrolling to the bottom loads the next page until everything is there.
    const end = page.getByText(/전체 \d+개 상품을 모두 보셨습니다\./);
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      const shown = await links.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Each scroll to the bottom brings the next page, or the end line after the last one.
      await expect.poll(async () => (await end.isVisible()) || (await links.count()) > shown).toBe(true);
    }
    await end.waitFor();
    await end.scrollIntoViewIfNeeded();
    const total = Number(/전체 (\d+)개/.exec((await end.textContent()) ?? '')?.[1]);
    expect(total, 'the welfare event has a second page').toBeGreaterThan(firstPage);
    expect(await links.count()).toBe(total);
    await visibleImagesLoaded(page);
    await screenshot(page, 'gift-mobile-3-scrolled');

    // A gift from the second page that is in stock.
    const target = links.filter({ hasNotText: '품절' }).last();
    const href = (await target.getAttribute('href')) ?? '';
    await target.click();
    await page.waitForURL(`**${href}`);
    await detailLoaded(page);
    const prodNm = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await chooseOptions(page);
    await screenshot(page, 'gift-mobile-4-detail');
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await page.waitForURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { name: '배송 정보 입력' }).waitFor();
    await fillAddress(page, MOBILE_ADDRESS);
    await screenshot(page, 'gift-mobile-5-apply');
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    await page.waitForURL(new RegExp(`/m/gift/giftSelect/orderHistory/\\d+/${ordSn}/\\d+$`));
    const mobileEstiSn = /orderHistory\/\d+\/\d+\/(\d+)$/.exec(page.url())?.[1];
    await page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' }).waitFor();
    const cardText = (await page.locator('li[aria-current="true"]').textContent()) ?? '';
    expect(cardText).toContain(`주문 ${mobileEstiSn}`);
    expect(cardText).toContain(prodNm);
    expect(cardText).toContain('주문접수');
    expect(cardText).toContain(MOBILE_ADDRESS.name);
    expect(cardText).toContain('010-6666-8888');
    await page.getByRole('link', { name: '목록으로' }).waitFor();
    await screenshot(page, 'gift-mobile-6-history');
    await context.close();
  });

  it('refuses a typed final-info URL (spec §4 direct entry) and sends the recipient to the list', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-employee');
    await page.waitForURL('**/gift/list');
    // The route's gate acts before the screen is loaded: neither the order nor the final-info chunk is asked for.
    const orderCalls: string[] = [];
    const applyChunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gift/orderDetail.json')) orderCalls.push(r.url());
      if (/\/assets\/gift-apply-(page|view)-[\w-]+\.js$/.test(r.url())) applyChunks.push(r.url());
    });
    await page.goto('/gift/giftSelect/apply/1');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    await page.waitForURL((url) => url.pathname === '/gift/list');
    expect(orderCalls).toEqual([]);
    expect(applyChunks).toEqual([]);
    await context.close();
  });

  it('refuses a typed final-info URL on the phone too and sends the recipient to the preview', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await signIn(page, 'demo-employee', '/m/idLogin');
    await page.waitForURL('**/m/gift/preview');
    const orderCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gift/orderDetail.json')) orderCalls.push(r.url());
    });
    await page.goto('/m/gift/giftSelect/apply/1');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    await page.waitForURL((url) => url.pathname === '/m/gift/preview');
    expect(orderCalls).toEqual([]);
    await context.close();
  });
});
