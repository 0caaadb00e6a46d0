import { AUTH_CD, giftListReplySchema, giftOrderSchema, PAGE_SIZE } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { event, eventProduct, eventRecipient, giftOrder } from '../src/db/schema/index';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const ADDRESS = {
  receiverNm: '김민준',
  receiverTelNo: '010-1234-5678',
  zipCd: '06236',
  addr: '서울특별시 강남구 테헤란로 123',
  addrDtl: '4층',
  deliveryMemo: '문 앞에 놓아주세요.',
};

const t = setupTestApp();

async function scenario(
  opts: { stock?: number; productCount?: number; selectCnt?: number; selectType?: string } = {},
) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const recipient = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const products = [];
  for (let i = 0; i < (opts.productCount ?? 1); i += 1) {
    products.push(
      await createProduct(db, {
        price: 10_000 * (i + 1),
        categoryCd: null,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        prodNm: i % 2 === 0 ? `향기로운 캔들 ${i}` : `무선 이어폰 ${i}`,
      }),
    );
  }
  const event = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: products.map((p) => ({ prodSn: p.prodSn, stockQty: opts.stock ?? 10 })),
    recipients: [recipient.unqUserId],
    selectCnt: opts.selectCnt ?? 1,
    ...(opts.selectType ? { selectType: opts.selectType } : {}),
  });
  const token = await loginAs(t.app, recipient.userId);
  return { cmpy, recipient, products, event, token };
}

async function selectAndApply(token: string, eventSn: number, prodSn: number, quantity = 1) {
  const selected = await post(t.app, '/v1/ebmp/pcs/gift/select.json', { eventSn, prodSn, quantity }, token);
  expect(selected.statusCode).toBe(200);
  const { ordSn } = selected.body.resultData as { ordSn: number };
  return post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
}

describe('the budget a recipient sees before choosing', () => {
  it('carries the budget, what their applied gifts took of it, whether paying above it is allowed, and the times', async () => {
    const s = await scenario({ productCount: 2, selectCnt: 2 });
    await t.database.db
      .update(event)
      .set({ budgetAmt: 31_000, overPayYn: 'Y', startTm: '090000', endTm: '180059' })
      .where(eq(event.eventSn, s.event.eventSn));
    const before = await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, s.token);
    const find = (r: typeof before) =>
      (r.body.resultData as { eventList: Record<string, unknown>[] }).eventList.find(
        (e) => e.eventSn === s.event.eventSn,
      );
    expect(find(before)).toMatchObject({
      budgetAmt: 31_000,
      budgetUsedAmt: 0,
      overPayYn: 'Y',
      startTm: '090000',
      endTm: '180059',
    });
    expect((await selectAndApply(s.token, s.event.eventSn, s.products[0]!.prodSn)).statusCode).toBe(200);
    const after = await post(t.app, '/v1/ebmp/pcs/gift/eventList.json', {}, s.token);
    expect(find(after)).toMatchObject({ budgetAmt: 31_000, budgetUsedAmt: 10_000 });
  });
});

describe('gift list', () => {
  it('lists 15 gifts a page, 0-based, with the total, and clamps a page beyond the last', async () => {
    const s = await scenario({ productCount: 20 });
    const first = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftList.json',
      { eventSn: s.event.eventSn, page: 0 },
      s.token,
    );
    const data = giftListReplySchema.parse(first.body.resultData);
    expect(data.prodInfoList).toHaveLength(PAGE_SIZE);
    expect(data.totalCount).toBe(20);

    const beyond = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftList.json',
      { eventSn: s.event.eventSn, page: 9 },
      s.token,
    );
    const clamped = giftListReplySchema.parse(beyond.body.resultData);
    expect(clamped.page).toBe(1);
    expect(clamped.prodInfoList).toHaveLength(5);
  });

  it('sorts newest first (orderbyNew false), oldest first (true), and by price both ways', async () => {
    const s = await scenario({ productCount: 4 });
    const list = async (body: Record<string, unknown>) =>
      giftListReplySchema
        .parse(
          (
            await post(
              t.app,
              '/v1/ebmp/pcs/gift/giftList.json',
              { eventSn: s.event.eventSn, ...body },
              s.token,
            )
          ).body.resultData,
        )
        .prodInfoList.map((p) => p.price);
    expect(await list({ orderbyNew: false })).toEqual([40_000, 30_000, 20_000, 10_000]);
    expect(await list({ orderbyNew: true })).toEqual([10_000, 20_000, 30_000, 40_000]);
    expect(await list({ checkOrderByPrice: true })).toEqual([10_000, 20_000, 30_000, 40_000]);
    expect(await list({ checkOrderByPrice: false })).toEqual([40_000, 30_000, 20_000, 10_000]);
  });

  it('filters by the price bands of spec §9 and by name, an empty name meaning no filter', async () => {
    const s = await scenario({ productCount: 12 });
    const prices = async (body: Record<string, unknown>) =>
      giftListReplySchema
        .parse(
          (
            await post(
              t.app,
              '/v1/ebmp/pcs/gift/giftList.json',
              { eventSn: s.event.eventSn, checkOrderByPrice: true, ...body },
              s.token,
            )
          ).body.resultData,
        )
        .prodInfoList.map((p) => p.price);
    expect(await prices({ orderbyPrice: 2 })).toEqual([10_000, 20_000]);
    expect(await prices({ orderbyPrice: 3 })).toEqual([30_000, 40_000]);
    expect(await prices({ orderbyPrice: 5 })).toEqual([50_000, 60_000]);
    expect(await prices({ orderbyPrice: 7 })).toEqual([70_000, 80_000, 90_000]);
    expect(await prices({ orderbyPrice: 10 })).toEqual([100_000, 110_000, 120_000]);
    expect(await prices({ searchProdNm: '이어폰' })).toHaveLength(6);
    expect(await prices({ searchProdNm: '' })).toHaveLength(12);
  });

  it('is "not found" for an event the caller is not a recipient of', async () => {
    const s = await scenario();
    const outsider = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: s.cmpy.cmpyCd });
    const token = await loginAs(t.app, outsider.userId);
    const res = await post(t.app, '/v1/ebmp/pcs/gift/giftList.json', { eventSn: s.event.eventSn }, token);
    expect(res.statusCode).toBe(404);
  });

  it('rejects a bad page with 400 naming the field', async () => {
    const s = await scenario();
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftList.json',
      { eventSn: s.event.eventSn, page: -1 },
      s.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toContain('(page)');
  });
});

describe('gift detail and selection', () => {
  it('returns options as titles with values, and sanitized detail HTML', async () => {
    const s = await scenario();
    const prod = await createProduct(
      t.database.db,
      {
        detailHtml:
          '<p onclick="x()">설명</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a>',
      },
      [
        { optCd: '01', optNm: '색상' },
        { optCd: '0101', optNm: '블랙', parentOptCd: '01' },
        { optCd: '0102', optNm: '화이트', parentOptCd: '01', soldOutYn: 'Y' },
      ],
    );
    await t.database.db
      .insert(eventProduct)
      .values({ eventSn: s.event.eventSn, prodSn: prod.prodSn, stockQty: 3 });
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftDetail.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn },
      s.token,
    );
    const detail = res.body.resultData as { optionInfoList: unknown; detailHtml: string; mainImg: string };
    expect(detail.optionInfoList).toEqual([
      {
        optCd: '01',
        optNm: '색상',
        optionDetailList: [
          { optCd: '0101', optNm: '블랙', soldOutYn: 'N', addPrice: 0 },
          { optCd: '0102', optNm: '화이트', soldOutYn: 'Y', addPrice: 0 },
        ],
      },
    ]);
    expect(detail.detailHtml).not.toMatch(/script|onclick|javascript:/);
    expect(detail.detailHtml).toContain('<p>설명</p>');
    expect(detail.mainImg).toBe('202106292300000');

    const noOption = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn, quantity: 1 },
      s.token,
    );
    expect(noOption.statusCode).toBe(400);
    expect(noOption.body.resultStatus.messageText).toBe('옵션을 선택해주세요.');
    const soldOutValue = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn, quantity: 1, optCdList: ['0102'] },
      s.token,
    );
    expect(soldOutValue.statusCode).toBe(409);
    const ok = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn, quantity: 1, optCdList: ['0101'] },
      s.token,
    );
    expect(ok.statusCode).toBe(200);
  });

  it("charges an option's extra price: the detail lists it, the order, the cart and the amount above budget include it", async () => {
    const s = await scenario();
    const prod = await createProduct(t.database.db, { price: 28_000 }, [
      { optCd: '01', optNm: '구성' },
      { optCd: '0101', optNm: '녹차 단품', parentOptCd: '01' },
      { optCd: '0102', optNm: '녹차+다기 세트', parentOptCd: '01', addPrice: 12_000 },
    ]);
    await t.database.db
      .insert(eventProduct)
      .values({ eventSn: s.event.eventSn, prodSn: prod.prodSn, stockQty: 3 });
    const detail = await post(
      t.app,
      '/v1/ebmp/pcs/gift/giftDetail.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn },
      s.token,
    );
    const values = (
      detail.body.resultData as { optionInfoList: { optionDetailList: { addPrice: number }[] }[] }
    ).optionInfoList[0]!.optionDetailList;
    expect(values.map((v) => v.addPrice)).toEqual([0, 12_000]);

    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn, quantity: 1, optCdList: ['0102'] },
      s.token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const [order] = await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn));
    expect(order!.unitPrice).toBe(40_000);
    const amount = await post(t.app, '/v1/ebmp/pcs/payment/orderAmount.json', { ordSn }, s.token);
    expect(amount.body.resultData).toMatchObject({ orderTotal: 40_000 });

    const added = await post(
      t.app,
      '/v1/ebmp/pcs/cart/add.json',
      { eventSn: s.event.eventSn, prodSn: prod.prodSn, quantity: 1, optCdList: ['0102'] },
      s.token,
    );
    expect(added.statusCode, added.body.resultStatus.messageText).toBe(200);
    const cart = await post(
      t.app,
      '/v1/ebmp/pcs/cart/cartList.json',
      { eventSn: s.event.eventSn, cmpyCd: s.cmpy.cmpyCd },
      s.token,
    );
    const line = (
      cart.body.resultData as { cartProdList: { prodSn: number; price: number }[] }
    ).cartProdList.find((l) => l.prodSn === prod.prodSn);
    expect(line?.price).toBe(40_000);
  });

  it('refuses more than the allowed selections (selectCnt) and a quantity above 1 for single choice', async () => {
    const s = await scenario({ selectCnt: 1 });
    const two = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: s.products[0]!.prodSn, quantity: 2 },
      s.token,
    );
    expect(two.statusCode).toBe(400);
    expect((await selectAndApply(s.token, s.event.eventSn, s.products[0]!.prodSn)).statusCode).toBe(200);
    const again = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: s.products[0]!.prodSn, quantity: 1 },
      s.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus).toEqual({
      messageCode: '4092',
      messageText: '선택 가능한 선물 수를 초과했습니다.',
    });
  });

  it('refuses choosing in an event that has ended', async () => {
    const s = await scenario();
    const cmpy = await createCompany(t.database.db);
    const closed = await createEvent(t.database.db, {
      cmpyCd: cmpy.cmpyCd,
      products: [{ prodSn: s.products[0]!.prodSn, stockQty: 5 }],
      recipients: [s.recipient.unqUserId],
      overrides: { startDt: '20250101', endDt: '20250131' },
    });
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: closed.eventSn, prodSn: s.products[0]!.prodSn, quantity: 1 },
      s.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.resultStatus.messageText).toBe('신청 기간이 아닌 이벤트입니다.');
  });
});

describe('apply and order history', () => {
  it('applies with the address, takes stock and allowance, and shows the order in the history', async () => {
    const s = await scenario({ stock: 5 });
    const res = await selectAndApply(s.token, s.event.eventSn, s.products[0]!.prodSn);
    expect(res.statusCode).toBe(200);
    const { ordSn, estiSn } = res.body.resultData as { ordSn: number; estiSn: number };

    const [stock] = await t.database.db
      .select()
      .from(eventProduct)
      .where(eq(eventProduct.eventSn, s.event.eventSn));
    expect(stock!.stockQty).toBe(4);
    const [allowance] = await t.database.db
      .select()
      .from(eventRecipient)
      .where(eq(eventRecipient.eventSn, s.event.eventSn));
    expect(allowance!.usedCnt).toBe(1);

    const history = await post(
      t.app,
      '/v1/ebmp/pcs/gift/orderHistory.json',
      { eventSn: s.event.eventSn },
      s.token,
    );
    const [order] = (history.body.resultData as { orderList: unknown[] }).orderList.map((o) =>
      giftOrderSchema.parse(o),
    );
    expect(order).toMatchObject({
      ordSn,
      estiSn,
      ordStatCd: '01',
      ordStatNm: '신청완료',
      receiverNm: '김민준',
      receiverTelNo: '01012345678',
      zipCd: '06236',
    });
    expect(order!.items[0]).toMatchObject({ deliStatCd: '01', deliStatNm: '주문접수', quantity: 1 });
  });

  it('returns the first result when the same order is applied again', async () => {
    const s = await scenario();
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: s.products[0]!.prodSn, quantity: 1 },
      s.token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const first = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, s.token);
    const second = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, s.token);
    expect(second.statusCode).toBe(200);
    expect(second.body.resultData).toEqual(first.body.resultData);
  });

  it('validates the address with field messages', async () => {
    const s = await scenario();
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: s.event.eventSn, prodSn: s.products[0]!.prodSn, quantity: 1 },
      s.token,
    );
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const res = await post(
      t.app,
      '/v1/ebmp/pcs/gift/apply.json',
      { ordSn, ...ADDRESS, receiverTelNo: '02-123-4567' },
      s.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe('휴대폰번호 11자리를 입력해주세요.');
    expect(res.body.resultData).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'receiverTelNo' })]),
    });
  });

  it("never shows one recipient another recipient's order", async () => {
    const s = await scenario();
    const res = await selectAndApply(s.token, s.event.eventSn, s.products[0]!.prodSn);
    const { ordSn } = res.body.resultData as { ordSn: number };

    const other = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: s.cmpy.cmpyCd });
    const otherToken = await loginAs(t.app, other.userId);
    const detail = await post(t.app, '/v1/ebmp/pcs/gift/orderDetail.json', { ordSn }, otherToken);
    expect(detail.statusCode).toBe(404);
    const apply = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, otherToken);
    expect(apply.statusCode).toBe(404);
    const history = await post(t.app, '/v1/ebmp/pcs/gift/orderHistory.json', {}, otherToken);
    expect((history.body.resultData as { orderList: unknown[] }).orderList).toEqual([]);
    const [row] = await t.database.db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn));
    expect(row!.receiverNm).toBe('김민준');
  });
});
