import {
  API_PATH,
  AUTH_CD,
  CARD_MSG_MAX,
  DELIVERY_FLOW_PATH,
  GIFT_EXTRAS_TEXT,
  type GiftOrder,
  type OrderAmount,
  PAYMENT_PATH,
  PAYMENT_TEXTS,
} from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimate, estimateItem, giftOrder, messageCard } from '../src/db/schema/index';
import type { AuthUser } from '../src/http/auth-guard';
import { invoiceStatement, purchaseOrderLines } from '../src/modules/event-docs/event-docs';
import { ADDRESS, draftOrder, paymentOf, stdReturnPost } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const operator = (): AuthUser => ({
  unqUserId: 'X',
  userId: 'x',
  userNm: 'x',
  authCd: AUTH_CD.operatorAdmin,
  cmpyCd: null,
  vendorSn: null,
  tokenHash: '',
});

/**
 * A running event offering packaging (2,000 a unit) and a message card (1,000 an order) with its design, a product of
 * 20,000 and one signed-in recipient with two choices; the budget as asked (null: none).
 */
async function extrasEvent(budgetAmt: number | null, offer: { packageYn?: string; cardYn?: string } = {}) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const prod = await createProduct(db, { price: 20_000 });
  const [card] = await db
    .insert(messageCard)
    .values({ cardNm: '감사 카드', defaultMsg: '한 해 동안 고마웠습니다.' })
    .returning();
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 10 }],
    recipients: [user.unqUserId],
    selectCnt: 2,
    selectType: '02',
    overrides: {
      budgetAmt,
      overPayYn: 'Y',
      packageYn: offer.packageYn ?? 'Y',
      packagePrice: 2_000,
      cardYn: offer.cardYn ?? 'Y',
      cardPrice: 1_000,
      cardSn: card!.cardSn,
    },
  });
  const token = await loginAs(t.app, user.userId);
  return { ev, prod, token };
}

const EXTRAS = { packageYn: 'Y', cardYn: 'Y', cardMsg: '축하합니다, 늘 건강하세요.' };

const orderRow = async (ordSn: number) =>
  (await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn)))[0]!;

describe('gift extras on the apply page', () => {
  it('a draft offers the event extras with their prices, the card design and its default message', async () => {
    const s = await extrasEvent(null);
    const ordSn = await draftOrder(t.app, s.token, s.ev.eventSn, s.prod.prodSn, 2);
    const d = await post(t.app, API_PATH.giftOrderDetail, { ordSn }, s.token);
    expect((d.body.resultData as GiftOrder).extrasOffer).toEqual({
      packageYn: 'Y',
      packagePrice: 2_000,
      cardYn: 'Y',
      cardPrice: 1_000,
      cardNm: '감사 카드',
      cardImg: null,
      defaultMsg: '한 해 동안 고마웠습니다.',
    });
    // Packaging wraps every unit, one card goes with the order.
    const amount = await post(
      t.app,
      PAYMENT_PATH.orderAmount,
      { ordSn, packageYn: 'Y', cardYn: 'Y' },
      s.token,
    );
    expect(amount.body.resultData).toMatchObject({
      orderTotal: 45_000,
      extrasAmt: 5_000,
      remainPayAmount: 0,
    });
  });

  it('stores the chosen extras and their price on the order, and counts them in its total', async () => {
    const s = await extrasEvent(30_000);
    const ordSn = await draftOrder(t.app, s.token, s.ev.eventSn, s.prod.prodSn, 1);
    const applied = await post(t.app, API_PATH.giftApply, { ordSn, ...ADDRESS, ...EXTRAS }, s.token);
    expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
    expect(await orderRow(ordSn)).toMatchObject({
      ordStatCd: '01',
      packageYn: 'Y',
      cardYn: 'Y',
      cardMsg: EXTRAS.cardMsg,
      extrasAmt: 3_000,
      payAmt: 0,
    });
    const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    expect(esti!.totalPrice).toBe(23_000);
    const mine = await post(t.app, API_PATH.giftOrderDetail, { ordSn }, s.token);
    expect(mine.body.resultData).toMatchObject({
      totalPrice: 23_000,
      extrasAmt: 3_000,
      packageYn: 'Y',
      cardYn: 'Y',
      cardMsg: EXTRAS.cardMsg,
      extrasOffer: null,
    });
    // The budget used by this order includes its extras: 30,000 - 23,000 left.
    const next = await draftOrder(t.app, s.token, s.ev.eventSn, s.prod.prodSn, 1);
    const left = await post(t.app, PAYMENT_PATH.orderAmount, { ordSn: next }, s.token);
    expect(left.body.resultData).toMatchObject({ budgetLeft: 7_000, remainPayAmount: 13_000 });

    // The operator's order line, the vendor's purchase order and the client's invoice statement show them.
    const [item] = await t.database.db
      .select()
      .from(estimateItem)
      .where(eq(estimateItem.estiSn, esti!.estiSn));
    const admin = await loginAs(t.app, (await createUser(t.database.db, AUTH_CD.operatorAdmin)).userId);
    const line = await post(
      t.app,
      DELIVERY_FLOW_PATH.lineDetail,
      { estiSn: esti!.estiSn, estiItemSn: item!.estiItemSn },
      admin,
    );
    expect(line.body.resultData).toMatchObject({
      packageYn: 'Y',
      cardYn: 'Y',
      cardMsg: EXTRAS.cardMsg,
      price: 20_000,
      extrasAmt: 3_000,
    });
    const po = await purchaseOrderLines(t.database.db, operator(), s.ev.eventSn, null);
    expect(po).toEqual([expect.objectContaining({ packageYn: 'Y', cardYn: 'Y', cardMsg: EXTRAS.cardMsg })]);
    const bill = await invoiceStatement(t.database.db, operator(), s.ev.eventSn);
    expect(bill.lines).toEqual([
      expect.objectContaining({ unitPrice: 20_000, quantity: 1, extrasAmt: 3_000, totalAmt: 23_000 }),
    ]);
    expect(bill.totals).toMatchObject({ extrasAmt: 3_000, totalAmt: 23_000 });
  });

  it('above the budget the extras go into the card charge, and the approval applies them', async () => {
    const s = await extrasEvent(21_000);
    const ordSn = await draftOrder(t.app, s.token, s.ev.eventSn, s.prod.prodSn, 1);
    // The gift alone fits the budget; with packaging and a card it is 2,000 above.
    const plain = await post(t.app, PAYMENT_PATH.orderAmount, { ordSn }, s.token);
    expect(plain.body.resultData).toMatchObject({ remainPayAmount: 0, extrasAmt: 0 });
    const withExtras = await post(
      t.app,
      PAYMENT_PATH.orderAmount,
      { ordSn, packageYn: 'Y', cardYn: 'Y' },
      s.token,
    );
    expect(withExtras.body.resultData as OrderAmount).toMatchObject({
      orderTotal: 23_000,
      extrasAmt: 3_000,
      remainPayAmount: 2_000,
    });
    // A plain apply cannot skip the card step.
    const skipped = await post(t.app, API_PATH.giftApply, { ordSn, ...ADDRESS, ...EXTRAS }, s.token);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.body.resultStatus.messageText).toBe(PAYMENT_TEXTS.amountMismatch);

    const ready = await post(
      t.app,
      PAYMENT_PATH.ready,
      { ordSn, ...ADDRESS, wmGbn: '01', payMethod: 'Card', ...EXTRAS },
      s.token,
    );
    expect(ready.statusCode, ready.body.resultStatus.messageText).toBe(200);
    const info = ready.body.resultData as { oid: string; price: number };
    expect(info.price).toBe(2_000);
    await stdReturnPost(t.app, info.oid, 2_000);
    expect((await paymentOf(t.database.db, info.oid)).status).toBe('PAID');
    expect(await orderRow(ordSn)).toMatchObject({
      ordStatCd: '01',
      packageYn: 'Y',
      cardYn: 'Y',
      cardMsg: EXTRAS.cardMsg,
      extrasAmt: 3_000,
      payAmt: 2_000,
    });
    const [esti] = await t.database.db.select().from(estimate).where(eq(estimate.ordSn, ordSn));
    expect(esti!.totalPrice).toBe(23_000);
    // The client is billed the budget part only: 23,000 less the 2,000 the recipient paid.
    const bill = await invoiceStatement(t.database.db, operator(), s.ev.eventSn);
    expect(bill.totals).toMatchObject({ extrasAmt: 3_000, recipientPaidAmt: 2_000, totalAmt: 21_000 });
  });

  it('refuses a card message that is too long or empty, and an extra the event does not offer', async () => {
    const s = await extrasEvent(null, { packageYn: 'N' });
    const ordSn = await draftOrder(t.app, s.token, s.ev.eventSn, s.prod.prodSn, 1);
    const apply = (extras: Record<string, string>) =>
      post(t.app, API_PATH.giftApply, { ordSn, ...ADDRESS, ...extras }, s.token);

    const long = await apply({ cardYn: 'Y', cardMsg: '가'.repeat(CARD_MSG_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.body.resultStatus.messageText).toBe(GIFT_EXTRAS_TEXT.cardMsgTooLong);
    const empty = await apply({ cardYn: 'Y', cardMsg: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toBe(GIFT_EXTRAS_TEXT.cardMsgRequired);
    const notOffered = await apply({ packageYn: 'Y' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.body.resultStatus.messageText).toBe(GIFT_EXTRAS_TEXT.packageNotOffered);
    expect((await orderRow(ordSn)).ordStatCd).toBe('00');

    // The longest message is kept whole.
    const longest = '나'.repeat(CARD_MSG_MAX);
    const ok = await apply({ cardYn: 'Y', cardMsg: longest });
    expect(ok.statusCode, ok.body.resultStatus.messageText).toBe(200);
    expect(await orderRow(ordSn)).toMatchObject({ cardYn: 'Y', cardMsg: longest, extrasAmt: 1_000 });
  });
});
