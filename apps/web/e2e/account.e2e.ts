import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  api,
  confirmPhone,
  DEMO_PASSWORD,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  submitLogin,
  useBrowser,
} from './browser';
import { recipientWithChoiceLeft } from './recipients';

const NEW_PASSWORD = 'Fresh1234!@';

async function login(page: Page, path: string, userId: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await submitLogin(page, userId, password);
}

/** A 1x1 PNG for the profile image upload. */
const PROFILE_PNG = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

describe.skipIf(e2eSkipped)('accounts', () => {
  const browser = useBrowser();

  it('first login on desktop: forced to the form, phone authentication, profile image, new password, then home', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await login(page, '/login', 'demo-firstlogin');
    await page.waitForURL('**/firstLoginForm');
    await page.goto('/gift/list');
    await page.waitForURL('**/firstLoginForm');
    await confirmPhone(page, '01077770001');
    await page.locator('input[name=profileImage]').setInputFiles(PROFILE_PNG);
    await page.getByRole('img', { name: '등록된 프로필 이미지' }).waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
    await page.getByLabel('새 비밀번호 확인').fill('short');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    await expect.poll(() => page.locator('.pcs-field-error').first().textContent()).toContain('8~64자');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await screenshot(page, 'account-first-login-desktop');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await page.waitForURL('**/gift/list');
    await context.close();
  });

  it('first login on mobile: /m/login, forced to /m/firstLoginForm, phone authentication, profile image, new password, then the mobile home', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/login');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await page.waitForURL('**/m/idLogin');
    await login(page, '/m/idLogin', 'demo-firstlogin-m');
    await page.waitForURL('**/m/firstLoginForm');
    // Every member screen sends the first-login state back to its form.
    await page.goto('/m/gift/preview');
    await page.waitForURL('**/m/firstLoginForm');
    await page.getByRole('heading', { name: '최초 로그인 정보 입력' }).waitFor();
    await confirmPhone(page, '01077770002');
    await page.locator('input[name=profileImage]').setInputFiles(PROFILE_PNG);
    await page.getByRole('img', { name: '등록된 프로필 이미지' }).waitFor();
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill('Mismatch1234!');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    await page.locator('.pcs-field-error').first().waitFor();
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    // The form fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'account-first-login-mobile');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await page.waitForURL('**/m/gift/preview');
    // The state is over on the server too: the new password signs in straight to the home.
    const again = await api('/v1/ebmp/login.json', { userId: 'demo-firstlogin-m', password: NEW_PASSWORD });
    expect((again.resultData as { firstLoginYn: string }).firstLoginYn).toBe('N');
    await context.close();
  });

  it('solution switcher in the back-office header: 준비중입니다 without an address, a new window with the token otherwise', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await login(page, '/login', 'demo-admin');
    await page.waitForURL('**/dashBoard/etners');
    const switcher = page.getByRole('button', { name: '솔루션 이동' });
    await switcher.click();
    // The dropdown's own menu (the side menu has menu items too).
    const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await dropdown.waitFor();
    const names = await dropdown.getByRole('menuitem').allTextContents();
    expect(names).toEqual(['PCS 선물하기 (현재) · 새 창으로 열기', '급여 아웃소싱', '연말정산']);
    await screenshot(page, 'account-solution-switcher');
    // On a loaded machine a click during the dropdown's opening animation can land on nothing: click until the
    // dialog shows (at most a few times), then read it.
    const dialog = page.getByTestId('dialog');
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible()))
          await dropdown
            .getByRole('menuitem', { name: '급여 아웃소싱' })
            .click({ timeout: 2_000 })
            .catch(() => {});
        return dialog.isVisible();
      })
      .toBe(true);
    expect(await acceptDialog(page)).toBe('준비중입니다');
    expect(context.pages()).toHaveLength(1);

    const stored = (await page.evaluate(() => sessionStorage.getItem('pcs-session'))) ?? '';
    const token = /"loginUserToken":"([^"]+)"/.exec(stored)?.[1];
    expect(token).toBeTruthy();
    const handover = context.waitForEvent(
      'request',
      (r) => r.isNavigationRequest() && r.url().includes('/sLogin'),
    );
    const popupOpened = context.waitForEvent('page');
    await switcher.click();
    // Clicked once the dropdown has finished opening: a click during its animation can land on nothing.
    await dropdown.getByRole('menuitem', { name: /PCS 선물하기/ }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[class*="-appear"], [class*="-enter"]').length === 0,
    );
    await dropdown.getByRole('menuitem', { name: /PCS 선물하기/ }).click();
    const url = new URL((await handover).url());
    expect(url.pathname).toBe('/sLogin');
    expect(url.searchParams.get('loginUserToken')).toBe(token);
    // The new window signs in with the handed-over session and lands where this user's home is.
    const popup = await popupOpened;
    await popup.waitForURL('**/dashBoard/etners');
    await context.close();
  });

  it('vendor application link: only an open invitation shows the form, once', async () => {
    const admin = await api('/v1/ebmp/login.json', { userId: 'demo-admin', password: DEMO_PASSWORD });
    const token = (admin.resultData as { loginUserToken: string }).loginUserToken;
    const invite = await api('/v1/ebmp/pcs/user/vendorInvitation/create.json', { cmpyNm: '새봄상회' }, token);
    const { applyPath } = invite.resultData as { applyPath: string };
    const { context, page } = await newPage(browser(), DESKTOP);

    await page.goto('/vendorApplyForm/VAthis-link-does-not-exist');
    expect(await page.getByRole('alert').textContent()).toBe(
      '유효하지 않은 입점 신청 링크입니다. 담당자에게 받은 링크를 확인해주세요.',
    );
    expect(await page.getByRole('button', { name: '입점 신청' }).count()).toBe(0);

    await page.goto(applyPath);
    await page.getByRole('button', { name: '입점 신청' }).waitFor();
    expect(await page.getByLabel('회사명').inputValue()).toBe('새봄상회');
    await page.getByLabel('사업자등록번호').fill('220-81-23456');
    await page.getByLabel('담당자명').fill('김봄');
    await page.getByLabel('담당자 휴대폰 번호').fill('01033334444');
    await page.getByLabel('담당자 이메일').fill('spring@mail.test');
    await page.getByLabel('로그인 아이디').fill('spring-vendor');
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '입점 신청' }).click();
    await page.waitForURL('**/vendorApplySuccess');

    await page.goto(applyPath);
    expect(await page.getByRole('alert').textContent()).toBe(
      '이미 입점 신청이 접수된 링크입니다. 검토 결과를 기다려주세요.',
    );
    await screenshot(page, 'account-vendor-link-used');
    await context.close();
  });

  it('desktop my page: /myPage/detail/{index} selects the tab and the URL follows the tab', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await login(page, '/login', 'demo-employee');
    await page.waitForURL('**/gift/list');
    const selected = () => page.getByRole('tab', { selected: true }).textContent();

    await page.goto('/myPage/detail/2');
    expect(await selected()).toBe('배송지 관리');
    await page.getByRole('heading', { name: '배송지 관리' }).waitFor();

    await page.getByRole('tab', { name: '비밀번호 변경' }).click();
    await page.waitForURL('**/myPage/detail/1');
    await page.getByLabel('현재 비밀번호').waitFor();
    expect(await selected()).toBe('비밀번호 변경');

    await page.goBack();
    await page.waitForURL('**/myPage/detail/2');
    expect(await selected()).toBe('배송지 관리');

    await page.getByRole('tab', { name: '내 정보' }).click();
    await page.waitForURL('**/myPage/detail/0');
    await page.getByRole('heading', { name: '김민준 님' }).waitFor();
    await page.getByRole('tabpanel').getByText('demo-employee').waitFor();

    await page.goto('/myPage/detail/9');
    await page.waitForURL('**/myPage/detail/0');
    expect(await selected()).toBe('내 정보');
    await screenshot(page, 'account-my-page-tabs');
    await context.close();
  });

  it('sign-up on mobile: the company is kept with the application and the applicant sees the state 등록신청', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/signUp');
    await page.getByRole('textbox', { name: '아이디' }).fill('spring-member');
    await page.getByRole('button', { name: '중복확인' }).click();
    expect(await acceptDialog(page)).toBe('사용 가능한 아이디입니다.');
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByLabel('이름').fill('한봄');
    await page.getByLabel('이메일').fill('spring-member@mail.test');
    await page.getByLabel('회사명').fill('봄날전자');
    await confirmPhone(page, '01066660001');
    await page.getByLabel('(필수) 이용약관에 동의합니다.').check();
    await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '가입 신청' }).click();
    const applied = page.getByRole('list', { name: '가입 신청 내역' });
    await applied.waitFor();
    const text = (await applied.textContent()) ?? '';
    expect(text).toContain('등록신청');
    expect(text).toContain('봄날전자');
    expect(text).toContain('spring-member');
    await screenshot(page, 'account-sign-up-applied-mobile');
    // Before approval, the right password tells the applicant the state.
    await login(page, '/m/idLogin', 'spring-member', NEW_PASSWORD);
    expect(await acceptDialog(page)).toBe('가입 승인 대기중입니다. 관리자 승인 후 이용하실 수 있습니다.');
    await context.close();
  });

  it('expired password on mobile: forced to the change form; the policy and the current password are checked', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await login(page, '/m/idLogin', 'demo-expired');
    await page.waitForURL('**/m/changePassword');
    await page.getByLabel('현재 비밀번호').fill('wrong-one1!');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await screenshot(page, 'account-change-password-mobile');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await acceptDialog(page)).toBe('현재 비밀번호가 일치하지 않습니다.');
    await page.getByLabel('현재 비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await acceptDialog(page)).toBe('비밀번호가 변경되었습니다.');
    await page.waitForURL('**/m/gift/preview');
    await context.close();
  });

  it('find ID on desktop by phone shows the ID masked', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/findAccount');
    await page.getByLabel('이름').fill('박찾기');
    await confirmPhone(page, '01055550001', false);
    const found = page.getByRole('list', { name: '찾은 아이디' });
    await found.waitFor();
    expect(await found.textContent()).toContain('de********r');
    await screenshot(page, 'account-find-id-desktop');
    await context.close();
  });

  it('find password on mobile through completion, then the new password signs in', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/findPassword');
    await page.getByLabel('아이디').fill('demo-member');
    await page.getByLabel('이름').fill('박찾기');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/m/emailCertification');
    await confirmPhone(page, '01055550001', false);
    await page.waitForURL('**/m/resetPassword');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.').waitFor();
    await screenshot(page, 'account-find-password-done-mobile');
    await page.getByRole('link', { name: '로그인하기' }).click();
    await page.waitForURL('**/m/idLogin');
    await login(page, '/m/idLogin', 'demo-member', NEW_PASSWORD);
    await page.waitForURL('**/m/gift/preview');
    await context.close();
  });

  it('phone login on desktop: the number sent to the phone signs in', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    await page.getByRole('tab', { name: '휴대폰 로그인' }).click();
    await page.waitForURL('**/login?by=phone');
    await confirmPhone(page, '01055550001', false);
    await page.waitForURL('**/gift/list');
    await context.close();
  });

  it('address book from the mobile gift apply screen: add an address, pick it, the form is filled', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    // A CLI001 employee of the year-end event with a choice left (the seed applied for some of them already).
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/m/idLogin', recipient.userId);
    await page.waitForURL('**/m/gift/preview');
    // A fresh draft: the event, a gift in stock, its options, 선물 선택하기.
    await page.locator(`a[href="/m/gift/list/${recipient.eventSn}"]`).first().click();
    const product = page.locator('a[href^="/m/gift/detail/"]').filter({ hasNotText: '품절' }).first();
    await product.click();
    await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    for (const select of await page.locator('select[id^="gift-option-"]').all()) {
      const value = await select.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? '',
      );
      await select.selectOption(value);
    }
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await page.waitForURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    const applyUrl = new URL(page.url()).pathname;

    // The address book in pick mode: add an address, pick it, back on the apply screen with the form filled.
    await page.getByRole('link', { name: '주소록에서 선택' }).click();
    await page.waitForURL('**/m/myPage/addr');
    await page.getByRole('link', { name: '+ 새 배송지' }).click();
    await page.getByLabel('배송지명').fill('우리집');
    await page.getByLabel('받는 분').fill('홍길동');
    await page.getByLabel('휴대폰번호').fill('01012345678');
    await page.getByLabel('우편번호').fill('06236');
    await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
    await page.getByLabel('상세주소').fill('12층');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL('**/m/myPage/addr');
    await page.getByText('우리집').waitFor();
    await screenshot(page, 'account-address-book-mobile');
    await page
      .getByRole('listitem')
      .filter({ hasText: '우리집' })
      .getByRole('button', { name: '선택' })
      .click();
    await page.waitForURL(`**${applyUrl}`);
    await expect.poll(() => page.locator('#gift-address-addr').inputValue()).toBe('서울 강남구 테헤란로 152');
    expect(await page.locator('#gift-address-zipCd').inputValue()).toBe('06236');
    await screenshot(page, 'account-address-picked-mobile');
    await context.close();
  });
});
