import type { Page } from '@playwright/test';
import { acceptDialog, expect, screenshot, submitLogin, test } from './fixtures';

const wonOf = (text: string): number => Number(/([\d,]+)원/.exec(text)?.[1]?.replace(/,/g, ''));

/** The prices of the product cards on screen. */
const cardPrices = async (page: Page): Promise<number[]> =>
  // The price element alone: a product's name may end in digits (the goods suite's products do).
  (await page.locator('a[data-prod-sn] [data-price]').allTextContents()).map(wonOf);

/**
 * Where the text of `section` is drawn and where its decorations are: text is every non-blank text node's client
 * rectangles; decorations are the visible [data-decoration] elements.
 */
const layoutOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) throw new Error(`${sel} is missing`);
    const rect = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const text: ReturnType<typeof rect>[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) text.push(rect(r));
    }
    const decorations = [...root.querySelectorAll('[data-decoration]')]
      .map((d) => d.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map(rect);
    return { text, decorations, background: getComputedStyle(root).backgroundImage };
  }, selector);

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('landing: prices, chosen products, contact and looks', () => {
  test('every price has a band: ~3만원 reaches the 20,000-29,999 won products', async ({ page }) => {
    await page.goto('/intro/prodList/category');
    await expect(page.getByRole('heading', { name: 'Category' })).toBeVisible();
    const band = page.getByRole('button', { name: '~3만원' });
    await band.click();
    await expect(band).toHaveAttribute('aria-pressed', 'true');
    // Highest price first: the top of the band.
    await page.getByRole('button', { name: /^가격순/ }).click();
    await page.getByRole('button', { name: /^낮은가격순/ }).click();
    await expect(page.getByRole('button', { name: /^높은가격순/ })).toBeVisible();
    // The band's list, high to low, once its request has answered: every card under 30,000, the first at 20,000 or more
    // (the list before the band's answer also starts above 20,000, so the first price alone proves nothing).
    await expect
      .poll(async () => {
        const shown = await cardPrices(page);
        return shown.length > 0 && shown.every((p) => p < 30_000) && (shown[0] ?? 0) >= 20_000;
      })
      .toBe(true);
    const prices = await cardPrices(page);
    expect(Math.max(...prices)).toBeLessThan(30_000);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await screenshot(page, 'landing-price-band-3');
  });

  test('the product detail shows the price; chosen products go with the inquiry and the operator handles it with a memo', async ({
    page,
    open,
  }) => {
    await page.goto('/intro/prodList/category');
    const cards = page.locator('a[data-prod-sn]');
    await expect(cards.first()).toBeVisible();
    const picked: { name: string; price: number }[] = [];
    for (const i of [0, 3]) {
      const card = cards.nth(i);
      const name = (await card.locator('img').getAttribute('alt')) ?? '';
      const price = wonOf((await card.locator('[data-price]').textContent()) ?? '');
      await card.click();
      await expect(page).toHaveURL(/\/intro\/prodDetail\?prodSn=[^/]*$/);
      // Name and price as the list showed them.
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const head = page.getByRole('heading', { level: 1, name }).locator('xpath=..');
      expect(wonOf((await head.textContent()) ?? '')).toBe(price);
      await page.getByRole('button', { name: '이 상품 선택' }).click();
      if (i === 0) await screenshot(page, 'landing-detail-price');
      picked.push({ name, price });
      await page.getByRole('button', { name: '‹ 뒤로가기' }).click();
      await expect(cards.first()).toBeVisible();
    }

    await page.goto('/intro/contact');
    const chosen = page.getByRole('region', { name: /선택한 상품/ });
    for (const p of picked) await expect(chosen.getByText(p.name)).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await screenshot(page, 'landing-contact-chosen');
    await page.getByLabel('회사명').fill('상품문의회사');
    await page.getByLabel('성명').fill('김선택');
    await page.getByLabel('연락처').fill('02-1234-5678');
    await page.getByLabel('문의내용').fill('선택한 상품으로 견적 부탁드립니다.');
    await page.getByLabel('이메일').fill('pick@example.com');
    await page.getByLabel('(필수) 개인정보 수집 및 활용에 동의합니다.').check();
    await page.getByRole('button', { name: '문의 등록' }).click();
    expect(await acceptDialog(page)).toBe('등록 하시겠습니까?');
    expect(await acceptDialog(page)).toContain('문의가 등록되었습니다.');

    const op = (await open('desktop')).page;
    await op.goto('/login');
    await submitLogin(op, 'demo-admin');
    await expect(op).toHaveURL(/\/dashBoard\/etners$/);
    await op.goto('/serviceCenter/inquiry');
    const row = op.locator('tr', { hasText: '상품문의회사' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('2개');
    await expect(row).toContainText('미처리');
    await row.click();
    const modal = op.getByRole('dialog', { name: '문의 상세' });
    const products = modal.getByRole('list', { name: '선택한 상품' });
    for (const p of picked) await expect(products.getByText(p.name)).toBeVisible();
    await modal.getByRole('button', { name: '처리 완료로 저장' }).click();
    await expect(modal.getByText('처리 메모를 입력해주세요.')).toBeVisible();
    await modal.getByLabel('처리 메모').fill('전화로 견적 안내 완료');
    await modal.getByRole('button', { name: '처리 완료로 저장' }).click();
    expect(await acceptDialog(op)).toBe('처리 완료로 저장되었습니다.');
    await expect(modal.getByText('처리 완료').first()).toBeVisible();
    await expect(modal.getByText(/한도윤/)).toBeVisible();
    await expect(modal.getByRole('button', { name: '메모 수정' })).toBeVisible();
    await screenshot(op, 'landing-inquiry-handled');
    await expect(row).toContainText('처리 완료');
  });

  test('contact limits are counted and shown, never cut; the phone takes phone characters and a real number', async ({
    page,
  }) => {
    await page.goto('/intro/contact');
    const email = page.getByLabel('이메일');
    const longEmail = `${'a'.repeat(26)}@abc.kr1`;
    expect(longEmail).toHaveLength(34);
    await email.fill(longEmail);
    await expect(email).toHaveValue(longEmail);
    await expect(page.getByTestId('contact-email-counter')).toHaveText('34/33');
    await expect(page.getByText('이메일은 33자 이내로 입력해주세요.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(longEmail.slice(0, 33));
    await expect(page.getByTestId('contact-email-counter')).toHaveText('33/33');
    await expect(page.getByText('이메일은 33자 이내로 입력해주세요.')).toHaveCount(0);

    const phone = page.getByLabel('연락처');
    await phone.pressSequentially('abc');
    await expect(phone).toHaveValue('');
    await expect(
      page.getByText('연락처는 숫자, 하이픈(-), 괄호, +, 공백만 입력할 수 있습니다.'),
    ).toBeVisible();
    await phone.fill('');
    await phone.pressSequentially('(02) 123-45ab');
    await expect(phone).toHaveValue('(02) 123-45');
    await screenshot(page, 'landing-contact-limits');

    await page.getByLabel('회사명').fill('가'.repeat(15));
    await expect(page.getByTestId('contact-company-counter')).toHaveText('15/14');
    await page.getByRole('button', { name: '문의 등록' }).click();
    expect(await acceptDialog(page)).toBe('회사명은 14자 이내로 입력해주세요.');
    await page.getByLabel('회사명').fill('가'.repeat(14));
    await page.getByLabel('성명').fill('김담당');
    await page.getByRole('button', { name: '문의 등록' }).click();
    // Right after 연락처를 입력해주세요. in the order: the number is checked before the inquiry text.
    expect(await acceptDialog(page)).toBe('연락처 형식을 확인해주세요.');
    await phone.fill('(02) 123-4567');
    await page.getByRole('button', { name: '문의 등록' }).click();
    expect(await acceptDialog(page)).toBe('문의내용을 입력해주세요.');
  });

  test('the brochure is offered on desktop too', async ({ page }) => {
    await page.goto('/intro/main');
    await page.getByRole('button', { name: '서비스 소개서 다운로드' }).click();
    const dialog = page.getByRole('dialog', { name: '서비스 소개서 다운로드' });
    await expect(dialog.getByLabel('회사명')).toBeVisible();
    await screenshot(page, 'landing-brochure-desktop');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('decorative circles never cover text: beside the content on desktop, none on a phone', async ({
    open,
  }) => {
    for (const mobile of [false, true]) {
      const { page } = await open(mobile ? 'phone' : 'desktop');
      await page.goto('/intro/main');
      const section = 'section[aria-labelledby="main-event"]';
      await expect(page.locator(`${section} a[data-prod-sn]`).first()).toBeVisible();
      await page.locator(section).scrollIntoViewIfNeeded();
      const { text, decorations, background } = await layoutOf(page, section);
      // No circle is painted in the background, where it could land under any text.
      expect(background).not.toContain('radial-gradient');
      if (!mobile) expect(decorations.length).toBeGreaterThan(0);
      for (const d of decorations)
        for (const t of text) expect(overlaps(d, t), JSON.stringify({ d, t })).toBe(false);
      await screenshot(page, `landing-event-decorations-${mobile ? 'mobile' : 'desktop'}`);
    }
  });
});
