import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  submitLogin,
  useBrowser,
} from './browser';
import { applyElsewhere, openApplyForm, recipientWithChoiceLeft } from './recipients';

/** The event header's remaining count on the desktop gift list ("남은 선택 1 / 2개"). */
const remaining = async (page: Page): Promise<number> => {
  const text = await page
    .getByRole('region', { name: '이벤트 정보' })
    .getByText(/남은 선택/)
    .textContent();
  return Number(/남은 선택\s*(\d+)/.exec(text ?? '')?.[1]);
};

/** What a browser does when the recipient comes back to this window or tab. */
const regainFocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

const fillAddress = async (page: Page) => {
  await page.getByLabel('휴대폰번호').fill('01012121212');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('3층');
};

describe.skipIf(e2eSkipped)('recipient state across devices, tabs and logins', () => {
  const browser = useBrowser();

  it('choices used on another device: the count refreshes on focus, and the filled form says what happened with a link to the history', async () => {
    // A CLI002 employee of the two-choice anniversary event (taken from the last employee down: this uses choices up).
    const recipient = await recipientWithChoiceLeft('last');
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, recipient.userId);
    await page.waitForURL('**/gift/list');
    const before = await remaining(page);
    expect(before).toBeGreaterThan(0);
    await openApplyForm(page, '/gift');
    await fillAddress(page);
    // Back past the detail to the list, leaving the filled form in this tab's history.
    await page.goBack();
    await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/gift/list');
    expect(await remaining(page)).toBe(before);

    // The other device uses every choice left.
    await applyElsewhere(recipient.userId, recipient.eventSn, before);
    await regainFocus(page);
    await expect.poll(() => remaining(page)).toBe(0);
    await page.getByText('선택 가능한 선물을 모두 선택하셨습니다.').waitFor();
    await screenshot(page, 'state-remaining-refreshed');

    // Back on the form still filled in on this device: applying tells what happened instead of staying put.
    await page.goForward();
    await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: '배송 정보 입력' }).waitFor();
    await fillAddress(page);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    expect(await acceptDialog(page)).toBe('선택 가능한 선물 수를 초과했습니다.');
    await page.getByText('다른 기기나 창에서 이미 선물을 신청하셨습니다.').waitFor();
    expect(await page.getByRole('button', { name: '신청하기' }).count()).toBe(0);
    const history = page.getByRole('link', { name: '신청 내역 보기' });
    await history.waitFor();
    await screenshot(page, 'state-used-elsewhere');
    await history.click();
    await page.waitForURL(/\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
    await page.getByText('다른기기').first().waitFor();
    await context.close();
  });

  it('an old final-info URL opened after logging in again: the alert shows over the gift list, not a blank page', async () => {
    const recipient = await recipientWithChoiceLeft();
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, recipient.userId);
    await page.waitForURL('**/gift/list');
    await openApplyForm(page, '/gift');
    const applyUrl = page.url();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, recipient.userId);
    await page.waitForURL('**/gift/list');

    await page.goto(applyUrl);
    const dialog = page.getByTestId('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('p').textContent()).toBe('비정상적인 접근입니다.');
    // Behind the alert: the gift list already, with its event.
    expect(new URL(page.url()).pathname).toBe('/gift/list');
    await page.getByRole('region', { name: '이벤트 정보' }).waitFor();
    await screenshot(page, 'state-old-apply-url');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    expect(new URL(page.url()).pathname).toBe('/gift/list');
    await context.close();
  });

  it('a new tab of the same browser keeps the login; logging out in one tab logs out all', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    const row = page.locator('tr[data-row-key]').first();
    await row.waitFor();
    const detailHref = await row.locator('a[href^="/delivery/managedDetail/"]').first().getAttribute('href');
    expect(detailHref).toBeTruthy();

    // "Open in new tab": a page of the same browser with its own, empty session storage.
    const tab = await context.newPage();
    await tab.goto(detailHref!);
    await tab.locator('.ant-card', { hasText: '수령인 정보' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe(detailHref);
    await screenshot(tab, 'state-new-tab-detail');

    // Another browser (its own context) gets nothing.
    const other = await newPage(browser(), DESKTOP);
    await other.page.goto(detailHref!);
    await other.page.waitForURL('**/login');
    await other.context.close();

    await tab.getByRole('button', { name: '로그아웃' }).click();
    await tab.waitForURL('**/login');
    await page.waitForURL((url) => ['/login', '/checkDevice'].includes(url.pathname));
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('pcs-session') ?? '')).not.toContain(
      'loginUserToken',
    );
    await context.close();
  });

  it('the first-login form can be left by 로그아웃, on desktop and on a phone', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    await submitLogin(page, 'demo-firstlogin-out');
    await page.waitForURL('**/firstLoginForm');
    // The logo and the gift list lead back to the form; 로그아웃 leaves it.
    // 'commit': the app moves on by itself while the page is still loading (a redirect chain before 'load').
    await page.goto('/gift/list', { waitUntil: 'commit' });
    await page.waitForURL('**/firstLoginForm');
    await page.getByRole('button', { name: '저장하고 시작하기' }).waitFor();
    await screenshot(page, 'state-first-login-logout');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL('**/login');
    await page.goto('/gift/list', { waitUntil: 'commit' });
    await page.waitForURL('**/login');
    await context.close();

    const phone = await newPage(browser(), MOBILE, true);
    await phone.page.goto('/m/idLogin');
    await submitLogin(phone.page, 'demo-firstlogin-out');
    await phone.page.waitForURL('**/m/firstLoginForm');
    await phone.page.getByRole('button', { name: '로그아웃' }).click();
    await phone.page.waitForURL('**/m/login');
    await screenshot(phone.page, 'state-first-login-logout-mobile');
    await phone.context.close();
  });
});
