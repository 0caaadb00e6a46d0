import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import type { Page } from '@playwright/test';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';
import { apiLogin, applyElsewhere, recipientWithChoiceLeft } from './recipients';

/** The recipient layout's menu; the back office's header reads `PCS 관리자` instead. */
const recipientMenu = (page: Page) => page.getByRole('navigation', { name: '선물 메뉴' });

/** The page is in the recipient layout (its menu, its tab `lit` lit) and nothing of the back office shows. */
async function inRecipientLayout(page: Page, lit: string): Promise<void> {
  const menu = recipientMenu(page);
  await expect(menu).toBeVisible();
  for (const name of ['선물 고르기', '장바구니', '주문·배송 조회', '반품/교환', '1:1 문의', '마이페이지'])
    await expect(menu.getByRole('link', { name, exact: true }), name).toHaveCount(1);
  await expect(menu.locator('a[class*="active"]')).toHaveText(lit);
  await expect(page.getByText('관리자', { exact: true })).toHaveCount(0);
}

/**
 * Recipients (10, 20) on a desktop follow their orders in the recipient layout, from the menu to a return request,
 * on the spec's paths; the other roles on the same paths keep the back office.
 */
test.describe("recipients' desktop order pages", () => {
  test('a recipient follows an order, changes its address, asks a return and reads the service centre in the recipient layout', async ({
    page,
    open,
  }) => {
    const { userId, eventSn } = await recipientWithChoiceLeft('first');
    const ordSn = await applyElsewhere(userId, eventSn, 1);
    const token = await apiLogin(userId);
    const mine = (await api(P.myList, { page: 0, pageSize: 50 }, token)).resultData as {
      list: { estiSn: number; estiItemSn: number; ordSn: number }[];
    };
    const line = mine.list.find((r) => r.ordSn === ordSn)!;
    expect(line).toBeTruthy();

    await signIn(page, userId);
    await expect(page).toHaveURL(/\/gift\/list/);
    await inRecipientLayout(page, '선물 고르기');

    // 주문·배송 조회 from the menu, the order, and its address form: all on the desktop paths.
    await recipientMenu(page).getByRole('link', { name: '주문·배송 조회' }).click();
    await expect(page).toHaveURL(/\/delivery\/order$/);
    await expect(page.getByRole('heading', { name: '주문·배송 조회' })).toBeVisible();
    await inRecipientLayout(page, '주문·배송 조회');
    await screenshot(page, 'recipient-desktop-orders', true);
    await page.locator(`a[href="/delivery/order/${line.estiSn}/${line.estiItemSn}"]`).click();
    await expect(page.getByRole('heading', { name: '주문·배송 상세' })).toBeVisible();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.getByRole('link', { name: '배송지 변경' }).click();
    await expect(page).toHaveURL(new RegExp(`/delivery/order/save/${line.estiSn}$`));
    await expect(page.getByRole('heading', { name: '배송지 변경' })).toBeVisible();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.locator('input[name=addrDtl]').fill('18층 1801호');
    await screenshot(page, 'recipient-desktop-address', true);
    await page.getByRole('button', { name: '변경하기' }).click();
    expect(await acceptDialog(page)).toBe('배송지를 변경했습니다.');
    await expect(page).toHaveURL(new RegExp(`/delivery/order/${line.estiSn}/${line.estiItemSn}$`));
    await expect(page.getByText('18층 1801호')).toBeVisible();

    // Shipped and delivered by the operator: the return request, also on the desktop.
    const admin = await tokenOf('demo-admin');
    for (const [action, extra] of [
      ['placeOrder', {}],
      ['release', { carrierCd: '01', invoiceNo: '444455556666' }],
      ['confirmDelivery', {}],
    ] as const) {
      const r = await api(P.lineAction, { ...line, action, ...extra }, admin);
      expect(r.resultStatus.messageCode, action).toBe('2000');
    }
    await page.reload();
    await page.getByRole('link', { name: '반품/교환 신청' }).click();
    await expect(page).toHaveURL(/\/delivery\/order\/orderReturn\//);
    await expect(page.getByRole('heading', { name: '반품/교환 신청' })).toBeVisible();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.locator('select[name=reasonCd]').selectOption('02');
    await page.locator('textarea[name=reason]').fill('포장이 찢어져 도착했습니다.');
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toContain('반품 배송비: 판매자 부담');
    expect(await acceptDialog(page)).toBe('반품 신청이 접수되었습니다.');
    await expect(page).toHaveURL(new RegExp(`/delivery/return/${line.estiSn}/${line.estiItemSn}/\\d+$`));
    await expect(page.getByRole('heading', { name: '반품 신청 상세' })).toBeVisible();
    await inRecipientLayout(page, '반품/교환');
    await screenshot(page, 'recipient-desktop-return', true);

    // 반품/교환 in the menu lists it; the service centre's boards stay in the same layout.
    await recipientMenu(page).getByRole('link', { name: '반품/교환' }).click();
    await expect(page).toHaveURL(/\/delivery\/return$/);
    await expect(
      page.locator(`a[href^="/delivery/return/${line.estiSn}/${line.estiItemSn}/"]`),
    ).toBeVisible();
    await inRecipientLayout(page, '반품/교환');
    await page.getByRole('contentinfo').getByRole('link', { name: '공지사항' }).click();
    await expect(page).toHaveURL(/\/serviceCenter\/notify$/);
    await expect(page.getByRole('navigation', { name: '고객센터 메뉴' })).toBeVisible();
    await expect(page.getByText('관리자', { exact: true })).toHaveCount(0);
    await recipientMenu(page).getByRole('link', { name: '1:1 문의' }).click();
    await expect(page).toHaveURL(/\/serviceCenter\/qna$/);
    await inRecipientLayout(page, '1:1 문의');

    // A narrow window on the same desktop path: the same layout, its menu on its own row. A desktop browser made
    // narrow, not a phone (a phone's user agent is sent to the /m paths).
    const narrow = await open('desktop');
    await narrow.page.setViewportSize({ width: 390, height: 844 });
    await signIn(narrow.page, userId);
    await narrow.page.goto(`/delivery/order/${line.estiSn}/${line.estiItemSn}`);
    await expect(narrow.page.getByRole('heading', { name: '주문·배송 상세' })).toBeVisible();
    await expect(recipientMenu(narrow.page)).toBeVisible();
    await screenshot(narrow.page, 'recipient-desktop-order-390', true);
  });

  test('operators, client managers, vendors and part-timers keep the back office on the same paths', async ({
    open,
  }) => {
    for (const [userId, path] of [
      ['demo-admin', '/delivery/return'],
      ['demo-client', '/delivery/order'],
      ['demo-vendor', '/delivery/order'],
      ['demo-parttimer', '/delivery/order'],
    ] as const) {
      const { context, page } = await open('desktop');
      await signIn(page, userId);
      await page.goto(path);
      await expect(page.getByText('관리자', { exact: true }).first()).toBeVisible();
      await expect(recipientMenu(page), userId).toHaveCount(0);
      await context.close();
    }
  });
});
