import { DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import type { Page } from '@playwright/test';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

/**
 * Decision 028 through the screens: an event offering gift packaging (2,000 a unit) and a message card; demo-paid
 * applies on the desktop with both and a message, sees them on the order, and the operator's line shows them. Once
 * delivered, the same recipient asks on the phone for a change-of-mind return, pays the 3,000 won return fee on the
 * test provider, and lands on the request, submitted.
 */
const RECIPIENT = 'demo-paid';
const CARD_MSG = '한 해 동안 정말 고마웠어요!';

const kst = (d: Date) => {
  const s = new Date(d.getTime() + 9 * 3_600_000).toISOString().replace(/\D/g, '');
  return { dt: s.slice(0, 8), tm: `${s.slice(8, 12)}00` };
};

/** A new open event of CLI001 for the recipient alone, with products (no options) taken from its other events. */
async function extrasEvent(admin: string) {
  const login = await api('/v1/ebmp/login.json', { userId: RECIPIENT, password: 'Demo1234!' });
  const me = login.resultData as { loginUserToken: string; unqUserId: string };
  const events = (await api('/v1/ebmp/pcs/gift/eventList.json', {}, me.loginUserToken)).resultData as {
    eventList: { eventSn: number }[];
  };
  const prodSns: number[] = [];
  for (const ev of events.eventList) {
    const list = (
      await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn: ev.eventSn, page: 0 }, me.loginUserToken)
    ).resultData as { prodInfoList: { prodSn: number }[] };
    for (const p of list.prodInfoList) {
      const d = (
        await api(
          '/v1/ebmp/pcs/gift/giftDetail.json',
          { eventSn: ev.eventSn, prodSn: p.prodSn },
          me.loginUserToken,
        )
      ).resultData as { optionInfoList: unknown[] };
      if (d.optionInfoList.length === 0 && !prodSns.includes(p.prodSn)) prodSns.push(p.prodSn);
      if (prodSns.length === 2) break;
    }
    if (prodSns.length === 2) break;
  }
  expect(prodSns.length).toBeGreaterThan(0);
  const cards = (await api('/v1/ebmp/pcs/eventManage/card/list.json', { useYn: 'Y' }, admin)).resultData as {
    list: { cardSn: number }[];
  };
  const start = kst(new Date(Date.now() - 3_600_000));
  const end = kst(new Date(Date.now() + 3 * 86_400_000));
  const saved = await api(
    '/v1/ebmp/pcs/eventManage/save.json',
    {
      cmpyCd: 'CLI001',
      eventNm: `포장·카드 선물 ${Date.now() % 100000}`,
      startDt: start.dt,
      startTm: start.tm,
      endDt: end.dt,
      endTm: end.tm,
      selectCnt: 1,
      selectType: '01',
      packageYn: 'Y',
      packagePrice: 2000,
      cardYn: 'Y',
      cardPrice: 0,
      cardSn: cards.list[0]?.cardSn ?? null,
      products: prodSns.map((prodSn) => ({ prodSn, stockQty: 20 })),
    },
    admin,
  );
  expect(saved.resultStatus.messageCode, saved.resultStatus.messageText).toBe('2000');
  const { eventSn } = saved.resultData as { eventSn: number };
  const added = await api(
    '/v1/ebmp/pcs/eventManage/recipient/add.json',
    { eventSn, scope: 'USERS', unqUserIdList: [me.unqUserId] },
    admin,
  );
  expect(added.resultStatus.messageCode).toBe('2000');
  const opened = await api(
    '/v1/ebmp/pcs/eventManage/changeStatus.json',
    { eventSn, action: 'schedule' },
    admin,
  );
  expect(opened.resultStatus.messageCode).toBe('2000');
  return { eventSn, token: me.loginUserToken };
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('받는 분').fill('오포장');
  await page.getByLabel('휴대폰번호').fill('01033334444');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('3층');
}

test.describe('gift extras and the return fee', () => {
  // The return asks for the order the first test placed.
  test.describe.configure({ mode: 'serial' });
  const shared: { estiSn?: number; estiItemSn?: number } = {};

  test('desktop: the apply page offers packaging and a card with their price; the order and the operator show them', async ({
    page,
    open,
  }) => {
    const admin = await tokenOf('demo-admin');
    const s = await extrasEvent(admin);
    await signIn(page, RECIPIENT);
    await page.goto(`/gift/list?eventSn=${s.eventSn}`);
    const gift = page.locator(`a[href^="/gift/detail/"]`).filter({ hasNotText: '품절' }).first();
    await gift.click();
    await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    await page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(page).toHaveURL(/\/gift\/giftSelect\/apply\/\d+$/);
    await expect(page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();

    await expect(page.getByText('+2,000원')).toBeVisible();
    await page.getByLabel(/선물 포장/).check();
    await page.getByLabel(/메시지 카드/).check();
    // The card's design brings its default message; the recipient writes their own.
    const msg = page.getByLabel('카드 메시지');
    await msg.fill('');
    await fillAddress(page);
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '메시지 카드에 담을 내용을 입력해주세요.' }),
    ).toBeVisible();
    await msg.fill(CARD_MSG);
    await expect(page.getByTestId('extras-amount')).toHaveText('2,000원');
    await screenshot(page, 'extras-1-apply-desktop', true);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toBe('선물을 신청하시겠습니까?');
    await expect(page).toHaveURL(/\/gift\/giftSelect\/orderHistory\//, { timeout: 20_000 });
    await expect(page.getByText('선물 포장 · 메시지 카드 (2,000원)')).toBeVisible();
    await expect(page.getByText(CARD_MSG)).toBeVisible();
    await screenshot(page, 'extras-2-order-desktop');

    // The operator's order line shows what to pack.
    const history = (await api('/v1/ebmp/pcs/gift/orderHistory.json', { eventSn: s.eventSn }, s.token))
      .resultData as { orderList: { estiSn: number; items: { estiItemSn: number }[] }[] };
    const order = history.orderList[0]!;
    shared.estiSn = order.estiSn;
    shared.estiItemSn = order.items[0]!.estiItemSn;
    const op = await open('desktop');
    await signIn(op.page, 'demo-admin');
    await op.page.goto(`/delivery/apply/${order.estiSn}`);
    await expect(op.page.getByText('수령인이 입력한 그대로')).toBeVisible();
    await expect(op.page.getByText('선물 포장 · 메시지 카드 (2,000원)')).toBeVisible();
    await expect(op.page.getByText(CARD_MSG)).toBeVisible();
    await screenshot(op.page, 'extras-3-operator-line', true);
  });

  test('mobile: a change-of-mind return pays its return fee on the test provider, then reaches the operators', async ({
    open,
  }) => {
    const line = { estiSn: shared.estiSn!, estiItemSn: shared.estiItemSn! };
    expect(line.estiSn).toBeGreaterThan(0);
    const admin = await tokenOf('demo-admin');
    for (const [action, extra] of [
      ['placeOrder', {}],
      ['release', { carrierCd: '01', invoiceNo: '555566667777' }],
      ['confirmDelivery', {}],
    ] as const) {
      const r = await api(P.lineAction, { ...line, action, ...extra }, admin);
      expect(r.resultStatus.messageCode, action).toBe('2000');
    }
    const { page } = await open('phone');
    await signIn(page, RECIPIENT, '/m/idLogin');
    await page.goto(`/m/delivery/detail/${line.estiSn}`);
    await page.getByRole('link', { name: '반품/교환 신청' }).click();
    await expect(page.getByRole('heading', { name: '반품/교환 신청' })).toBeVisible();
    await page.locator('select[name=reasonCd]').selectOption('01');
    // Nothing was paid by card for this gift: the fee is paid by card.
    await expect(page.getByText('반품 배송비 3,000원 결제 방법')).toBeVisible();
    await expect(page.getByRole('radio', { name: '카드 결제' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '환불 금액에서 차감' })).toBeDisabled();
    await page.locator('textarea[name=reason]').fill('마음이 바뀌었습니다.');
    await screenshot(page, 'return-fee-1-form-mobile', true);
    await page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(page)).toContain('반품 배송비: 3,000원 (신청자 부담, 카드 결제)');
    await expect(page).toHaveURL(/\/test-pg\/smart\/payment\//, { timeout: 20_000 });
    await expect(page.getByText('3,000원')).toBeVisible();
    await screenshot(page, 'return-fee-2-card-page-mobile');
    await page.getByRole('button', { name: '승인' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/return/${line.estiSn}/${line.estiItemSn}/\\d+$`), {
      timeout: 20_000,
    });
    await expect(page.getByText('결제완료')).toBeVisible();
    await expect(page.getByText('신청', { exact: true }).first()).toBeVisible();
    await screenshot(page, 'return-fee-3-request-mobile', true);
    const refundSn = Number(/(\d+)$/.exec(page.url())?.[1]);

    // The operator sees the request now, with its fee payment.
    const op = await open('desktop');
    await signIn(op.page, 'demo-admin');
    await op.page.goto(`/delivery/return/${line.estiSn}/${line.estiItemSn}/${refundSn}`);
    await expect(op.page.getByText(/카드 결제 3,000원 · 결제완료/)).toBeVisible();
    await screenshot(op.page, 'return-fee-4-operator', true);
    await op.page.goto('/delivery/payment');
    await expect(
      op.page.getByRole('region', { name: '결제 목록' }).getByText('반품 배송비').first(),
    ).toBeVisible();
    await screenshot(op.page, 'return-fee-5-payment-list');
  });
});
