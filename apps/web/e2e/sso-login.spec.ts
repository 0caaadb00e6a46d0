import { IDENTITY_MESSAGES, SSO_ERROR_TEXT } from '@pcs/domain';
import type { Page } from '@playwright/test';
import { OIDC_CLIENT, startOidcProvider } from '../../../scripts/oidc-test-provider';
import { acceptDialog, baseURL, expect, screenshot, signIn, test } from './fixtures';

/** demo-employee (CLI001) carries employee number D00005 in the demo data (demo-organization.ts). */
const EMPLOYEE_NUMBER = 'D00005';

/**
 * Company sign-in (decision 038) in a real browser: a client manager sets up OIDC on the identity screen, then an
 * employee signs in through oidc-provider's dev login and consent pages, on a desktop and on a phone.
 */
test.describe('company sign-in (OpenID Connect)', () => {
  // The employees sign in through the set-up the first test saves.
  test.describe.configure({ mode: 'serial' });
  let op: Awaited<ReturnType<typeof startOidcProvider>>;

  test.beforeAll(async () => {
    op = await startOidcProvider([`${baseURL()}/api/auth/sso/callback`]);
  });
  test.afterAll(async () => op?.close());

  /** Company code on our login page, then the provider's login (any password) and consent pages. */
  async function signInWithCompany(page: Page, employeeNumber: string): Promise<void> {
    await page.getByRole('button', { name: '회사 계정으로 로그인' }).click();
    await page.getByLabel('회사 코드 또는 회사 이메일').fill('CLI001');
    await page.getByRole('button', { name: '회사 계정으로 계속' }).click();
    await expect(page).toHaveURL((url) => url.href.startsWith(`${op.issuer}/`));
    await page.locator('input[name=login]').fill(employeeNumber);
    await page.locator('input[name=password]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('lets the client manager set up the sign-in on the identity screen', async ({ page }) => {
    await signIn(page, 'demo-client');
    await page.goto('/integration/identity');
    await expect(page.getByText(`${baseURL()}/api/auth/sso/callback`).first()).toBeVisible();
    await page.getByLabel('발급자(Issuer) URL').fill(op.issuer);
    await page.getByLabel('클라이언트 ID').fill(OIDC_CLIENT.clientId);
    await page.getByLabel('클라이언트 시크릿').fill(OIDC_CLIENT.clientSecret);
    await page.getByRole('switch', { name: '사용' }).click();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    // Who may sign in without a password is asked before it is saved.
    expect(await acceptDialog(page)).toBe(IDENTITY_MESSAGES.saveConfirm);
    expect(await acceptDialog(page)).toBe(IDENTITY_MESSAGES.ssoSaved);
    await expect(page.getByText('저장됨 (바꿀 때만 입력하세요)')).toHaveCount(1);
    await page.getByRole('button', { name: '연결 확인' }).click();
    expect(await acceptDialog(page)).toBe(`${IDENTITY_MESSAGES.discoveryOk} (${op.issuer})`);
    await screenshot(page, 'sso-identity-settings');
  });

  test('signs an employee in from /login and lands where a password login lands', async ({ page }) => {
    await page.goto('/login');
    await signInWithCompany(page, EMPLOYEE_NUMBER);
    await expect(page).toHaveURL(/\/gift\/list$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('pcs-session') ?? '');
    expect(stored).toContain('"userId":"demo-employee"');
  });

  test('signs an employee in from /m/login on a phone', async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/m/login');
    await signInWithCompany(page, EMPLOYEE_NUMBER);
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    await screenshot(page, 'sso-mobile-landed');
  });

  test('sends an unknown employee number back to the login page with the Korean reason', async ({ page }) => {
    await page.goto('/login');
    await signInWithCompany(page, 'NO-SUCH-NUMBER');
    await expect(page).toHaveURL(/\/login\?ssoError=employee$/);
    await expect(page.getByRole('alert').filter({ hasText: SSO_ERROR_TEXT.employee })).toBeVisible();
    await screenshot(page, 'sso-refused');
  });
});
