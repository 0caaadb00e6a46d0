import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  acceptDialog,
  api,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';

/** The demo event that ended yesterday with the default gift as its close rule; the server's clock closes it. */
const CLOSED_EVENT = '겨울 간식 선물 (마감)';

/** The first message in the local mailbox asking for an address: its phone and the address page it links to. */
async function addressRequest(): Promise<{ to: string; path: string; text: string }> {
  const dir = inject('messagesDir');
  return vi.waitFor(
    async () => {
      for (const file of (await readdir(dir).catch(() => [] as string[])).sort()) {
        const text = await readFile(path.join(dir, file), 'utf8');
        const link = /배송지 입력: https?:\/\/[^/\s]+(\/m\/delivery\/save\/\d+)/.exec(text);
        const to = /^to: (\d+)/.exec(text);
        if (link?.[1] && to?.[1]) return { to: to[1], path: link[1], text };
      }
      throw new Error('no address request in the mailbox');
    },
    { timeout: 20_000, interval: 300 },
  );
}

describe.skipIf(e2eSkipped)('a default gift that needs an address', () => {
  const browser = useBrowser();

  it('the recipient gets a message with the link, sees the flag, gives the address on the apply form, and the flag goes', async () => {
    const admin = await tokenOf('demo-admin');
    // The history call runs the clock, which closes the ended event and queues the messages.
    await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const message = await addressRequest();
    expect(message.text).toContain(CLOSED_EVENT);
    expect(message.text).toContain('배송지를 입력해 주세요.');
    const users = await api('/v1/ebmp/pcs/manage/user/list.json', { searchText: message.to, page: 0 }, admin);
    const userId = (users.resultData as { list: { userId: string }[] }).list[0]!.userId;

    const desktop = await newPage(browser(), DESKTOP);
    await signIn(desktop.page, userId);
    await desktop.page.goto('/delivery/order');
    await desktop.page.getByText('배송지 입력 필요').first().waitFor();
    await screenshot(desktop.page, 'default-gift-orders');
    await desktop.context.close();

    const { context, page } = await newPage(browser(), MOBILE, true);
    await signIn(page, userId, '/m/idLogin');
    await page.goto('/m/delivery/list');
    await page.getByText('배송지 입력 필요').first().waitFor();
    await page.goto(message.path);
    await page.getByRole('heading', { name: '배송지 입력' }).waitFor();
    expect(await page.getByRole('button', { name: '주소 검색' }).count()).toBe(1);
    await page.locator('input[name=receiverNm]').fill('김기본');
    await page.locator('input[name=receiverTelNo]').fill('01012345678');
    await page.locator('input[name=zipCd]').fill('06236');
    await page.locator('input[name=addr]').fill('서울특별시 강남구 테헤란로 1');
    await page.locator('input[name=addrDtl]').fill('3층');
    await screenshot(page, 'default-gift-address');
    await page.getByRole('button', { name: '입력하기' }).click();
    expect(await acceptDialog(page)).toBe('배송지를 입력했습니다.');
    await page.waitForURL(/\/m\/delivery\/detail\/\d+$/);
    await page.getByText('3층', { exact: false }).first().waitFor();
    expect(await page.getByText('배송지 입력 필요').count()).toBe(0);
    await context.close();
  });
});
