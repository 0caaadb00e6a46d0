import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, screenshot, test } from './fixtures';
import { type Focused, focused, named, press, retype, tabTo, withId } from './keyboard';
import { recipientWithChoiceLeft } from './recipients';

/**
 * The recipient's gift journey by keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7, 3.3.1): Tab, Shift+Tab, Enter, Space,
 * arrows and typing, never a click or a fill. Every element Tab reaches shows a focus indicator; the address search
 * and the confirm keep focus inside while open and give it back; a refused submit says what is wrong, tied to the
 * field. The postcode service is a stand-in (no network here) with a search box and a list of results.
 */

const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const FAKE_POSTCODE = `
window.daum = {
  Postcode: function (options) {
    var results = [
      { zonecode: '06236', roadAddress: '서울 강남구 테헤란로 152', jibunAddress: '서울 강남구 역삼동 737',
        buildingName: '강남파이낸스센터', bname: '역삼동', userSelectedType: 'R' },
      { zonecode: '13494', roadAddress: '경기 성남시 분당구 판교역로 235', jibunAddress: '경기 성남시 분당구 삼평동 681',
        buildingName: '', bname: '삼평동', userSelectedType: 'R' }
    ];
    this.embed = function (element) {
      var input = document.createElement('input');
      input.setAttribute('aria-label', '도로명, 건물명, 지번 검색');
      var list = document.createElement('ul');
      results.forEach(function (r) {
        var item = document.createElement('li');
        var pick = document.createElement('button');
        pick.type = 'button';
        pick.textContent = r.zonecode + ' ' + r.roadAddress;
        pick.onclick = function () { options.oncomplete(r); };
        item.appendChild(pick);
        list.appendChild(item);
      });
      element.appendChild(input);
      element.appendChild(list);
      if (options.focusInput) input.focus();
    };
    this.open = function () {};
  }
};`;

const activeValue = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement).value);

/** The texts the focused element's aria-describedby points at. */
const activeDescription = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

const alerts = (page: Page) => page.getByRole('alert').allTextContents();

/** A gift the recipient can take without paying: in stock, within the budget. */
const freeGift = (prefix: string) => (f: Focused) =>
  f.tag === 'a' && f.href.startsWith(`${prefix}/detail/`) && !/품절|본인 결제|예산 초과/.test(f.name);

/** Each option select gets its first value that is not sold out, by arrow key; the quantity stays 1. */
async function chooseOptionsByKeyboard(page: Page): Promise<void> {
  const count = await page.locator('select[id^="gift-option-"]').count();
  for (let i = 0; i < count; i += 1) {
    await tabTo(page, (f) => f.tag === 'select' && f.id.startsWith('gift-option-'));
    await page.keyboard.press('ArrowDown');
    expect(await activeValue(page), 'an option chosen by arrow key').not.toBe('');
  }
}

/** A refused apply: the cleared name is announced and tied to its field, where the cursor waits. */
async function refusedApply(page: Page, submitName: RegExp): Promise<void> {
  await tabTo(page, withId('gift-address-receiverNm'));
  await retype(page, '');
  await tabTo(page, named(submitName));
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page).then((f) => f?.id)).toBe('gift-address-receiverNm');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  const [message] = await activeDescription(page);
  expect(message).toBeTruthy();
  expect(await alerts(page)).toContain(message);
}

/** The confirm takes focus on 확인, keeps Tab inside (취소 <-> 확인), and Enter on 확인 applies. */
async function confirmByKeyboard(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: text });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focused(page).then((f) => f?.name)).toBe('확인');
  expect((await press(page, 'Tab'))?.name).toBe('취소');
  expect((await press(page, 'Tab'))?.name).toBe('확인');
  expect((await press(page, 'Shift+Tab'))?.inDialog).toBe(text);
  expect((await press(page, 'Shift+Tab'))?.name).toBe('확인');
  await page.keyboard.press('Enter');
}

/** The page's address is this path (and query), as a link's href names it. */
const atPath = (href: string) => (url: URL) => `${url.pathname}${url.search}` === href;

test.describe('the gift journey by keyboard only', () => {
  test('mobile: /m/login, ID login with an empty field refused, event, gift, options, address search, apply, history', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await page.route(`${POSTCODE_SCRIPT}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_POSTCODE }),
    );
    const recipient = await recipientWithChoiceLeft();

    await page.goto('/m/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, named('아이디로 로그인'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/idLogin$/);

    // 로그인 with nothing typed: the message is announced and tied to 아이디, where the cursor goes.
    await tabTo(page, named('로그인'));
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts(page)).toContain('아이디를 입력해주세요.');
    expect((await focused(page))?.name).toBe('아이디');
    expect(await activeDescription(page)).toEqual(['아이디를 입력해주세요.']);
    await screenshot(page, 'keyboard-mobile-1-login-refused');
    await page.keyboard.type(recipient.userId);
    expect((await press(page, 'Tab'))?.name).toBe('비밀번호');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);

    await tabTo(page, (f) => f.href === `/m/gift/list/${recipient.eventSn}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(`/m/gift/list/${recipient.eventSn}`));
    await expect(page.locator('a[href^="/m/gift/detail/"]').first()).toBeVisible();
    const gift = await tabTo(page, freeGift('/m/gift'), { max: 250 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(gift.href));
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptionsByKeyboard(page);
    await tabTo(page, named('선물 선택하기'));
    await screenshot(page, 'keyboard-mobile-2-detail');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();

    await refusedApply(page, /^(신청하기|[\d,]+원 결제하기)$/);
    await screenshot(page, 'keyboard-mobile-3-apply-refused');
    await page.keyboard.type('김키보');
    await tabTo(page, withId('gift-address-receiverTelNo'));
    await retype(page, '01012345678');

    // 주소 검색: focus goes into the dialog and stays there both ways; Escape closes it and returns to the button.
    await tabTo(page, named('주소 검색'));
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: '주소 검색' });
    await expect(search.getByRole('button', { name: /테헤란로 152/ })).toBeVisible();
    expect((await focused(page))?.inDialog).toBe('주소 검색');
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      const now = await press(page, key);
      expect(now?.inDialog, `${key} stays in the search`).toBe('주소 검색');
    }
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    expect((await focused(page))?.name).toBe('주소 검색');

    // Again, to the second result and Enter: the address is filled and the cursor waits in 상세주소.
    await page.keyboard.press('Enter');
    await expect(search.getByRole('button', { name: /판교역로 235/ })).toBeVisible();
    await tabTo(page, named(/판교역로 235/), { max: 10 });
    await screenshot(page, 'keyboard-mobile-4-address-search');
    await page.keyboard.press('Enter');
    await expect(search).toHaveCount(0);
    expect((await focused(page))?.id).toBe('gift-address-addrDtl');
    await expect(page.getByLabel('우편번호')).toHaveValue('13494');
    await page.keyboard.type('알파돔타워 3층');

    await tabTo(page, named(/^(신청하기|[\d,]+원 결제하기)$/));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, '선물을 신청하시겠습니까?');
    await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
    const card = page.locator('li[aria-current="true"]');
    await expect(card).toContainText('김키보');
    await expect(card).toContainText('판교역로 235');
    // The history's own actions are reachable too.
    await tabTo(page, (f) => f.tag === 'a' || f.tag === 'button');
    await screenshot(page, 'keyboard-mobile-5-history');
  });

  test('desktop: /login with an empty password refused, gift list, detail, apply typed by hand, history', async ({
    page,
  }) => {
    const recipient = await recipientWithChoiceLeft();

    await page.goto('/login');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await tabTo(page, named('아이디'));
    await page.keyboard.type(recipient.userId);
    await tabTo(page, named('로그인'));
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts(page)).toContain('비밀번호를 입력해주세요.');
    expect((await focused(page))?.name).toBe('비밀번호');
    expect(await activeDescription(page)).toEqual(['비밀번호를 입력해주세요.']);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gift\/list$/);

    await expect(page.locator('a[href^="/gift/detail/"]').first()).toBeVisible();
    const gift = await tabTo(page, freeGift('/gift'), { max: 250 });
    await screenshot(page, 'keyboard-desktop-1-list');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(gift.href));
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptionsByKeyboard(page);
    await tabTo(page, named('선물 선택하기'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();

    await refusedApply(page, /^(신청하기|[\d,]+원 결제하기)$/);
    await page.keyboard.type('이키보');
    for (const [id, text] of [
      ['gift-address-receiverTelNo', '01098765432'],
      ['gift-address-zipCd', '06236'],
      ['gift-address-addr', '서울특별시 강남구 테헤란로 152'],
      ['gift-address-addrDtl', '12층'],
      ['gift-address-deliveryMemo', '부재 시 경비실에 맡겨주세요.'],
    ] as const) {
      await tabTo(page, withId(id));
      await retype(page, text);
    }
    await screenshot(page, 'keyboard-desktop-2-apply');
    await tabTo(page, named(/^(신청하기|[\d,]+원 결제하기)$/));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, '선물을 신청하시겠습니까?');
    await expect(page).toHaveURL(/\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
    await expect(page.locator('li[aria-current="true"]')).toContainText('이키보');
  });
});
