import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import { apiLogin, applyElsewhere, recipientWithChoiceLeft } from './recipients';

/** The recipient layout's menu; the back office's header reads `PCS 관리자` instead. */
const recipientMenu = (page: Page) => page.getByRole('navigation', { name: '선물 메뉴' });

/** The page is in the recipient layout (its menu, its tab `lit` lit) and nothing of the back office shows. */
async function inRecipientLayout(page: Page, lit: string): Promise<void> {
  const menu = recipientMenu(page);
  await menu.waitFor();
  for (const name of ['선물 고르기', '장바구니', '주문·배송 조회', '반품/교환', '1:1 문의', '마이페이지'])
    expect(await menu.getByRole('link', { name, exact: true }).count(), name).toBe(1);
  expect(await menu.locator('a[class*="active"]').textContent()).toBe(lit);
  expect(await page.getByText('관리자', { exact: true }).count()).toBe(0);
}

/**
 * Recipients (10, 20) on a desktop follow their orders in the recipient layout, from the menu to a return request,
 * on the spec's paths; the other roles on the same paths keep the back office.
 */
describe.skipIf(e2eSkipped)("recipients' desktop order pages", () => {
  const browser = useBrowser();

  it('a recipient follows an order, changes its address, asks a return and reads the service centre in the recipient layout', async () => {
    const { userId, eventSn } = await recipientWithChoiceLeft('first');
    const ordSn = await applyElsewhere(userId, eventSn, 1);
    const token = await apiLogin(userId);
    const mine = (await api(P.myList, { page: 0, pageSize: 50 }, token)).resultData as {
      list: { estiSn: number; estiItemSn: number; ordSn: number }[];
    };
    const line = mine.list.find((r) => r.ordSn === ordSn)!;
    expect(line).toBeTruthy();

    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, userId);
    await page.waitForURL(/\/gift\/list/);
    await inRecipientLayout(page, '선물 고르기');

    // 주문·배송 조회 from the menu, the order, and its address form: all on the desktop paths.
    await recipientMenu(page).getByRole('link', { name: '주문·배송 조회' }).click();
    await page.waitForURL(/\/delivery\/order$/);
    await page.getByRole('heading', { name: '주문·배송 조회' }).waitFor();
    await inRecipientLayout(page, '주문·배송 조회');
    await screenshot(page, 'recipient-desktop-orders', true);
    await page.locator(`a[href="/delivery/order/${line.estiSn}/${line.estiItemSn}"]`).click();
    await page.getByRole('heading', { name: '주문·배송 상세' }).waitFor();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.getByRole('link', { name: '배송지 변경' }).click();
    await page.waitForURL(new RegExp(`/delivery/order/save/${line.estiSn}$`));
    await page.getByRole('heading', { name: '배송지 변경' }).waitFor();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.locator('input[name=addrDtl]').fill('18층 1801호');
    await screenshot(page, 'recipient-desktop-address', true);
    await page.getByRole('button', { name: '변경하기' }).click();
    expect(await acceptDialog(page)).toBe('배송지를 변경했습니다.');
    await page.waitForURL(new RegExp(`/delivery/order/${line.estiSn}/${line.estiItemSn}$`));
    await page.getByText('18층 1801호').waitFor();

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
    await page.waitForURL(/\/delivery\/order\/orderReturn\//);
    await page.getByRole('heading', { name: '반품/교환 신청' }).waitFor();
    await inRecipientLayout(page, '주문·배송 조회');
    await page.locator('select[name=reasonCd]').selectOption('02');
    await page.locator('textarea[name=reason]').fill('포장이 찢어져 도착했습니다.');
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toContain('반품 배송비: 판매자 부담');
    expect(await acceptDialog(page)).toBe('반품 신청이 접수되었습니다.');
    await page.waitForURL(new RegExp(`/delivery/return/${line.estiSn}/${line.estiItemSn}/\\d+$`));
    await page.getByRole('heading', { name: '반품 신청 상세' }).waitFor();
    await inRecipientLayout(page, '반품/교환');
    await screenshot(page, 'recipient-desktop-return', true);

    // 반품/교환 in the menu lists it; the service centre's boards stay in the same layout.
    await recipientMenu(page).getByRole('link', { name: '반품/교환' }).click();
    await page.waitForURL(/\/delivery\/return$/);
    await page.locator(`a[href^="/delivery/return/${line.estiSn}/${line.estiItemSn}/"]`).waitFor();
    await inRecipientLayout(page, '반품/교환');
    await page.getByRole('contentinfo').getByRole('link', { name: '공지사항' }).click();
    await page.waitForURL(/\/serviceCenter\/notify$/);
    await page.getByRole('navigation', { name: '고객센터 메뉴' }).waitFor();
    expect(await page.getByText('관리자', { exact: true }).count()).toBe(0);
    await recipientMenu(page).getByRole('link', { name: '1:1 문의' }).click();
    await page.waitForURL(/\/serviceCenter\/qna$/);
    await inRecipientLayout(page, '1:1 문의');
    await context.close();

    // A narrow window on the same desktop path: the same layout, its menu on its own row.
    const narrow = await newPage(browser(), MOBILE);
    await signIn(narrow.page, userId);
    await narrow.page.goto(`/delivery/order/${line.estiSn}/${line.estiItemSn}`);
    await narrow.page.getByRole('heading', { name: '주문·배송 상세' }).waitFor();
    await recipientMenu(narrow.page).waitFor();
    await screenshot(narrow.page, 'recipient-desktop-order-390', true);
    await narrow.context.close();
  });

  it('operators, client managers, vendors and part-timers keep the back office on the same paths', async () => {
    for (const [userId, path] of [
      ['demo-admin', '/delivery/return'],
      ['demo-client', '/delivery/order'],
      ['demo-vendor', '/delivery/order'],
      ['demo-parttimer', '/delivery/order'],
    ] as const) {
      const { context, page } = await newPage(browser(), DESKTOP);
      await signIn(page, userId);
      await page.goto(path);
      await page.getByText('관리자', { exact: true }).first().waitFor();
      expect(await recipientMenu(page).count(), userId).toBe(0);
      await context.close();
    }
  });
});
