import { acceptDialog, expect, screenshot, submitLogin, test } from './fixtures';

/** spec §2 entry rules and §4 Login, through the real screens. */
test.describe('login and entry', () => {
  test("sends '/' to /checkDevice, then /login, and validates empty fields", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.locator('.pcs-field-error')).toHaveText([
      '아이디를 입력해주세요.',
      '비밀번호를 입력해주세요.',
    ]);
  });

  test('alerts the server text on a wrong password', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'demo-admin', 'wrong-password');
    expect(await acceptDialog(page)).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
  });

  for (const [userId, home] of [
    ['demo-admin', '/dashBoard/etners'],
    ['demo-client', '/dashBoard/client'],
    ['demo-employee', '/gift/list'],
    ['demo-vendor', '/delivery/order'],
  ] as const) {
    test(`takes ${userId} to the home of the role (${home})`, async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, userId);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    });
  }

  test('resumes the saved return path after login and logs out to /login', async ({ page }) => {
    await page.goto('/delivery/managedList?deliStatCd=03');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'demo-admin');
    await expect(page).toHaveURL(/\/delivery\/managedList\?deliStatCd=03$/);
    await page.getByRole('button', { name: /로그아웃/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('pcs-session') ?? '');
    expect(stored).toContain('"loginUserData":null');
  });

  test('runs the mobile entry on a phone: /m/login, 아이디로 로그인, gift preview', async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/');
    await expect(page).toHaveURL(/\/m\/login$/);
    await screenshot(page, 'm-login');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await expect(page).toHaveURL(/\/m\/idLogin$/);
    await submitLogin(page, 'demo-employee');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    // A desktop address on a phone goes to its /m equivalent (spec §2).
    await page.goto('/gift/list');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
  });

  test("the suite's demo sessions: reused in a new context, and signed in again once a logout revoked them", async ({
    signedIn,
  }) => {
    const first = await signedIn('demo-admin');
    await first.page.goto('/company/list');
    await expect(first.page.getByRole('button', { name: /로그아웃/ })).toBeVisible();
    await expect(first.page).toHaveURL(/\/company\/list$/);
    // A reload keeps the journey's own session state (the seed is put once per tab).
    await first.page.getByRole('button', { name: /로그아웃/ }).click();
    await expect(first.page).toHaveURL(/\/login$/);
    await first.page.reload();
    await expect(first.page).toHaveURL(/\/login$/);

    const second = await signedIn('demo-admin');
    await second.page.goto('/company/list');
    await expect(second.page.getByRole('button', { name: /로그아웃/ })).toBeVisible();
    await expect(second.page).toHaveURL(/\/company\/list$/);

    const phone = await signedIn('demo-employee', 'phone');
    await phone.page.goto('/m/gift/preview');
    await expect(phone.page).toHaveURL(/\/m\/gift\/preview$/);
  });

  test('sends unknown paths to /notFound', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/notFound$/);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
  });
});
