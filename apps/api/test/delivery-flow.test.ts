import { AUTH_CD, type AuthCd, INVOICE_IMPORT_COLUMNS, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateItem, messageOutbox, vendor } from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock, upload } from './helpers/test-app';
import { xlsxOf } from './helpers/xlsx';

const clock = testClock();
const t = setupTestApp(clock);

type Order = {
  cmpyCd: string;
  eventSn: number;
  estiSn: number;
  estiItemSn: number;
  recipientToken: string;
  recipientId: string;
};

let admin: string;
let vendorA: { token: string; vendorSn: number };
let vendorB: { token: string; vendorSn: number };
let packer: { token: string; unqUserId: string };
let cmpyA: string;
let cmpyB: string;
let managerA: string;

const ADDRESS = {
  receiverNm: '김민준',
  receiverTelNo: '01012345678',
  zipCd: '48058',
  addr: '부산광역시 해운대구 센텀중앙로 79',
  addrDtl: '101동 1001호',
};

async function makeVendor(name: string, role: AuthCd = AUTH_CD.vendor) {
  const [v] = await t.database.db.insert(vendor).values({ vendorNm: name }).returning();
  const user = await createUser(t.database.db, role, { vendorSn: v!.vendorSn });
  return { token: await loginAs(t.app, user.userId), vendorSn: v!.vendorSn };
}

async function order(cmpyCd: string, vendorSn: number, returnDays = 7): Promise<Order> {
  const db = t.database.db;
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd });
  const prod = await createProduct(db, { vendorSn });
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
    overrides: { returnDays },
  });
  const token = await loginAs(t.app, user.userId);
  const selected = await post(
    t.app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: ev.eventSn, prodSn: prod.prodSn, quantity: 1 },
    token,
  );
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const applied = await post(t.app, '/v1/ebmp/pcs/gift/apply.json', { ordSn, ...ADDRESS }, token);
  const { estiSn } = applied.body.resultData as { estiSn: number };
  const [item] = await db.select().from(estimateItem).where(eq(estimateItem.estiSn, estiSn));
  return {
    cmpyCd,
    eventSn: ev.eventSn,
    estiSn,
    estiItemSn: item!.estiItemSn,
    recipientToken: token,
    recipientId: user.unqUserId,
  };
}

const act = (token: string, o: Order, action: string, extra: Record<string, unknown> = {}) =>
  post(t.app, P.lineAction, { estiSn: o.estiSn, estiItemSn: o.estiItemSn, action, ...extra }, token);
/** A line of vendor A's goods ordered from it (발주완료), ready to release. */
const placedOrder = async () => {
  const o = await order(cmpyA, vendorA.vendorSn);
  await act(admin, o, 'placeOrder');
  return o;
};
const INVOICE_HEADERS = INVOICE_IMPORT_COLUMNS.map((c) => c.header);

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  const a = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  admin = await loginAs(t.app, a.userId);
  cmpyA = (await createCompany(db)).cmpyCd;
  cmpyB = (await createCompany(db)).cmpyCd;
  vendorA = await makeVendor('가나상회');
  vendorB = await makeVendor('다라상회', AUTH_CD.vendorSub);
  const p = await createUser(db, AUTH_CD.partTimer);
  packer = { token: await loginAs(t.app, p.userId), unqUserId: p.unqUserId };
  const m = await createUser(db, AUTH_CD.clientManager, { cmpyCd: cmpyA });
  managerA = await loginAs(t.app, m.userId);
});

describe('the life of an order', () => {
  it('operator places, vendor releases with an invoice, delivered, return requested with a photo, approved, refunded', async () => {
    const o = await order(cmpyA, vendorA.vendorSn);
    const applyList = await post(t.app, P.applyList, { cmpyCds: [cmpyA] }, admin);
    expect(applyList.statusCode).toBe(200);
    const rows = applyList.body.resultData as {
      list: { estiItemSn: number; receiverNm: string; receiverTelNo: string }[];
      counts: { stateCd: string; count: number }[];
    };
    const row = rows.list.find((r) => r.estiItemSn === o.estiItemSn)!;
    expect(row.receiverNm).toBe('김*준');
    expect(row.receiverTelNo).toBe('010-1234-****');
    expect(rows.counts.find((c) => c.stateCd === '01')!.count).toBeGreaterThanOrEqual(1);

    expect((await act(vendorA.token, o, 'placeOrder')).statusCode).toBe(409);
    const placed = await act(admin, o, 'placeOrder');
    expect(placed.body.resultData).toEqual({ deliStatCd: '05', deliStatNm: '발주완료' });

    // The vendor sees the line in its order list; the other vendor does not.
    const mine = await post(t.app, P.orderList, {}, vendorA.token);
    expect(
      (mine.body.resultData as { list: { estiItemSn: number }[] }).list.map((r) => r.estiItemSn),
    ).toContain(o.estiItemSn);
    const theirs = await post(t.app, P.orderList, {}, vendorB.token);
    expect(
      (theirs.body.resultData as { list: { estiItemSn: number }[] }).list.map((r) => r.estiItemSn),
    ).not.toContain(o.estiItemSn);
    expect(
      (await act(vendorB.token, o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode,
    ).toBe(404);

    const missing = await act(vendorA.token, o, 'release', { carrierCd: '01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.resultStatus.messageText).toBe('택배사와 송장번호를 입력해주세요.');
    const released = await act(vendorA.token, o, 'release', { carrierCd: '01', invoiceNo: '123456789012' });
    expect(released.body.resultData).toEqual({ deliStatCd: '06', deliStatNm: '출고완료' });

    // The recipient sees it shipped with a tracking link and can no longer change the address.
    const detail = await post(t.app, P.myDetail, { estiSn: o.estiSn }, o.recipientToken);
    const line = (
      detail.body.resultData as { lines: { deliStatNm: string; trackingUrl: string; canReturn: boolean }[] }
    ).lines[0]!;
    expect(line.deliStatNm).toBe('출고완료');
    expect(line.trackingUrl).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');
    const late = await post(
      t.app,
      P.myAddress,
      { estiSn: o.estiSn, ...ADDRESS, addrDtl: '202동' },
      o.recipientToken,
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.resultStatus.messageText).toBe('출고 후에는 배송지를 변경할 수 없습니다.');
    const lateCancel = await post(t.app, P.myCancel, { estiSn: o.estiSn }, o.recipientToken);
    expect(lateCancel.body.resultStatus.messageText).toBe('출고 후에는 주문을 취소할 수 없습니다.');

    const early = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'RETURN', reasonCd: '01' },
      o.recipientToken,
    );
    expect(early.body.resultStatus.messageText).toBe('배송완료 후에 반품/교환을 신청할 수 있습니다.');

    expect((await act(vendorA.token, o, 'ship')).statusCode).toBe(200);
    expect((await act(admin, o, 'confirmDelivery')).body.resultData).toEqual({
      deliStatCd: '04',
      deliStatNm: '배송완료',
    });

    // A photo: checked by its bytes (a text file named .png is refused).
    const fake = await upload(
      t.app,
      P.myReturnPhoto,
      Buffer.from('not an image at all'),
      o.recipientToken,
      'a.png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.body.resultStatus.messageText).toBe('사진은 JPG, PNG, GIF, WEBP 파일만 첨부할 수 있습니다.');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const photo = await upload(t.app, P.myReturnPhoto, png, o.recipientToken, 'box.png');
    expect(photo.statusCode).toBe(200);
    const { fileId } = photo.body.resultData as { fileId: string };

    // Someone else's photo cannot be attached.
    const other = await order(cmpyA, vendorA.vendorSn);
    const stolen = await post(
      t.app,
      P.myReturnRequest,
      {
        estiSn: o.estiSn,
        estiItemSn: o.estiItemSn,
        refundGbn: 'RETURN',
        reasonCd: '02',
        photoFileIds: [fileId],
      },
      other.recipientToken,
    );
    expect(stolen.statusCode).toBe(400);

    const requested = await post(
      t.app,
      P.myReturnRequest,
      {
        estiSn: o.estiSn,
        estiItemSn: o.estiItemSn,
        refundGbn: 'RETURN',
        reasonCd: '02',
        reason: '상자가 찌그러졌습니다',
        photoFileIds: [fileId],
      },
      o.recipientToken,
    );
    expect(requested.statusCode).toBe(200);
    const { refundSn } = requested.body.resultData as { refundSn: number };
    const again = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'EXCHANGE', reasonCd: '01' },
      o.recipientToken,
    );
    expect(again.body.resultStatus.messageText).toBe('이미 진행 중인 반품/교환 신청이 있습니다.');

    const key = { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundSn };
    const rd = await post(t.app, P.returnDetail, key, admin);
    expect(rd.body.resultData).toMatchObject({
      refundGbnNm: '반품',
      refundStatNm: '신청',
      feePayerNm: '판매자 부담',
      photoUrls: [`/files/${fileId}`],
    });
    expect(
      (await post(t.app, P.returnAction, { ...key, action: 'reject' }, admin)).body.resultStatus.messageText,
    ).toBe('거부 사유를 입력해주세요.');
    expect((await post(t.app, P.returnAction, { ...key, action: 'approve' }, vendorA.token)).statusCode).toBe(
      409,
    );
    expect((await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin)).body.resultData).toEqual(
      { refundStatCd: '02', refundStatNm: '승인' },
    );
    expect((await post(t.app, P.returnAction, { ...key, action: 'collect' }, vendorA.token)).statusCode).toBe(
      200,
    );
    const refunded = await post(
      t.app,
      P.returnAction,
      { ...key, action: 'refund', resellableYn: 'N' },
      admin,
    );
    // No card payment on this order: nothing to refund, the return is complete.
    expect(refunded.body.resultData).toEqual({ refundStatCd: '06', refundStatNm: '반품완료' });

    const mineReturn = await post(t.app, P.myReturnDetail, key, o.recipientToken);
    expect(mineReturn.body.resultData).toMatchObject({
      refundStatNm: '반품완료',
      reasonNm: '상품 파손/불량',
    });
    expect((await post(t.app, P.myReturnDetail, key, other.recipientToken)).statusCode).toBe(404);
    const history = (mineReturn.body.resultData as { history: { stateNm: string }[] }).history.map(
      (h) => h.stateNm,
    );
    expect(history).toEqual(['반품/교환 신청', '반품/교환 승인', '반품/교환 회수완료', '반품/교환 반품완료']);
  });

  it('a recipient changes the address before release; history names who', async () => {
    const o = await order(cmpyA, vendorA.vendorSn);
    const changed = await post(
      t.app,
      P.myAddress,
      { estiSn: o.estiSn, ...ADDRESS, addrDtl: '202동 303호' },
      o.recipientToken,
    );
    expect(changed.statusCode).toBe(200);
    const d = await post(t.app, P.myDetail, { estiSn: o.estiSn }, o.recipientToken);
    const detail = d.body.resultData as { addrDtl: string; lines: { history: { memo: string | null }[] }[] };
    expect(detail.addrDtl).toBe('202동 303호');
    expect(detail.lines[0]!.history.at(-1)!.memo).toBe('배송지 변경');
    // Another recipient cannot see or change it.
    const other = await order(cmpyA, vendorA.vendorSn);
    expect((await post(t.app, P.myDetail, { estiSn: o.estiSn }, other.recipientToken)).statusCode).toBe(404);
    expect(
      (await post(t.app, P.myAddress, { estiSn: o.estiSn, ...ADDRESS }, other.recipientToken)).statusCode,
    ).toBe(404);
  });

  it('refuses a return after the event window', async () => {
    const o = await order(cmpyA, vendorA.vendorSn, 3);
    await act(admin, o, 'placeOrder');
    await act(admin, o, 'release', { carrierCd: '02', invoiceNo: '6012345678901' });
    await act(admin, o, 'confirmDelivery');
    // Delivered three days and a minute ago (the clock stays: sessions would expire).
    await t.database.db
      .update(estimateItem)
      .set({ deliveredAt: new Date(clock.now().getTime() - (3 * 24 * 60 + 1) * 60_000) })
      .where(eq(estimateItem.estiItemSn, o.estiItemSn));
    const late = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'EXCHANGE', reasonCd: '01' },
      o.recipientToken,
    );
    expect(late.body.resultStatus.messageText).toBe('배송완료 후 3일이 지나 반품/교환을 신청할 수 없습니다.');
  });

  it('a part-timer sees and releases only what they are assigned to pack', async () => {
    const o = await order(cmpyB, vendorB.vendorSn);
    await act(admin, o, 'placeOrder');
    expect(
      (await act(packer.token, o, 'release', { carrierCd: '01', invoiceNo: '99998888777' })).statusCode,
    ).toBe(404);
    const assigned = await post(
      t.app,
      P.assignPacker,
      { lines: [{ estiSn: o.estiSn, estiItemSn: o.estiItemSn }], packerUnqUserId: packer.unqUserId },
      admin,
    );
    expect(assigned.body.resultData).toEqual({ done: 1, refused: [] });
    const list = await post(t.app, P.orderList, {}, packer.token);
    expect(
      (list.body.resultData as { list: { estiItemSn: number }[] }).list.map((r) => r.estiItemSn),
    ).toEqual([o.estiItemSn]);
    expect(
      (await act(packer.token, o, 'release', { carrierCd: '01', invoiceNo: '99998888777' })).statusCode,
    ).toBe(200);
  });

  it('cancel before release gives back the stock and is recorded', async () => {
    const o = await order(cmpyA, vendorA.vendorSn);
    const cancelled = await post(
      t.app,
      P.myCancel,
      { estiSn: o.estiSn, reason: '필요 없어짐' },
      o.recipientToken,
    );
    expect(cancelled.body.resultData).toEqual({ refundedAmount: 0, paymentPending: false });
    const d = await post(t.app, P.myDetail, { estiSn: o.estiSn }, o.recipientToken);
    expect((d.body.resultData as { lines: { deliStatNm: string }[] }).lines[0]!.deliStatNm).toBe('주문취소');
  });
});

describe("the recipient's states and kinds in the page's language (decision 055)", () => {
  const VI = { 'x-pcs-language': 'vi' };
  type Detail = {
    lines: {
      deliStatNm: string;
      carrierNm: string | null;
      returnRefusal: string | null;
      refunds: { refundGbnNm: string; refundStatNm: string }[];
      history: { stateNm: string }[];
    }[];
  };
  type List = {
    list: { estiItemSn: number; deliStatNm: string; returnStatNm: string | null }[];
    counts: { stateCd: string; stateNm: string }[];
  };
  const lineOf = async (o: Order, headers: Record<string, string> = {}) =>
    (
      (await post(t.app, P.myDetail, { estiSn: o.estiSn }, o.recipientToken, headers)).body
        .resultData as Detail
    ).lines[0]!;
  const rowOf = async (o: Order, headers: Record<string, string> = {}) => {
    const reply = (await post(t.app, P.myList, {}, o.recipientToken, headers)).body.resultData as List;
    return { row: reply.list.find((r) => r.estiItemSn === o.estiItemSn)!, counts: reply.counts };
  };

  it('order detail, delivery list, return list and detail: Vietnamese with vi, Korean without; the back office Korean', async () => {
    const o = await order(cmpyA, vendorA.vendorSn);
    await act(admin, o, 'placeOrder');
    await act(vendorA.token, o, 'release', { carrierCd: '01', invoiceNo: '123456789012' });
    await act(vendorA.token, o, 'ship');

    const shipping = await lineOf(o, VI);
    expect(shipping.deliStatNm).toBe('Đang giao hàng');
    expect(shipping.returnRefusal).toBe('Bạn có thể yêu cầu trả/đổi hàng sau khi đã nhận hàng.');
    expect(shipping.carrierNm).toBe('CJ대한통운');
    expect(shipping.history.map((h) => h.stateNm)).toEqual([
      'Đã nhận đơn',
      'Đã đặt hàng nhà cung cấp',
      'Đã xuất kho',
      'Đang giao hàng',
    ]);
    const korean = await lineOf(o);
    expect(korean.deliStatNm).toBe('배송중');
    expect(korean.returnRefusal).toBe('배송완료 후에 반품/교환을 신청할 수 있습니다.');
    expect(korean.history.map((h) => h.stateNm)).toEqual(['주문접수', '발주완료', '출고완료', '배송중']);

    const listed = await rowOf(o, VI);
    expect(listed.row.deliStatNm).toBe('Đang giao hàng');
    expect(listed.counts.find((c) => c.stateCd === '03')!.stateNm).toBe('Đang giao hàng');
    expect((await rowOf(o)).counts.find((c) => c.stateCd === '03')!.stateNm).toBe('배송중');

    await act(admin, o, 'confirmDelivery');
    const requested = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'RETURN', reasonCd: '02' },
      o.recipientToken,
    );
    const key = {
      estiSn: o.estiSn,
      estiItemSn: o.estiItemSn,
      refundSn: (requested.body.resultData as { refundSn: number }).refundSn,
    };
    await post(t.app, P.returnAction, { ...key, action: 'approve' }, admin);

    const returning = await lineOf(o, VI);
    expect(returning.deliStatNm).toBe('Đã giao hàng');
    expect(returning.returnRefusal).toBe('Bạn đã có một yêu cầu trả/đổi hàng đang được xử lý.');
    expect(returning.refunds).toMatchObject([{ refundGbnNm: 'Trả hàng', refundStatNm: 'Đã chấp thuận' }]);
    expect(returning.history.slice(-2).map((h) => h.stateNm)).toEqual([
      'Đổi/trả hàng: Đã gửi yêu cầu',
      'Đổi/trả hàng: Đã chấp thuận',
    ]);
    expect((await rowOf(o, VI)).row.returnStatNm).toBe('Trả hàng: Đã chấp thuận');
    expect((await rowOf(o)).row.returnStatNm).toBe('반품 승인');

    const detail = await post(t.app, P.myReturnDetail, key, o.recipientToken, VI);
    expect(detail.body.resultData).toMatchObject({
      refundGbnNm: 'Trả hàng',
      refundStatNm: 'Đã chấp thuận',
      reasonNm: 'Hư hỏng/lỗi',
      feePayerNm: 'Người bán trả',
      feeMethodNm: '',
    });
    expect(
      (detail.body.resultData as { history: { stateNm: string }[] }).history.map((h) => h.stateNm),
    ).toEqual(['Đổi/trả hàng: Đã gửi yêu cầu', 'Đổi/trả hàng: Đã chấp thuận']);
    expect((await post(t.app, P.myReturnDetail, key, o.recipientToken)).body.resultData).toMatchObject({
      refundGbnNm: '반품',
      refundStatNm: '승인',
      reasonNm: '상품 파손/불량',
      feePayerNm: '판매자 부담',
    });
    const returns = await post(t.app, P.myReturnList, {}, o.recipientToken, VI);
    expect(
      (
        returns.body.resultData as { list: { refundSn: number; refundStatNm: string; reasonNm: string }[] }
      ).list.find((r) => r.refundSn === key.refundSn),
    ).toMatchObject({ refundGbnNm: 'Trả hàng', refundStatNm: 'Đã chấp thuận', reasonNm: 'Hư hỏng/lỗi' });

    // The gift order history names the order's and the line's states in the page's language too.
    const history = await post(t.app, '/v1/ebmp/pcs/gift/orderHistory.json', {}, o.recipientToken, VI);
    const giftOrder = (
      history.body.resultData as {
        orderList: { estiSn: number; ordStatNm: string; items: { deliStatNm: string }[] }[];
      }
    ).orderList.find((g) => g.estiSn === o.estiSn)!;
    expect(giftOrder.ordStatNm).toBe('Đã đăng ký');
    expect(giftOrder.items[0]!.deliStatNm).toBe('Đã giao hàng');

    // The back office reads Korean whatever the device last chose.
    expect((await post(t.app, P.returnDetail, key, admin, VI)).body.resultData).toMatchObject({
      refundGbnNm: '반품',
      refundStatNm: '승인',
    });
    const managers = (await post(t.app, P.myList, {}, managerA, VI)).body.resultData as List;
    expect(managers.counts.find((c) => c.stateCd === '04')!.stateNm).toBe('배송완료');
  });
});

describe('under concurrency', () => {
  it('a cancel racing a release of one line: exactly one of them is done', async () => {
    for (let i = 0; i < 5; i += 1) {
      const o = await order(cmpyA, vendorA.vendorSn);
      await act(admin, o, 'placeOrder');
      const [cancel, release] = await Promise.all([
        post(t.app, P.myCancel, { estiSn: o.estiSn }, o.recipientToken),
        act(vendorA.token, o, 'release', { carrierCd: '01', invoiceNo: '123412341234' }),
      ]);
      const statuses = [cancel.statusCode, release.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const [item] = await t.database.db
        .select()
        .from(estimateItem)
        .where(eq(estimateItem.estiItemSn, o.estiItemSn));
      expect(item!.deliStatCd).toBe(cancel.statusCode === 200 ? '09' : '06');
    }
  });

  it('two operators releasing one line at once: one wins', async () => {
    const o = await order(cmpyA, vendorA.vendorSn);
    await act(admin, o, 'placeOrder');
    const results = await Promise.all([
      act(admin, o, 'release', { carrierCd: '01', invoiceNo: '111122223333' }),
      act(admin, o, 'release', { carrierCd: '03', invoiceNo: '444455556666' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('invoice Excel upload', () => {
  it('a bad row names row and column and changes nothing; a good file releases every line', async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const bad = await xlsxOf([
      INVOICE_HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '123456789012'],
      [b.estiSn, b.estiItemSn, '없는택배', '12'],
    ]);
    const refused = await upload(t.app, P.invoiceUpload, bad, vendorA.token);
    expect(refused.statusCode).toBe(400);
    const errors = (refused.body.resultData as { errors: { row: number; column: string; message: string }[] })
      .errors;
    expect(errors).toContainEqual({ row: 3, column: '택배사', message: '등록되지 않은 택배사입니다.' });
    expect(errors).toContainEqual({
      row: 3,
      column: '송장번호',
      message: '송장번호는 숫자 8~20자리입니다.',
    });
    const [still] = await t.database.db
      .select()
      .from(estimateItem)
      .where(eq(estimateItem.estiItemSn, a.estiItemSn));
    expect(still!.deliStatCd).toBe('05');
    expect(still!.invoiceNo).toBeNull();

    // Another vendor's line is "not found" in its row.
    const foreign = await upload(
      t.app,
      P.invoiceUpload,
      await xlsxOf([INVOICE_HEADERS, [a.estiSn, a.estiItemSn, '01', '123456789012']]),
      vendorB.token,
    );
    expect(foreign.statusCode, JSON.stringify(foreign.body)).toBe(400);
    expect((foreign.body.resultData as { errors: { message: string }[] }).errors[0]!.message).toBe(
      '주문을 찾을 수 없습니다.',
    );

    const good = await xlsxOf([
      INVOICE_HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '123456789012'],
      [b.estiSn, b.estiItemSn, '04', '555566667777'],
    ]);
    const done = await upload(t.app, P.invoiceUpload, good, vendorA.token);
    expect(done.body.resultData).toEqual({ importedCount: 2 });
    const [after] = await t.database.db
      .select()
      .from(estimateItem)
      .where(eq(estimateItem.estiItemSn, b.estiItemSn));
    expect(after).toMatchObject({ deliStatCd: '06', carrierCd: '04', invoiceNo: '555566667777' });
  });
});

describe('not applied', () => {
  it('lists who has not applied, masked, and queues reminders through the outbox', async () => {
    const db = t.database.db;
    const u1 = await createUser(db, AUTH_CD.clientEmployee, {
      cmpyCd: cmpyA,
      userNm: '박지훈',
      telNo: '01022223333',
    });
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: cmpyA,
      products: [{ prodSn: prod.prodSn, stockQty: 3 }],
      recipients: [u1.unqUserId],
    });
    const list = await post(t.app, P.notApplyList, { cmpyCd: cmpyA, eventSn: ev.eventSn }, managerA);
    expect(list.body.resultData).toMatchObject({
      totalCount: 1,
      list: [{ userNm: '박*훈', telNo: '010-2222-****', lastRemindDt: null }],
    });
    const remind = { cmpyCd: cmpyA, eventSn: ev.eventSn, requestKey: `remind-${ev.eventSn}` };
    const sent = await post(t.app, P.notApplyRemind, remind, managerA);
    expect(sent.body.resultData).toEqual({ queued: 1 });
    // The same submit again (a double click) queues nothing more.
    expect((await post(t.app, P.notApplyRemind, remind, managerA)).body.resultData).toEqual({ queued: 1 });
    expect(
      (await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.unqUserId, u1.unqUserId)))
        .length,
    ).toBe(1);
    const again = await post(t.app, P.notApplyList, { cmpyCd: cmpyA, eventSn: ev.eventSn }, managerA);
    expect(
      (again.body.resultData as { list: { lastRemindDt: string | null }[] }).list[0]!.lastRemindDt,
    ).not.toBeNull();
    expect(
      (await post(t.app, P.notApplyList, { cmpyCd: cmpyB, eventSn: ev.eventSn }, managerA)).statusCode,
    ).toBe(403);
  });
});

// Role x endpoint x own / foreign ids.
let own: Order;
let foreign: Order;
describe('fixtures for the access tables', () => {
  it('creates one order per company', async () => {
    own = await order(cmpyA, vendorA.vendorSn);
    foreign = await order(cmpyB, vendorB.vendorSn);
    expect(own.estiSn).not.toBe(foreign.estiSn);
  });
});

describeAccess('operator-only delivery screens', t, {
  endpoints: [
    { url: P.applyList, body: (ids) => ({ cmpyCds: [ids.cmpyCd] }) },
    { url: P.releaseList, body: (ids) => ({ cmpyCds: [ids.cmpyCd] }) },
    { url: P.returnManagedList, body: (ids) => ({ cmpyCds: [ids.cmpyCd] }) },
    { url: P.packers, noIds: true },
  ],
  allowed: ['15', '99999'],
  cmpyCd: () => cmpyA,
});

describeAccess('fulfilment screens', t, {
  endpoints: [
    { url: P.orderList, noIds: true },
    { url: P.invoiceTemplate, noIds: true },
  ],
  allowed: ['05', '15', '99999', '30', '35'],
  cmpyCd: () => cmpyA,
});

describeAccess('return requests', t, {
  endpoints: [{ url: P.returnList, noIds: true }],
  allowed: ['15', '99999', '30', '35'],
  cmpyCd: () => cmpyA,
});

describeAccess('not-apply screens', t, {
  endpoints: [
    { url: P.notApplyEvents, body: (ids) => ({ cmpyCds: [ids.cmpyCd] }) },
    { url: P.notApplyList, body: (ids) => ({ cmpyCd: ids.cmpyCd, eventSn: Number(ids.eventSn) }) },
  ],
  allowed: ['15', '25', '99999'],
  cmpyCd: () => cmpyA,
  ids: {
    own: () => ({ cmpyCd: own.cmpyCd, eventSn: String(own.eventSn) }),
    foreign: () => ({ cmpyCd: foreign.cmpyCd, eventSn: String(foreign.eventSn) }),
  },
  tenantBound: ['25'],
});

describe('own and foreign ids on lines', () => {
  it('a vendor never sees another vendor line; a recipient never another recipient order', async () => {
    const key = (o: Order) => ({ estiSn: o.estiSn, estiItemSn: o.estiItemSn });
    expect((await post(t.app, P.lineDetail, key(own), vendorA.token)).statusCode).toBe(200);
    expect((await post(t.app, P.lineDetail, key(foreign), vendorA.token)).statusCode).toBe(404);
    expect((await post(t.app, P.lineDetail, key(foreign), packer.token)).statusCode).toBe(404);
    expect((await post(t.app, P.lineDetail, key(foreign), admin)).statusCode).toBe(200);
    // /delivery/apply/{estiSn} names no line: the first one the caller may see.
    const first = await post(t.app, P.lineDetail, { estiSn: own.estiSn }, admin);
    expect((first.body.resultData as { estiItemSn: number }).estiItemSn).toBe(own.estiItemSn);
    expect((await post(t.app, P.lineDetail, { estiSn: foreign.estiSn }, vendorA.token)).statusCode).toBe(404);
    expect((await post(t.app, P.lineDetail, key(own), managerA)).statusCode).toBe(403);
    expect((await post(t.app, P.myDetail, { estiSn: own.estiSn }, own.recipientToken)).statusCode).toBe(200);
    expect((await post(t.app, P.myDetail, { estiSn: foreign.estiSn }, own.recipientToken)).statusCode).toBe(
      404,
    );
    expect((await post(t.app, P.myCancel, { estiSn: foreign.estiSn }, own.recipientToken)).statusCode).toBe(
      404,
    );
    expect(
      (await post(t.app, P.myCardMemo, { estiSn: foreign.estiSn, cardMsg: '축하' }, own.recipientToken))
        .statusCode,
    ).toBe(404);
    const ownList = await post(t.app, P.myList, {}, own.recipientToken);
    expect((ownList.body.resultData as { list: { estiSn: number }[] }).list.map((r) => r.estiSn)).toEqual([
      own.estiSn,
    ]);
    expect((await post(t.app, P.myList, {})).statusCode).toBe(401);
  });
});

describe('invoice numbers as people write them: spaces and hyphens go, the digits are kept', () => {
  const invoiceOf = async (o: Order) =>
    (
      await t.database.db
        .select({ invoiceNo: estimateItem.invoiceNo })
        .from(estimateItem)
        .where(eq(estimateItem.estiItemSn, o.estiItemSn))
    )[0]!.invoiceNo;

  it('a release from the screen keeps the digits and links them to the carrier', async () => {
    const o = await placedOrder();
    const short = await act(vendorA.token, o, 'release', { carrierCd: '01', invoiceNo: '1234 567' });
    expect(short.statusCode).toBe(400);
    expect(short.body.resultStatus.messageText).toBe('송장번호는 숫자 8~20자리입니다.');
    const released = await act(vendorA.token, o, 'release', {
      carrierCd: '01',
      invoiceNo: ' 5102 3344 0266 ',
    });
    expect(released.statusCode, released.body.resultStatus.messageText).toBe(200);
    expect(await invoiceOf(o)).toBe('510233440266');
    const detail = await post(t.app, P.myDetail, { estiSn: o.estiSn }, o.recipientToken);
    expect((detail.body.resultData as { lines: { trackingUrl: string }[] }).lines[0]!.trackingUrl).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=510233440266',
    );
  });

  it('the invoice upload keeps the digits; a number too short still refuses the whole file by row and column', async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const bad = await xlsxOf([
      INVOICE_HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '5102-3344-0266'],
      [b.estiSn, b.estiItemSn, '롯데택배', '1234 567'],
    ]);
    const refused = await upload(t.app, P.invoiceUpload, bad, vendorA.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultData).toEqual({
      errorCount: 1,
      errors: [{ row: 3, column: '송장번호', message: '송장번호는 숫자 8~20자리입니다.' }],
    });
    expect(await invoiceOf(a)).toBeNull();

    const good = await xlsxOf([
      INVOICE_HEADERS,
      [a.estiSn, a.estiItemSn, 'CJ대한통운', '5102-3344-0266'],
      [b.estiSn, b.estiItemSn, '롯데택배', '6677 8899 0011'],
    ]);
    const done = await upload(t.app, P.invoiceUpload, good, vendorA.token);
    expect(done.body.resultData).toEqual({ importedCount: 2 });
    expect([await invoiceOf(a), await invoiceOf(b)]).toEqual(['510233440266', '667788990011']);
  });
});
