import { AUTH_CD, type CartList, toEucKrSafe } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cart, eventProduct } from '../src/db/schema/index';
import { decodeEucKr, encodeEucKr } from '../src/lib/euc-kr';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ADDRESS = {
  receiverNm: '박지훈',
  receiverTelNo: '01098765432',
  zipCd: '04524',
  addr: '서울 중구 세종대로 110',
  addrDtl: '1층',
};

async function setup(selectCnt = 2) {
  const db = t.database.db;
  const cmpy = await createCompany(db);
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const other = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: cmpy.cmpyCd });
  const withOptions = await createProduct(db, { price: 20_000 }, [
    { optCd: '01', optNm: '색상' },
    { optCd: '0101', optNm: '빨강', parentOptCd: '01' },
    { optCd: '0102', optNm: '파랑', parentOptCd: '01' },
  ]);
  const plain = await createProduct(db, { price: 10_000 });
  const soldOut = await createProduct(db, { price: 5_000 });
  const ev = await createEvent(db, {
    cmpyCd: cmpy.cmpyCd,
    products: [
      { prodSn: withOptions.prodSn, stockQty: 5 },
      { prodSn: plain.prodSn, stockQty: 5 },
      { prodSn: soldOut.prodSn, stockQty: 1 },
    ],
    recipients: [user.unqUserId, other.unqUserId],
    selectCnt,
    selectType: '02',
  });
  return {
    cmpy,
    ev,
    withOptions,
    plain,
    soldOut,
    token: await loginAs(t.app, user.userId),
    otherToken: await loginAs(t.app, other.userId),
  };
}

describe('cart (spec §3 Cart, §7)', () => {
  it('adds from the detail, lists with the spec fields, changes option and quantity, never beyond selectCnt', async () => {
    const s = await setup(2);
    const add = (body: object) =>
      post(t.app, '/v1/ebmp/pcs/cart/add.json', { eventSn: s.ev.eventSn, ...body }, s.token);
    expect((await add({ prodSn: s.withOptions.prodSn, quantity: 1 })).statusCode).toBe(400); // option missing
    expect((await add({ prodSn: s.withOptions.prodSn, optCdList: ['0101'], quantity: 1 })).statusCode).toBe(
      200,
    );
    expect((await add({ prodSn: s.plain.prodSn, quantity: 1 })).statusCode).toBe(200);
    const over = await add({ prodSn: s.soldOut.prodSn, quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.body.resultStatus.messageText).toBe('선택 가능한 선물 수를 초과하여 담을 수 없습니다.');

    const events = await post(t.app, '/v1/ebmp/pcs/drop-down/cartEventList.json', {}, s.token);
    expect(events.body.resultData).toEqual({
      list: [{ eventSn: s.ev.eventSn, eventNm: s.ev.eventNm, cmpyCd: s.cmpy.cmpyCd, cartCnt: 2 }],
    });
    const list = await post(
      t.app,
      '/v1/ebmp/pcs/cart/cartList.json',
      { eventSn: s.ev.eventSn, cmpyCd: s.cmpy.cmpyCd },
      s.token,
    );
    const data = list.body.resultData as CartList;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['eventNm', 'totalCount', 'totalPrice', 'cartProdList', 'eventSn', 'cmpyCd']),
    );
    expect(data.totalCount).toBe(2);
    expect(data.totalPrice).toBe(30_000);
    const line = data.cartProdList.find((l) => l.prodSn === s.withOptions.prodSn)!;
    expect(line.soldOutYn).toBe('N');
    expect(line.optionInfoList[0]!.optionDetailList.map((o) => o.optCd)).toEqual(['01', '0101', '0102']);
    expect(line.optNm).toBe('색상: 빨강');

    const upd = await post(
      t.app,
      '/v1/ebmp/pcs/cart/update.json',
      { cartSn: line.cartSn, optCdList: ['0102'] },
      s.token,
    );
    expect(upd.statusCode).toBe(200);
    const tooMany = await post(
      t.app,
      '/v1/ebmp/pcs/cart/update.json',
      { cartSn: line.cartSn, quantity: 2 },
      s.token,
    );
    expect(tooMany.statusCode).toBe(409);
    // Another recipient cannot see or touch this cart.
    expect(
      (await post(t.app, '/v1/ebmp/pcs/cart/update.json', { cartSn: line.cartSn, quantity: 1 }, s.otherToken))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/v1/ebmp/pcs/cart/select.json', { cartSn: line.cartSn }, s.otherToken)).statusCode,
    ).toBe(404);
    const removedByOther = await post(
      t.app,
      '/v1/ebmp/pcs/cart/delete.json',
      { cartSnList: [line.cartSn] },
      s.otherToken,
    );
    expect(removedByOther.body.resultData).toEqual({ removed: 0 });
  });

  it('shows a sold-out line as such and refuses to apply it; an applied line leaves the cart', async () => {
    const s = await setup(2);
    await post(
      t.app,
      '/v1/ebmp/pcs/cart/add.json',
      { eventSn: s.ev.eventSn, prodSn: s.soldOut.prodSn, quantity: 1 },
      s.token,
    );
    await post(
      t.app,
      '/v1/ebmp/pcs/cart/add.json',
      { eventSn: s.ev.eventSn, prodSn: s.plain.prodSn, quantity: 1 },
      s.token,
    );
    await t.database.db
      .update(eventProduct)
      .set({ stockQty: 0 })
      .where(eq(eventProduct.prodSn, s.soldOut.prodSn));
    const list = (
      await post(
        t.app,
        '/v1/ebmp/pcs/cart/cartList.json',
        { eventSn: s.ev.eventSn, cmpyCd: s.cmpy.cmpyCd },
        s.token,
      )
    ).body.resultData as CartList;
    const dead = list.cartProdList.find((l) => l.prodSn === s.soldOut.prodSn)!;
    expect(dead.soldOutYn).toBe('Y');
    const refused = await post(t.app, '/v1/ebmp/pcs/cart/select.json', { cartSn: dead.cartSn }, s.token);
    expect(refused.statusCode).toBe(409);

    const live = list.cartProdList.find((l) => l.prodSn === s.plain.prodSn)!;
    const selected = await post(t.app, '/v1/ebmp/pcs/cart/select.json', { cartSn: live.cartSn }, s.token);
    expect(selected.statusCode).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const applied = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, s.token);
    expect(applied.statusCode).toBe(200);
    const left = await t.database.db.select().from(cart).where(eq(cart.eventSn, s.ev.eventSn));
    expect(left.map((l) => l.prodSn)).toEqual([s.soldOut.prodSn]);
  });

  it('EUC-KR: what the mobile form keeps round-trips through the encoder the provider sees', () => {
    const safe = toEucKrSafe('샤인머스캣·선물 🎁 세트 한과', 80);
    expect(decodeEucKr(encodeEucKr(safe))).toBe(safe);
    expect(encodeEucKr('가').equals(Buffer.from([0xb0, 0xa1]))).toBe(true);
  });
});
