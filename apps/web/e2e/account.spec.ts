import type { Page } from '@playwright/test';
import { PHONE_DEVICE } from './devices';
import {
  acceptDialog,
  api,
  confirmPhone,
  DEMO_PASSWORD,
  expect,
  screenshot,
  submitLogin,
  test,
} from './fixtures';
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

test.describe('accounts', () => {
  test('first login on desktop: forced to the form, phone authentication, profile image, new password, then home', async ({
    page,
  }) => {
    await login(page, '/login', 'demo-firstlogin');
    await expect(page).toHaveURL(/\/firstLoginForm$/);
    await page.goto('/gift/list');
    await expect(page).toHaveURL(/\/firstLoginForm$/);
    await confirmPhone(page, '01077770001');
    await page.locator('input[name=profileImage]').setInputFiles(PROFILE_PNG);
    await expect(page.getByRole('img', { name: '등록된 프로필 이미지' })).toBeVisible();
    await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
    await page.getByLabel('새 비밀번호 확인').fill('short');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    await expect(page.locator('.pcs-field-error').first()).toContainText('8~64자');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await screenshot(page, 'account-first-login-desktop');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await expect(page).toHaveURL(/\/gift\/list$/);
  });

  test('first login on mobile: /m/login, forced to /m/firstLoginForm, phone authentication, profile image, new password, then the mobile home', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await page.goto('/m/login');
    await page.getByRole('link', { name: '아이디로 로그인' }).click();
    await expect(page).toHaveURL(/\/m\/idLogin$/);
    await login(page, '/m/idLogin', 'demo-firstlogin-m');
    await expect(page).toHaveURL(/\/m\/firstLoginForm$/);
    // Every member screen sends the first-login state back to its form.
    await page.goto('/m/gift/preview');
    await expect(page).toHaveURL(/\/m\/firstLoginForm$/);
    await expect(page.getByRole('heading', { name: '최초 로그인 정보 입력' })).toBeVisible();
    await confirmPhone(page, '01077770002');
    await page.locator('input[name=profileImage]').setInputFiles(PROFILE_PNG);
    await expect(page.getByRole('img', { name: '등록된 프로필 이미지' })).toBeVisible();
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill('Mismatch1234!');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    await expect(page.locator('.pcs-field-error').first()).toBeVisible();
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    // The form fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_DEVICE.viewport.width,
    );
    await screenshot(page, 'account-first-login-mobile');
    await page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    // The state is over on the server too: the new password signs in straight to the home.
    const again = await api('/v1/ebmp/login.json', { userId: 'demo-firstlogin-m', password: NEW_PASSWORD });
    expect((again.resultData as { firstLoginYn: string }).firstLoginYn).toBe('N');
  });

  test('solution switcher in the back-office header: 준비중입니다 without an address, a new window with the token otherwise', async ({
    page,
    context,
  }) => {
    await login(page, '/login', 'demo-admin');
    await expect(page).toHaveURL(/\/dashBoard\/etners$/);
    const switcher = page.getByRole('button', { name: '솔루션 이동' });
    await switcher.click();
    // The dropdown's own menu (the side menu has menu items too).
    const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('menuitem')).toHaveText([
      'PCS 선물하기 (현재) · 새 창으로 열기',
      '급여 아웃소싱',
      '연말정산',
    ]);
    await screenshot(page, 'account-solution-switcher');
    // Motion is off in the suite (reduced motion): the dropdown is in place as soon as it shows.
    await dropdown.getByRole('menuitem', { name: '급여 아웃소싱' }).click();
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
    await expect(dropdown.getByRole('menuitem', { name: /PCS 선물하기/ })).toBeVisible();
    // No opening animation to wait for: with reduced motion antd adds none.
    await expect(page.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
    await dropdown.getByRole('menuitem', { name: /PCS 선물하기/ }).click();
    const url = new URL((await handover).url());
    expect(url.pathname).toBe('/sLogin');
    expect(url.searchParams.get('loginUserToken')).toBe(token);
    // The new window signs in with the handed-over session and lands where this user's home is.
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/dashBoard\/etners$/);
  });

  test('vendor application link: only an open invitation shows the form, once', async ({ page }) => {
    const admin = await api('/v1/ebmp/login.json', { userId: 'demo-admin', password: DEMO_PASSWORD });
    const token = (admin.resultData as { loginUserToken: string }).loginUserToken;
    const invite = await api('/v1/ebmp/pcs/user/vendorInvitation/create.json', { cmpyNm: '새봄상회' }, token);
    const { applyPath } = invite.resultData as { applyPath: string };

    await page.goto('/vendorApplyForm/VAthis-link-does-not-exist');
    await expect(page.getByRole('alert')).toHaveText(
      '유효하지 않은 입점 신청 링크입니다. 담당자에게 받은 링크를 확인해주세요.',
    );
    await expect(page.getByRole('button', { name: '입점 신청' })).toHaveCount(0);

    await page.goto(applyPath);
    await expect(page.getByRole('button', { name: '입점 신청' })).toBeVisible();
    await expect(page.getByLabel('회사명')).toHaveValue('새봄상회');
    await page.getByLabel('사업자등록번호').fill('220-81-23456');
    await page.getByLabel('담당자명').fill('김봄');
    await page.getByLabel('담당자 휴대폰 번호').fill('01033334444');
    await page.getByLabel('담당자 이메일').fill('spring@mail.test');
    await page.getByLabel('로그인 아이디').fill('spring-vendor');
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByLabel('(필수) 개인정보 수집 및 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '입점 신청' }).click();
    await expect(page).toHaveURL(/\/vendorApplySuccess$/);

    await page.goto(applyPath);
    await expect(page.getByRole('alert')).toHaveText(
      '이미 입점 신청이 접수된 링크입니다. 검토 결과를 기다려주세요.',
    );
    await screenshot(page, 'account-vendor-link-used');
  });

  test('desktop my page: /myPage/detail/{index} selects the tab and the URL follows the tab', async ({
    page,
  }) => {
    await login(page, '/login', 'demo-employee');
    await expect(page).toHaveURL(/\/gift\/list$/);
    const selected = page.getByRole('tab', { selected: true });

    await page.goto('/myPage/detail/2');
    await expect(selected).toHaveText('배송지 관리');
    await expect(page.getByRole('heading', { name: '배송지 관리' })).toBeVisible();

    await page.getByRole('tab', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/myPage\/detail\/1$/);
    await expect(page.getByLabel('현재 비밀번호')).toBeVisible();
    await expect(selected).toHaveText('비밀번호 변경');

    await page.goBack();
    await expect(page).toHaveURL(/\/myPage\/detail\/2$/);
    await expect(selected).toHaveText('배송지 관리');

    await page.getByRole('tab', { name: '내 정보' }).click();
    await expect(page).toHaveURL(/\/myPage\/detail\/0$/);
    await expect(page.getByRole('heading', { name: '김민준 님' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('demo-employee')).toBeVisible();

    await page.goto('/myPage/detail/9');
    await expect(page).toHaveURL(/\/myPage\/detail\/0$/);
    await expect(selected).toHaveText('내 정보');
    await screenshot(page, 'account-my-page-tabs');
  });

  test('sign-up on mobile: the company is kept with the application and the applicant sees the state 등록신청', async ({
    open,
  }) => {
    const { page } = await open('phone');
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
    await expect(applied).toBeVisible();
    await expect(applied).toContainText('등록신청');
    await expect(applied).toContainText('봄날전자');
    await expect(applied).toContainText('spring-member');
    await screenshot(page, 'account-sign-up-applied-mobile');
    // Before approval, the right password tells the applicant the state.
    await login(page, '/m/idLogin', 'spring-member', NEW_PASSWORD);
    expect(await acceptDialog(page)).toBe('가입 승인 대기중입니다. 관리자 승인 후 이용하실 수 있습니다.');
  });

  test('expired password on mobile: forced to the change form; the policy and the current password are checked', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await login(page, '/m/idLogin', 'demo-expired');
    await expect(page).toHaveURL(/\/m\/changePassword$/);
    await page.getByLabel('현재 비밀번호').fill('wrong-one1!');
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await screenshot(page, 'account-change-password-mobile');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await acceptDialog(page)).toBe('현재 비밀번호가 일치하지 않습니다.');
    await page.getByLabel('현재 비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    expect(await acceptDialog(page)).toBe('비밀번호가 변경되었습니다.');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
  });

  test('find ID on desktop by phone shows the ID masked', async ({ page }) => {
    await page.goto('/findAccount');
    await page.getByLabel('이름').fill('박찾기');
    await confirmPhone(page, '01055550001', false);
    const found = page.getByRole('list', { name: '찾은 아이디' });
    await expect(found).toBeVisible();
    await expect(found).toContainText('de********r');
    await screenshot(page, 'account-find-id-desktop');
  });

  test('find password on mobile through completion, then the new password signs in', async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/m/findPassword');
    await page.getByLabel('아이디').fill('demo-member');
    await page.getByLabel('이름').fill('박찾기');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/m\/emailCertification$/);
    await confirmPhone(page, '01055550001', false);
    await expect(page).toHaveURL(/\/m\/resetPassword$/);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.')).toBeVisible();
    await screenshot(page, 'account-find-password-done-mobile');
    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/m\/idLogin$/);
    await login(page, '/m/idLogin', 'demo-member', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
  });

  test('phone login on desktop: the number sent to the phone signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '휴대폰 로그인' }).click();
    await expect(page).toHaveURL(/\/login\?by=phone$/);
    await confirmPhone(page, '01055550001', false);
    await expect(page).toHaveURL(/\/gift\/list$/);
  });

  test('address book from the mobile gift apply screen: add an address, pick it, the form is filled', async ({
    open,
  }) => {
    const { page } = await open('phone');
    // A CLI001 employee of the year-end event with a choice left (the seed applied for some of them already).
    const recipient = await recipientWithChoiceLeft();
    await login(page, '/m/idLogin', recipient.userId);
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    // A fresh draft: the event, a gift in stock, its options, 선물 선택하기.
    await page.locator(`a[href="/m/gift/list/${recipient.eventSn}"]`).first().click();
    const product = page.locator('a[href^="/m/gift/detail/"]').filter({ hasNotText: '품절' }).first();
    await product.click();
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    for (const select of await page.locator('select[id^="gift-option-"]').all()) {
      const value = await select.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? '',
      );
      await select.selectOption(value);
    }
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    const applyUrl = new URL(page.url()).pathname;

    // The address book in pick mode: add an address, pick it, back on the apply screen with the form filled.
    await page.getByRole('link', { name: '주소록에서 선택' }).click();
    await expect(page).toHaveURL(/\/m\/myPage\/addr$/);
    await page.getByRole('link', { name: '+ 새 배송지' }).click();
    await page.getByLabel('배송지명').fill('우리집');
    await page.getByLabel('받는 분').fill('홍길동');
    await page.getByLabel('휴대폰번호').fill('01012345678');
    await page.getByLabel('우편번호').fill('06236');
    await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
    await page.getByLabel('상세주소').fill('12층');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/m\/myPage\/addr$/);
    await expect(page.getByText('우리집')).toBeVisible();
    await screenshot(page, 'account-address-book-mobile');
    await page
      .getByRole('listitem')
      .filter({ hasText: '우리집' })
      .getByRole('button', { name: '선택' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${applyUrl}$`));
    await expect(page.locator('#gift-address-addr')).toHaveValue('서울 강남구 테헤란로 152');
    await expect(page.locator('#gift-address-zipCd')).toHaveValue('06236');
    await screenshot(page, 'account-address-picked-mobile');
  });
});
