import type { Page } from '@playwright/test';
import { acceptDialog, expect, screenshot, signIn, submitLogin, test } from './fixtures';
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

test.describe('recipient state across devices, tabs and logins', () => {
  test('choices used on another device: the count refreshes on focus, and the filled form says what happened with a link to the history', async ({
    page,
  }) => {
    // A CLI002 employee of the two-choice anniversary event (taken from the last employee down: this uses choices up).
    const recipient = await recipientWithChoiceLeft('last');
    await signIn(page, recipient.userId);
    await expect(page).toHaveURL(/\/gift\/list$/);
    const before = await remaining(page);
    expect(before).toBeGreaterThan(0);
    await openApplyForm(page, '/gift');
    await fillAddress(page);
    // Back past the detail to the list, leaving the filled form in this tab's history.
    await page.goBack();
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/gift/list');
    expect(await remaining(page)).toBe(before);

    // The other device uses every choice left.
    await applyElsewhere(recipient.userId, recipient.eventSn, before);
    await regainFocus(page);
    await expect.poll(() => remaining(page)).toBe(0);
    await expect(page.getByText('선택 가능한 선물을 모두 선택하셨습니다.')).toBeVisible();
    await screenshot(page, 'state-remaining-refreshed');

    // Back on the form still filled in on this device: applying tells what happened instead of staying put.
    await page.goForward();
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();
    await fillAddress(page);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    expect(await acceptDialog(page)).toBe('선택 가능한 선물 수를 초과했습니다.');
    await expect(page.getByText('다른 기기나 창에서 이미 선물을 신청하셨습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '신청하기' })).toHaveCount(0);
    const history = page.getByRole('link', { name: '신청 내역 보기' });
    await expect(history).toBeVisible();
    await screenshot(page, 'state-used-elsewhere');
    await history.click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
    await expect(page.getByText('다른기기').first()).toBeVisible();
  });

  test('an old final-info URL opened after logging in again: the alert shows over the gift list, not a blank page', async ({
    page,
  }) => {
    const recipient = await recipientWithChoiceLeft();
    await signIn(page, recipient.userId);
    await expect(page).toHaveURL(/\/gift\/list$/);
    await openApplyForm(page, '/gift');
    const applyUrl = page.url();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, recipient.userId);
    await expect(page).toHaveURL(/\/gift\/list$/);

    await page.goto(applyUrl);
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p')).toHaveText('비정상적인 접근입니다.');
    // Behind the alert: the gift list already, with its event.
    expect(new URL(page.url()).pathname).toBe('/gift/list');
    await expect(page.getByRole('region', { name: '이벤트 정보' })).toBeVisible();
    await screenshot(page, 'state-old-apply-url');
    expect(await acceptDialog(page)).toBe('비정상적인 접근입니다.');
    expect(new URL(page.url()).pathname).toBe('/gift/list');
  });

  test('a new tab of the same browser keeps the login; logging out in one tab logs out all', async ({
    page,
    context,
    open,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto('/delivery/managedList');
    const row = page.locator('tr[data-row-key]').first();
    await expect(row).toBeVisible();
    const detailHref = await row.locator('a[href^="/delivery/managedDetail/"]').first().getAttribute('href');
    expect(detailHref).toBeTruthy();

    // "Open in new tab": a page of the same browser with its own, empty session storage.
    const tab = await context.newPage();
    await tab.goto(detailHref!);
    await expect(tab.locator('.ant-card', { hasText: '수령인 정보' })).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe(detailHref);
    await screenshot(tab, 'state-new-tab-detail');

    // Another browser (its own context) gets nothing.
    const other = await open('desktop');
    await other.page.goto(detailHref!);
    await expect(other.page).toHaveURL(/\/login$/);
    await other.context.close();

    await tab.getByRole('button', { name: '로그아웃' }).click();
    await expect(tab).toHaveURL(/\/login$/);
    // The first tab follows (by way of /checkDevice) to the login.
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('pcs-session') ?? '')).not.toContain(
      'loginUserToken',
    );
  });

  test('the first-login form can be left by 로그아웃, on desktop and on a phone', async ({ page, open }) => {
    await page.goto('/login');
    await submitLogin(page, 'demo-firstlogin-out');
    await expect(page).toHaveURL(/\/firstLoginForm$/);
    // The logo and the gift list lead back to the form; 로그아웃 leaves it.
    // 'commit': the app moves on by itself while the page is still loading (a redirect chain before 'load').
    await page.goto('/gift/list', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/firstLoginForm$/);
    await expect(page.getByRole('button', { name: '저장하고 시작하기' })).toBeVisible();
    await screenshot(page, 'state-first-login-logout');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/gift/list', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);

    const phone = await open('phone');
    await phone.page.goto('/m/idLogin');
    await submitLogin(phone.page, 'demo-firstlogin-out');
    await expect(phone.page).toHaveURL(/\/m\/firstLoginForm$/);
    await phone.page.getByRole('button', { name: '로그아웃' }).click();
    await expect(phone.page).toHaveURL(/\/m\/login$/);
    await screenshot(phone.page, 'state-first-login-logout-mobile');
  });
});
