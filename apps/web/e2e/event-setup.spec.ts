import type { Page } from '@playwright/test';
import { enterPeriod, fillAddress } from './day-steps';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

/** Picks the option options of the gift detail (the first value not sold out), as a recipient would. */
async function chooseOptions(page: Page): Promise<void> {
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value as string);
  }
}

type Row = { unqUserId: string; userId: string; grupCd: string | null; grupNm: string | null };

test.describe('event setup and test mode', () => {
  test('an operator creates an event with three products and a group, walks it in test mode (no real order), opens it; a recipient applies and shows as applied', async ({
    page,
    open,
  }) => {
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

    await signIn(page, 'demo-admin');
    await page.goto('/event');
    await expect(page).toHaveURL(/\/event\/history$/);
    await expect(page.getByRole('region', { name: '이벤트 목록' }).getByText('총')).toBeVisible();
    await screenshot(page, 'event-1-history');

    // Create: company, name, period (open from an hour ago: it opens as soon as it is scheduled), three products.
    await page.getByRole('button', { name: '이벤트 등록' }).click();
    await expect(page).toHaveURL(/\/event\/settingSave\/0\/0\/history$/);
    // The URL changes before the lazily loaded screen replaces the list (whose filter is labelled 회사 too).
    await expect(page.getByRole('heading', { name: '이벤트 등록' })).toBeVisible();
    const eventNm = `E2E 감사 선물 ${Date.now() % 100000}`;
    await page.getByLabel('회사', { exact: true }).click();
    await page.getByLabel('회사', { exact: true }).fill('푸른바다');
    await expect(
      page.locator('.ant-select-item-option').filter({ hasText: '푸른바다물산(주)' }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-select-content[title="푸른바다물산(주)"]')).toBeVisible();
    await page.getByLabel('이벤트명').fill(eventNm);
    await enterPeriod(page, new Date(Date.now() - 3_600_000), new Date(Date.now() + 7 * 86_400_000));
    await page.getByLabel('1인당 예산').fill('50000');
    await page.getByRole('button', { name: '상품 추가' }).click();
    const picker = page.locator('.ant-modal').filter({ hasText: '상품 선택' });
    await expect(picker.locator('.ant-table-row').first()).toBeVisible();
    for (let i = 0; i < 3; i += 1) await picker.locator('.ant-table-row .ant-checkbox-input').nth(i).check();
    await picker.getByRole('button', { name: '3개 담기' }).click();
    await screenshot(page, 'event-2-setting', true);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    expect(await acceptDialog(page)).toBe('등록 하시겠습니까?');
    expect(await acceptDialog(page)).toContain('작성중 상태로 등록되었습니다.');
    await expect(page).toHaveURL(/\/event\/detail\/CLI002\/\d+$/);
    const eventSn = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByText('작성중').first()).toBeVisible();

    // Recipients: the employee's group.
    await page.getByRole('button', { name: '수령자 추가' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '수령자 추가' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('그룹', { exact: true }).click();
    // The company's groups loaded (the tree is asked for when the window opens) before the search is typed.
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const titles = tree.locator('.ant-select-tree-title');
    await expect(titles.first()).toBeVisible();
    // The tree renders only the rows in view (a company has dozens of groups): search for the one wanted.
    await page.keyboard.type(grupNm);
    await expect(tree).toBeVisible();
    await titles.filter({ hasText: grupNm }).first().click();
    // The pick shows in the field; a failure here is the pick, not the 추가 after it.
    await expect(
      dialog.locator('.ant-select-selection-item').filter({ hasText: grupNm }).first(),
    ).toBeVisible();
    // Closes the tree's dropdown (it stays open for more picks and covers the buttons).
    await dialog.locator('.ant-modal-title').click();
    await screenshot(page, 'event-2b-recipients');
    await dialog.getByRole('button', { name: '추가' }).click();
    expect(await acceptDialog(page)).toMatch(/명을 추가했습니다/);

    // Test mode: the recipient's screens on the test API; the choice is never a real order.
    await page.getByRole('button', { name: '테스트 모드' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/test/list/${eventSn}$`));
    await expect(page.getByRole('note').getByText('이벤트 테스트 모드입니다.')).toBeVisible();
    const links = page.locator(`a[href^="/event/test/detail/"]`);
    await expect(links.first()).toBeVisible();
    await expect(links).toHaveCount(3);
    await screenshot(page, 'event-3-test-list');
    await links.first().click();
    await expect(page).toHaveURL(/\/event\/test\/detail\//);
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(page);
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/test/giftSelect/apply/${eventSn}/\\d+$`));
    await fillAddress(page, '테스트');
    await page.getByRole('button', { name: '신청하기' }).click();
    if (
      await page
        .getByTestId('dialog')
        .isVisible()
        .catch(() => false)
    )
      await acceptDialog(page);
    await expect(page).toHaveURL(new RegExp(`/event/test/giftSelect/orderHistory/${eventSn}/\\d+/\\d+$`));
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
    await expect(page.getByText('진행중').first()).toBeVisible();

    // The recipient sees exactly the three products and applies.
    const recipient = await open('desktop');
    await signIn(recipient.page, userId);
    await recipient.page.goto(`/gift/list?eventSn=${eventSn}`);
    const gifts = recipient.page.locator('a[href^="/gift/detail/"]');
    await expect(gifts.first()).toBeVisible();
    await expect(gifts).toHaveCount(3);
    const hrefs = await gifts.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((h) => h.includes(`/${eventSn}/`))).toBe(true);
    await gifts.first().click();
    await expect(recipient.page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await chooseOptions(recipient.page);
    await recipient.page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(recipient.page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await fillAddress(recipient.page, '받는이');
    await recipient.page.getByRole('button', { name: '신청하기' }).click();
    if (
      await recipient.page
        .getByTestId('dialog')
        .isVisible()
        .catch(() => false)
    )
      await acceptDialog(recipient.page);
    await expect(recipient.page).toHaveURL(/\/gift\/giftSelect\/orderHistory\//);

    // The operator sees them as applied.
    await page.reload();
    await page.getByLabel('수령자 상태').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('신청완료').click();
    await expect(
      page.locator('.ant-table-row').filter({ hasText: userId }).getByText('신청완료'),
    ).toBeVisible();
    await screenshot(page, 'event-5-detail-applied', true);

    // Running: the operator adds stock relative to what is left (the recipient's apply took one of the first).
    const stockBefore = (
      (await api('/v1/ebmp/pcs/eventManage/detail.json', { eventSn }, admin)).resultData as {
        products: { stockQty: number }[];
      }
    ).products.map((p) => p.stockQty);
    await page.goto(`/event/settingSave/CLI002/${eventSn}/detail`);
    await expect(page.getByRole('columnheader', { name: '남은 재고 / 추가·차감' })).toBeVisible();
    await page
      .getByLabel(/재고 추가·차감$/)
      .first()
      .fill('5');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    expect(await acceptDialog(page)).toBe('수정 하시겠습니까?');
    expect(await acceptDialog(page)).toBe('수정되었습니다.');
    await expect(page).toHaveURL(new RegExp(`/event/detail/CLI002/${eventSn}$`));
    const stockAfter = (
      (await api('/v1/ebmp/pcs/eventManage/detail.json', { eventSn }, admin)).resultData as {
        products: { stockQty: number }[];
      }
    ).products.map((p) => p.stockQty);
    expect(stockAfter).toEqual(stockBefore.map((q, i) => (i === 0 ? q + 5 : q)));
  });
});
