import {
  DELIVERY_FLOW_PATH as P,
  REOPEN_RULE_TEXT,
  REOPEN_TEXT,
  RESELLABLE_LABEL,
  RETURN_STOCK_RULE_TEXT,
} from '@pcs/domain';
import type { Page } from '@playwright/test';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';
import { apiLogin, recipientWithChoiceLeft } from './recipients';

/** A 1x1 red PNG: a real image, checked by its bytes on the server. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const REOPEN_STOCK_RULE_START = RETURN_STOCK_RULE_TEXT.slice(0, 20);

type GiftItem = { prodSn: number; soldOutYn: string };

/** Applies a gift of the demo vendor (categories 06, 07 are 테크노아 일렉트릭's, whose login is demo-vendor). */
async function applyVendorGift(userId: string, eventSn: number, receiverNm: string) {
  const token = await apiLogin(userId);
  for (const searchCategory of ['06', '07']) {
    const list = await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn, page: 0, searchCategory }, token);
    for (const item of (list.resultData as { prodInfoList: GiftItem[] }).prodInfoList) {
      if (item.soldOutYn === 'Y') continue;
      const detail = (await api('/v1/ebmp/pcs/gift/giftDetail.json', { eventSn, prodSn: item.prodSn }, token))
        .resultData as { stockQty: number; optionInfoList: unknown[] };
      if (detail.optionInfoList.length > 0 || detail.stockQty < 1) continue;
      const select = await api(
        '/v1/ebmp/pcs/gift/select.json',
        { eventSn, prodSn: item.prodSn, quantity: 1 },
        token,
      );
      const { ordSn } = select.resultData as { ordSn: number };
      const applied = await api(
        '/v1/ebmp/pcs/gift/apply.json',
        {
          ordSn,
          receiverNm,
          receiverTelNo: '01077776666',
          zipCd: '06236',
          addr: '서울 강남구 테헤란로 152',
          addrDtl: '7층',
        },
        token,
      );
      expect(applied.resultStatus.messageCode).toBe('2000');
      const { estiSn } = applied.resultData as { estiSn: number };
      const mine = await api(P.myDetail, { estiSn }, token);
      const estiItemSn = (mine.resultData as { lines: { estiItemSn: number }[] }).lines[0]!.estiItemSn;
      return { estiSn, estiItemSn };
    }
  }
  throw new Error('no gift of the demo vendor in stock');
}

const clickAndConfirm = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
  expect(await acceptDialog(page)).toBe(`${name} 처리하시겠습니까?`);
  return acceptDialog(page);
};

/** journey through the real screens: place, release with an invoice, a return with a photo, an address change. */
test.describe('deliveries, releases and returns', () => {
  test('operator places, vendor releases, the recipient returns with a photo, the operator approves and refunds', async ({
    open,
  }) => {
    const recipient = await recipientWithChoiceLeft('first');
    const line = await applyVendorGift(recipient.userId, recipient.eventSn, '반품시험');

    // The operator places the application with the vendor.
    const op = await open('desktop');
    await signIn(op.page, 'demo-admin');
    await op.page.goto('/delivery/apply?receiverNm=%EB%B0%98%ED%92%88%EC%8B%9C%ED%97%98');
    await expect(op.page.getByText(/총 .+건/)).toBeVisible();
    await screenshot(op.page, 'delivery-apply-list');
    await op.page.goto(`/delivery/apply/${line.estiSn}`);
    await expect(op.page.getByText('수령인이 입력한 그대로')).toBeVisible();
    expect(await clickAndConfirm(op.page, '발주')).toBe('발주완료 상태가 되었습니다.');

    // The vendor enters the carrier and the invoice number.
    const vendor = await open('desktop');
    await signIn(vendor.page, 'demo-vendor');
    await vendor.page.goto('/delivery/order');
    await expect(vendor.page.getByText(/총 .+건/)).toBeVisible();
    await screenshot(vendor.page, 'delivery-order-vendor');
    await vendor.page.goto(`/delivery/order/${line.estiSn}/${line.estiItemSn}`);
    await vendor.page.getByLabel('택배사').click();
    await vendor.page.locator('.ant-select-item-option', { hasText: 'CJ대한통운' }).click();
    await vendor.page.getByLabel('송장번호').fill('123456789012');
    await vendor.page.getByRole('button', { name: '출고', exact: true }).click();
    expect(await acceptDialog(vendor.page)).toBe('출고 처리하시겠습니까?');
    expect(await acceptDialog(vendor.page)).toBe('출고완료 상태가 되었습니다.');
    await screenshot(vendor.page, 'delivery-order-detail-released');

    // The recipient on mobile sees it shipped with a tracking link.
    const mobile = await open('phone');
    await signIn(mobile.page, recipient.userId, '/m/idLogin');
    await mobile.page.goto('/m/delivery/list');
    await expect(mobile.page.getByText('출고완료').first()).toBeVisible();
    await screenshot(mobile.page, 'm-delivery-list');
    await mobile.page.goto(`/m/delivery/detail/${line.estiSn}`);
    await expect(mobile.page.getByRole('link', { name: '배송 조회' })).toBeVisible();
    await expect(mobile.page.getByRole('link', { name: '배송지 변경' })).toHaveCount(0);

    // The parcel arrives (the operator confirms delivery).
    const admin = await tokenOf('demo-admin');
    const confirmed = await api(P.lineAction, { ...line, action: 'confirmDelivery' }, admin);
    expect(confirmed.resultStatus.messageCode).toBe('2000');

    // The recipient asks for a return with a photo.
    await mobile.page.reload();
    await mobile.page.getByRole('link', { name: '반품/교환 신청' }).click();
    await expect(mobile.page.getByRole('heading', { name: '반품/교환 신청' })).toBeVisible();
    await mobile.page.locator('select[name=reasonCd]').selectOption('02');
    await mobile.page.locator('textarea[name=reason]').fill('상자가 찌그러져 도착했습니다.');
    await mobile.page
      .getByLabel('사진 첨부')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
    await expect(mobile.page.getByRole('img', { name: '첨부 사진 1' })).toBeVisible();
    await screenshot(mobile.page, 'm-order-return');
    await mobile.page.getByRole('button', { name: '신청하기' }).click();
    // The key facts are confirmed first: a damaged gift's return is at the seller's cost.
    const confirmText = await acceptDialog(mobile.page);
    expect(confirmText).toContain('구분: 반품');
    expect(confirmText).toContain('반품 배송비: 판매자 부담');
    expect(await acceptDialog(mobile.page)).toBe('반품 신청이 접수되었습니다.');
    await expect(mobile.page).toHaveURL(/\/m\/return\/\d+\/\d+\/\d+$/);
    const refundSn = Number(/(\d+)$/.exec(mobile.page.url())?.[1]);
    await expect(mobile.page.getByText('신청', { exact: true }).first()).toBeVisible();

    // The operator approves, marks it collected and refunds.
    await op.page.goto('/delivery/return');
    await expect(op.page.getByText(/총 .+건/)).toBeVisible();
    await screenshot(op.page, 'delivery-return-list');
    await op.page.goto(`/delivery/return/${line.estiSn}/${line.estiItemSn}/${refundSn}`);
    await expect(op.page.getByRole('img', { name: '반품 사진' })).toBeVisible();
    expect(await clickAndConfirm(op.page, '승인')).toBe('승인 상태가 되었습니다.');
    expect(await clickAndConfirm(op.page, '회수완료')).toBe('회수완료 상태가 되었습니다.');
    // The refund step asks whether the goods can be sold again (a damaged box: not).
    await op.page.getByRole('button', { name: '환불', exact: true }).click();
    const refundModal = op.page.locator('.ant-modal').filter({ hasText: '반품 환불' });
    await expect(refundModal.getByText(REOPEN_STOCK_RULE_START)).toBeVisible();
    await refundModal.getByText(`${RESELLABLE_LABEL.N} (재고로 돌아가지 않음)`).click();
    await refundModal.getByRole('button', { name: '환불', exact: true }).click();
    expect(await acceptDialog(op.page)).toBe('반품완료 상태가 되었습니다.');
    await screenshot(op.page, 'delivery-return-detail', true);

    // The operator gives the choice back with a reason, after a confirm.
    await op.page.getByRole('button', { name: REOPEN_TEXT.title, exact: true }).click();
    const reopenModal = op.page.locator('.ant-modal').filter({ hasText: REOPEN_RULE_TEXT });
    await reopenModal.locator('textarea').fill('파손된 선물이라 다시 고르실 수 있게 합니다');
    await reopenModal.getByRole('button', { name: REOPEN_TEXT.title, exact: true }).click();
    expect(await acceptDialog(op.page)).toContain('선택 기회 1개를 다시 드립니다.');
    expect(await acceptDialog(op.page)).toBe(REOPEN_TEXT.done);
    await expect(op.page.getByTestId('reopened')).toBeVisible();
    await screenshot(op.page, 'delivery-return-reopened', true);

    // The recipient sees the return completed, the order read 반품완료, and a choice left again.
    await mobile.page.goto(`/m/return/${line.estiSn}/${line.estiItemSn}/${refundSn}`);
    await expect(mobile.page.getByText('반품완료').first()).toBeVisible();
    await screenshot(mobile.page, 'm-return-detail');
    await mobile.page.goto('/m/delivery/list');
    await expect(mobile.page.getByText('반품완료').first()).toBeVisible();
    await mobile.page.goto(`/m/gift/list/${recipient.eventSn}`);
    const remaining = mobile.page.getByLabel('이벤트 정보').locator('strong');
    await expect(remaining).toBeVisible();
    expect(await remaining.textContent()).not.toBe('0');
    await screenshot(mobile.page, 'm-gift-list-reopened');
  });

  test('a second recipient changes the address before release', async ({ open }) => {
    const recipient = await recipientWithChoiceLeft('first');
    const line = await applyVendorGift(recipient.userId, recipient.eventSn, '주소변경');
    const { page } = await open('phone');
    await signIn(page, recipient.userId, '/m/idLogin');
    await page.goto(`/m/delivery/detail/${line.estiSn}`);
    await page.getByRole('link', { name: '배송지 변경' }).click();
    await expect(page.getByRole('heading', { name: '배송지 변경' })).toBeVisible();
    await page.locator('input[name=addrDtl]').fill('12층 1201호');
    await screenshot(page, 'm-delivery-save');
    await page.getByRole('button', { name: '변경하기' }).click();
    expect(await acceptDialog(page)).toBe('배송지를 변경했습니다.');
    await expect(page).toHaveURL(new RegExp(`/m/delivery/detail/${line.estiSn}$`));
    await expect(page.getByText('12층 1201호')).toBeVisible();
    await expect(page.getByText('배송지 변경', { exact: true }).last()).toBeVisible();
  });
});
