import { acceptDialog, api, expect, mailboxTexts, screenshot, signIn, test, tokenOf } from './fixtures';

/** The demo event that ended yesterday with the default gift as its close rule; the server's clock closes it. */
const CLOSED_EVENT = '겨울 간식 선물 (마감)';

/** The first message in the local mailbox asking for an address: its phone and the address page it links to. */
async function addressRequest(): Promise<{ to: string; path: string; text: string }> {
  let found: { to: string; path: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const { text } of await mailboxTexts()) {
          const link = /배송지 입력: https?:\/\/[^/\s]+(\/m\/delivery\/save\/\d+)/.exec(text);
          const to = /^to: (\d+)/.exec(text);
          if (link?.[1] && to?.[1]) {
            found = { to: to[1], path: link[1], text };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, intervals: [300], message: 'an address request in the mailbox' },
    )
    .toBe(true);
  return found!;
}

test.describe('a default gift that needs an address', () => {
  test('the recipient gets a message with the link, sees the flag, gives the address on the apply form, and the flag goes', async ({
    page: desktop,
    open,
  }) => {
    const admin = await tokenOf('demo-admin');
    // The history call runs the clock, which closes the ended event and queues the messages.
    await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const message = await addressRequest();
    expect(message.text).toContain(CLOSED_EVENT);
    expect(message.text).toContain('배송지를 입력해 주세요.');
    const users = await api('/v1/ebmp/pcs/manage/user/list.json', { searchText: message.to, page: 0 }, admin);
    const userId = (users.resultData as { list: { userId: string }[] }).list[0]!.userId;

    await signIn(desktop, userId);
    await desktop.goto('/delivery/order');
    await expect(desktop.getByText('배송지 입력 필요').first()).toBeVisible();
    await screenshot(desktop, 'default-gift-orders');

    const { page } = await open('phone');
    await signIn(page, userId, '/m/idLogin');
    await page.goto('/m/delivery/list');
    await expect(page.getByText('배송지 입력 필요').first()).toBeVisible();
    await page.goto(message.path);
    await expect(page.getByRole('heading', { name: '배송지 입력' })).toBeVisible();
    await expect(page.getByRole('button', { name: '주소 검색' })).toHaveCount(1);
    await page.locator('input[name=receiverNm]').fill('김기본');
    await page.locator('input[name=receiverTelNo]').fill('01012345678');
    await page.locator('input[name=zipCd]').fill('06236');
    await page.locator('input[name=addr]').fill('서울특별시 강남구 테헤란로 1');
    await page.locator('input[name=addrDtl]').fill('3층');
    await screenshot(page, 'default-gift-address');
    await page.getByRole('button', { name: '입력하기' }).click();
    expect(await acceptDialog(page)).toBe('배송지를 입력했습니다.');
    await expect(page).toHaveURL(/\/m\/delivery\/detail\/\d+$/);
    await expect(page.getByText('3층', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('배송지 입력 필요')).toHaveCount(0);
  });
});
