import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  afterMotion,
  api,
  DESKTOP,
  e2eSkipped,
  newPage,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';

/** An Ant Design date-time text as the range picker reads it. */
const stamp = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** Picks the option options of the gift detail (the first value not sold out), as a recipient would. */
async function chooseOptions(page: Page): Promise<void> {
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value as string);
  }
}

async function fillAddress(page: Page, name: string): Promise<void> {
  await page.getByLabel('받는 분').fill(name);
  await page.getByLabel('휴대폰번호').fill('01055556666');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('12층');
}

type Row = { unqUserId: string; userId: string; grupCd: string | null; grupNm: string | null };

describe.skipIf(e2eSkipped)('event setup and test mode', () => {
  const browser = useBrowser();

  it('an operator creates an event with three products and a group, walks it in test mode (no real order), opens it; a recipient applies and shows as applied', async () => {
    const admin = await tokenOf('demo-admin');
    // A demo employee of 푸른바다물산 (CLI002) and their group: the group is the event's recipients.
    const users = await api(
      '/v1/ebmp/pcs/manage/user/list.json',
      { cmpyCdList: ['CLI002'], searchText: 'emp', pageSize: 50 },
      admin,
    );
    const member = (users.resultData as { list: Row[] }).list.find(
      (u) => u.grupCd && /^emp\d+$/.test(u.userId),
    );
    expect(member, 'a CLI002 employee in a group').toBeTruthy();
    const { userId, grupNm } = member as Row & { grupNm: string };

    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-admin');
    await page.goto('/event');
    await page.waitForURL('**/event/history');
    await page.getByRole('region', { name: '이벤트 목록' }).getByText('총').waitFor();
    await screenshot(page, 'event-1-history');

    // Create: company, name, period (open from an hour ago: it opens as soon as it is scheduled), three products.
    await page.getByRole('button', { name: '이벤트 등록' }).click();
    await page.waitForURL('**/event/settingSave/0/0/history');
    // The URL changes before the lazily loaded screen replaces the list (whose filter is labelled 회사 too).
    await page.getByRole('heading', { name: '이벤트 등록' }).waitFor();
    const eventNm = `E2E 감사 선물 ${Date.now() % 100000}`;
    await page.getByLabel('회사', { exact: true }).click();
    await page.getByLabel('회사', { exact: true }).fill('푸른바다');
    await page.locator('.ant-select-item-option').filter({ hasText: '푸른바다물산(주)' }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.ant-select-content[title="푸른바다물산(주)"]').waitFor();
    await page.getByLabel('이벤트명').fill(eventNm);
    const start = new Date(Date.now() - 3_600_000);
    const end = new Date(Date.now() + 7 * 86_400_000);
    const from = page.getByPlaceholder('시작 일시');
    const ok = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button');
    const to = page.getByPlaceholder('종료 일시');
    // The picker takes a typed value once it has parsed it (OK enabled); on a loaded machine a click can come first,
    // so the period is entered until both ends hold their values.
    await expect
      .poll(
        async () => {
          await from.click();
          await from.fill(stamp(start));
          await expect.poll(() => ok.isEnabled()).toBe(true);
          await ok.click();
          await to.fill(stamp(end));
          await expect.poll(() => ok.isEnabled()).toBe(true);
          await ok.click();
          return (await from.inputValue()) !== '' && (await to.inputValue()) !== '';
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.getByLabel('1인당 예산').fill('50000');
    await page.getByRole('button', { name: '상품 추가' }).click();
    const picker = page.locator('.ant-modal').filter({ hasText: '상품 선택' });
    await picker.locator('.ant-table-row').first().waitFor();
    for (let i = 0; i < 3; i += 1) await picker.locator('.ant-table-row .ant-checkbox-input').nth(i).check();
    await picker.getByRole('button', { name: '3개 담기' }).click();
    await screenshot(page, 'event-2-setting', true);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    expect(await acceptDialog(page)).toBe('등록 하시겠습니까?');
    expect(await acceptDialog(page)).toContain('작성중 상태로 등록되었습니다.');
    await page.waitForURL(/\/event\/detail\/CLI002\/\d+$/);
    const eventSn = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByText('작성중').first().waitFor();

    // Recipients: the employee's group.
    await page.getByRole('button', { name: '수령자 추가' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '수령자 추가' });
    await afterMotion(dialog);
    await dialog.getByLabel('그룹', { exact: true }).click();
    // The company's groups loaded (the tree is asked for when the window opens) before the search is typed.
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const titles = tree.locator('.ant-select-tree-title');
    await titles.first().waitFor();
    // The tree renders only the rows in view (a company has dozens of groups): search for the one wanted.
    await page.keyboard.type(grupNm);
    await afterMotion(tree);
    await titles.filter({ hasText: grupNm }).first().click();
    // The pick shows in the field; a failure here is the pick, not the 추가 after it.
    await dialog.locator('.ant-select-selection-item').filter({ hasText: grupNm }).first().waitFor();
    // Closes the tree's dropdown (it stays open for more picks and covers the buttons).
    await dialog.locator('.ant-modal-title').click();
    await screenshot(page, 'event-2b-recipients');
    await dialog.getByRole('button', { name: '추가' }).click();
    expect(await acceptDialog(page)).toMatch(/명을 추가했습니다/);

    // Test mode: the recipient's screens on the test API; the choice is never a real order.
    await page.getByRole('button', { name: '테스트 모드' }).click();
    await page.waitForURL(`**/event/test/list/${eventSn}`);
    await page.getByRole('note').getByText('이벤트 테스트 모드입니다.').waitFor();
    const links = page.locator(`a[href^="/event/test/detail/"]`);
    await links.first().waitFor();
    expect(await links.count()).toBe(3);
    await screenshot(page, 'event-3-test-list');
    await links.first().click();
    await page.waitForURL(/\/event\/test\/detail\//);
    await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await page.waitForURL(new RegExp(`/event/test/giftSelect/apply/${eventSn}/\\d+$`));
    await fillAddress(page, '테스트');
    await page.getByRole('button', { name: '신청하기' }).click();
    if (
      await page
        .getByTestId('dialog')
        .isVisible()
        .catch(() => false)
    )
      await acceptDialog(page);
    await page.waitForURL(new RegExp(`/event/test/giftSelect/orderHistory/${eventSn}/\\d+/\\d+$`));
    await screenshot(page, 'event-4-test-history');

    const detailReply = await api('/v1/ebmp/pcs/eventManage/detail.json', { eventSn }, admin);
    const afterTest = detailReply.resultData as {
      products: { chosenQty: number }[];
      stateCounts: Record<string, number>;
    };
    expect(afterTest.products.every((p) => p.chosenQty === 0)).toBe(true);
    expect(afterTest.stateCounts['03']).toBe(0);

    // Open it: scheduled with a start in the past, it is open at once (opening is the clock's).
    await page.goto(`/event/detail/CLI002/${eventSn}`);
    await page.getByRole('button', { name: '오픈 예약' }).click();
    expect(await acceptDialog(page)).toContain('오픈 예약하시겠습니까?');
    await page.getByText('진행중').first().waitFor();

    // The recipient sees exactly the three products and applies.
    const recipient = await newPage(browser(), DESKTOP);
    await signIn(recipient.page, userId);
    await recipient.page.goto(`/gift/list?eventSn=${eventSn}`);
    const gifts = recipient.page.locator('a[href^="/gift/detail/"]');
    await gifts.first().waitFor();
    await expect.poll(() => gifts.count()).toBe(3);
    const hrefs = await gifts.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => h.includes(`/${eventSn}/`))).toBe(true);
    await gifts.first().click();
    await recipient.page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    await chooseOptions(recipient.page);
    await recipient.page.getByRole('button', { name: '선물 선택하기' }).click();
    await recipient.page.waitForURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await fillAddress(recipient.page, '받는이');
    await recipient.page.getByRole('button', { name: '신청하기' }).click();
    if (
      await recipient.page
        .getByTestId('dialog')
        .isVisible()
        .catch(() => false)
    )
      await acceptDialog(recipient.page);
    await recipient.page.waitForURL(/\/gift\/giftSelect\/orderHistory\//);
    await recipient.context.close();

    // The operator sees them as applied.
    await page.reload();
    await page.getByLabel('수령자 상태').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('신청완료').click();
    await page.locator('.ant-table-row').filter({ hasText: userId }).getByText('신청완료').waitFor();
    await screenshot(page, 'event-5-detail-applied', true);

    // Running: the operator adds stock relative to what is left (the recipient's apply took one of the first).
    const stockBefore = (
      (await api('/v1/ebmp/pcs/eventManage/detail.json', { eventSn }, admin)).resultData as {
        products: { stockQty: number }[];
      }
    ).products.map((p) => p.stockQty);
    await page.goto(`/event/settingSave/CLI002/${eventSn}/detail`);
    await page.getByRole('columnheader', { name: '남은 재고 / 추가·차감' }).waitFor();
    await page
      .getByLabel(/재고 추가·차감$/)
      .first()
      .fill('5');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    expect(await acceptDialog(page)).toBe('수정 하시겠습니까?');
    expect(await acceptDialog(page)).toBe('수정되었습니다.');
    await page.waitForURL(`**/event/detail/CLI002/${eventSn}`);
    const stockAfter = (
      (await api('/v1/ebmp/pcs/eventManage/detail.json', { eventSn }, admin)).resultData as {
        products: { stockQty: number }[];
      }
    ).products.map((p) => p.stockQty);
    expect(stockAfter).toEqual(stockBefore.map((q, i) => (i === 0 ? q + 5 : q)));
    await context.close();
  });
});
