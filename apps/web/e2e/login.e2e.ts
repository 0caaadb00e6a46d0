import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  submitLogin,
  useBrowser,
} from './browser';

/** spec §2 entry rules and §4 Login, through the real screens. */
describe.skipIf(e2eSkipped)('login and entry', () => {
  const browser = useBrowser();

  it("sends '/' to /checkDevice, then /login, and validates empty fields", async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect
      .poll(() => page.locator('.pcs-field-error').allTextContents())
      .toEqual(['아이디를 입력해주세요.', '비밀번호를 입력해주세요.']);
    await context.close();
  });

  it('alerts the server text on a wrong password', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    await submitLogin(page, 'demo-admin', 'wrong-password');
    expect(await acceptDialog(page)).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    await context.close();
  });

  it.each([
    ['demo-admin', '/dashBoard/etners'],
    ['demo-client', '/dashBoard/client'],
    ['demo-employee', '/gift/list'],
    ['demo-vendor', '/delivery/order'],
  ])('takes %s to the home of the role (%s)', async (userId, home) => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    await submitLogin(page, userId);
    await page.waitForURL(`**${home}`);
    await context.close();
  });

  it('resumes the saved return path after login and logs out to /login', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/delivery/managedList?deliStatCd=03');
    await page.waitForURL('**/login');
    await submitLogin(page, 'demo-admin');
    await page.waitForURL('**/delivery/managedList?deliStatCd=03');
    await page.getByRole('button', { name: /로그아웃/ }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => sessionStorage.getItem('pcs-session') ?? '');
    expect(stored).toContain('"loginUserData":null');
    await context.close();
  });

  it('runs the mobile entry on a phone: /m/login, 아이디로 로그인, gift preview', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/');
    await page.waitForURL('**/m/login');
    await screenshot(page, 'm-login');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await page.waitForURL('**/m/idLogin');
    await submitLogin(page, 'demo-employee');
    await page.waitForURL('**/m/gift/preview');
    // A desktop address on a phone goes to its /m equivalent (spec §2).
    await page.goto('/gift/list');
    await page.waitForURL('**/m/gift/preview');
    await context.close();
  });

  it('sends unknown paths to /notFound', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/no/such/page');
    await page.waitForURL('**/notFound');
    await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' }).waitFor();
    await context.close();
  });
});
