import {
  AUTH_CD,
  CLOSE_RULE,
  EVENT_STATUS,
  DELIVERY_FLOW_PATH as P,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGE_SCHEMAS,
  type WebhookEventType,
} from '@pcs/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { vendor } from '../src/db/schema/index';
import { advanceEventStatuses } from '../src/modules/event';
import { queueWebhookEvent } from '../src/modules/webhooks';
import { applyGiftAs } from './helpers/apply-gift';
import { cardEvent, paidOrder, paymentOf } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import { USER_HEADERS, userRow, xlsxOf } from './helpers/xlsx';

// Each of the 12 event types is queued by its real use case, in the change's own transaction (decision 038).
const t = setupTestApp();

let admin: string;
let vendorSn: number;

beforeAll(async () => {
  const db = t.database.db;
  const opr = await createCompany(db, { cmpyTypeCd: '01' });
  const a = await createUser(db, AUTH_CD.operatorAdmin, { cmpyCd: opr.cmpyCd });
  admin = await loginAs(t.app, a.userId);
  const [v] = await db.insert(vendor).values({ vendorNm: '웹훅상회' }).returning();
  vendorSn = v!.vendorSn;
});

/** A subscription of `cmpyCd` to every event type, written as the create call would. */
async function subscribe(cmpyCd: string, types: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const [row] = await queryRows<{ subscription_sn: number }>(
    t.database.db,
    sql`insert into webhook_subscription (cmpy_cd, url, event_types, secret)
        values (${cmpyCd}, 'https://hooks.example.com/pcs', ${sql.param([...types])}::varchar[], 'whsec_dGVzdA==')
        returning subscription_sn`,
  );
  return row!.subscription_sn;
}

type Queued = {
  event_type: string;
  payload: { id: string; type: string; companyCode: string; data: Record<string, unknown> };
};
/** The queued messages; each must be exactly its type's published schema (no field more or less). */
async function queuedFor(subscriptionSn: number, type?: WebhookEventType) {
  const rows = await queryRows<Queued>(
    t.database.db,
    sql`select event_type, payload from webhook_delivery where subscription_sn = ${subscriptionSn}
        ${type ? sql`and event_type = ${type}` : sql``} order by delivery_sn`,
  );
  for (const row of rows) {
    const schema = WEBHOOK_MESSAGE_SCHEMAS[row.event_type as WebhookEventType];
    expect(schema.parse(row.payload)).toEqual(row.payload);
  }
  return rows;
}

async function companyWithSubscription() {
  const cmpy = await createCompany(t.database.db);
  return { cmpyCd: cmpy.cmpyCd, subscriptionSn: await subscribe(cmpy.cmpyCd) };
}

/** A recipient of a new running event of `cmpyCd` who applied for one gift; its line. */
async function appliedOrder(cmpyCd: string) {
  const db = t.database.db;
  const user = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd });
  const prod = await createProduct(db, { vendorSn });
  const ev = await createEvent(db, {
    cmpyCd,
    products: [{ prodSn: prod.prodSn, stockQty: 5 }],
    recipients: [user.unqUserId],
  });
  const { ordSn } = await applyGiftAs(t.app, user.userId, {
    eventSn: ev.eventSn,
    prodSn: prod.prodSn,
    receiverNm: '김수신',
  });
  const [line] = await queryRows<{ esti_sn: number; esti_item_sn: number }>(
    db,
    sql`select e.esti_sn, i.esti_item_sn from estimate e join estimate_item i on i.esti_sn = e.esti_sn
        where e.ord_sn = ${ordSn}`,
  );
  return {
    ordSn,
    eventSn: ev.eventSn,
    prodSn: prod.prodSn,
    estiSn: line!.esti_sn,
    estiItemSn: line!.esti_item_sn,
    token: await loginAs(t.app, user.userId),
  };
}

const act = (
  o: { estiSn: number; estiItemSn: number },
  action: string,
  extra: Record<string, unknown> = {},
) => post(t.app, P.lineAction, { estiSn: o.estiSn, estiItemSn: o.estiItemSn, action, ...extra }, admin);

describe('queueing in the change’s transaction', () => {
  it('an applied gift queues exactly one gift.applied, only to its own company’s subscription', async () => {
    const a = await companyWithSubscription();
    const b = await companyWithSubscription();
    const o = await appliedOrder(a.cmpyCd);
    const queued = await queuedFor(a.subscriptionSn);
    expect(queued.map((q) => q.event_type)).toEqual(['gift.applied']);
    expect(queued[0]!.payload).toMatchObject({
      type: 'gift.applied',
      companyCode: a.cmpyCd,
      data: {
        applicationId: o.ordSn,
        eventId: o.eventSn,
        productId: o.prodSn,
        quantity: 1,
        status: 'APPLIED',
        defaultGift: false,
      },
    });
    // Ids and states only: no receiver name, phone or address.
    expect(JSON.stringify(queued[0]!.payload)).not.toMatch(/김수신|01\d-?\d{3,4}-?\d{4}|서울|부산/);
    expect(await queuedFor(b.subscriptionSn)).toHaveLength(0);
  });

  it('a subscription that did not choose the type, or is off, gets nothing', async () => {
    const cmpy = await createCompany(t.database.db);
    const other = await subscribe(cmpy.cmpyCd, ['delivery.shipped']);
    const off = await subscribe(cmpy.cmpyCd, ['gift.applied']);
    await t.database.db.execute(
      sql`update webhook_subscription set active_yn = 'N' where subscription_sn = ${off}`,
    );
    await appliedOrder(cmpy.cmpyCd);
    expect(await queuedFor(other)).toHaveLength(0);
    expect(await queuedFor(off)).toHaveLength(0);
  });

  it('a rolled back transaction queues nothing', async () => {
    const a = await companyWithSubscription();
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueWebhookEvent(tx, {
          cmpyCd: a.cmpyCd,
          type: 'gift.applied',
          data: {
            applicationId: 1,
            eventId: 1,
            productId: 1,
            quantity: 1,
            status: 'APPLIED',
            defaultGift: false,
          },
          now: new Date(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queuedFor(a.subscriptionSn)).toHaveLength(0);
  });
});

describe('every event type by its use case', () => {
  it('event.opened by the clock and event.closed by closing now', async () => {
    const a = await companyWithSubscription();
    const prod = await createProduct(t.database.db);
    const ev = await createEvent(t.database.db, {
      cmpyCd: a.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 1 }],
      recipients: [],
      overrides: { eventStatCd: EVENT_STATUS.ready, startDt: dayjs().subtract(1, 'day').format('YYYYMMDD') },
    });
    await advanceEventStatuses({ db: t.database.db, now: () => new Date() });
    const opened = await queuedFor(a.subscriptionSn, 'event.opened');
    expect(opened.map((q) => q.payload.data)).toEqual([
      { eventId: ev.eventSn, status: '02', statusName: '진행중' },
    ]);
    const closed = await post(
      t.app,
      '/v1/ebmp/pcs/eventManage/changeStatus.json',
      {
        eventSn: ev.eventSn,
        action: 'closeNow',
      },
      admin,
    );
    expect(closed.statusCode, closed.body.resultStatus.messageText).toBe(200);
    const closes = await queuedFor(a.subscriptionSn, 'event.closed');
    expect(closes).toHaveLength(1);
    expect(closes[0]!.payload.data).toEqual({
      eventId: ev.eventSn,
      status: '03',
      statusName: '종료',
      recipientCount: 0,
      appliedCount: 0,
    });
  });

  it('a close that gives the default gift reports each gift as applied, each with its own id', async () => {
    const a = await companyWithSubscription();
    const prod = await createProduct(t.database.db);
    const people = [
      await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: a.cmpyCd }),
      await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: a.cmpyCd }),
    ];
    const ev = await createEvent(t.database.db, {
      cmpyCd: a.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 5 }],
      recipients: people.map((p) => p.unqUserId),
      overrides: { closeRuleCd: CLOSE_RULE.defaultGift, defaultProdSn: prod.prodSn },
    });
    const closed = await post(
      t.app,
      '/v1/ebmp/pcs/eventManage/changeStatus.json',
      { eventSn: ev.eventSn, action: 'closeNow' },
      admin,
    );
    expect(closed.statusCode, closed.body.resultStatus.messageText).toBe(200);
    const applied = await queryRows<{ message_id: string; payload: Queued['payload'] }>(
      t.database.db,
      sql`select message_id, payload from webhook_delivery
          where subscription_sn = ${a.subscriptionSn} and event_type = 'gift.applied'`,
    );
    expect(applied).toHaveLength(2);
    expect(new Set(applied.map((r) => r.message_id)).size).toBe(2);
    expect(
      applied.every((r) => r.payload.data.defaultGift === true && r.payload.data.eventId === ev.eventSn),
    ).toBe(true);
    expect(await queuedFor(a.subscriptionSn, 'event.closed')).toHaveLength(1);
  });

  it('gift.cancelled by the recipient’s cancel', async () => {
    const a = await companyWithSubscription();
    const o = await appliedOrder(a.cmpyCd);
    const cancelled = await post(t.app, P.myCancel, { estiSn: o.estiSn }, o.token);
    expect(cancelled.statusCode, cancelled.body.resultStatus.messageText).toBe(200);
    const q = await queuedFor(a.subscriptionSn, 'gift.cancelled');
    expect(q.map((r) => r.payload.data)).toEqual([
      {
        applicationId: o.ordSn,
        deliveryId: o.estiItemSn,
        eventId: o.eventSn,
        productId: o.prodSn,
        quantity: 1,
        status: 'CANCELLED',
      },
    ]);
  });

  it('delivery.shipped on release with the invoice, delivery.delivered on confirmation, then the return', async () => {
    const a = await companyWithSubscription();
    const o = await appliedOrder(a.cmpyCd);
    expect((await act(o, 'placeOrder')).statusCode).toBe(200);
    expect((await act(o, 'release', { carrierCd: '01', invoiceNo: '123456789012' })).statusCode).toBe(200);
    expect((await act(o, 'ship')).statusCode).toBe(200);
    expect((await act(o, 'confirmDelivery')).statusCode).toBe(200);
    const shipped = await queuedFor(a.subscriptionSn, 'delivery.shipped');
    expect(shipped.map((r) => r.payload.data)).toEqual([
      {
        deliveryId: o.estiItemSn,
        applicationId: o.ordSn,
        eventId: o.eventSn,
        status: '06',
        statusName: '출고완료',
        carrierCode: '01',
        invoiceNumber: '123456789012',
      },
    ]);
    expect((await queuedFor(a.subscriptionSn, 'delivery.delivered')).map((r) => r.payload.data)).toEqual([
      expect.objectContaining({
        deliveryId: o.estiItemSn,
        status: '04',
        statusName: '배송완료',
        carrierCode: '01',
      }),
    ]);

    const requested = await post(
      t.app,
      P.myReturnRequest,
      { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundGbn: 'RETURN', reasonCd: '02', reason: '파손' },
      o.token,
    );
    expect(requested.statusCode, requested.body.resultStatus.messageText).toBe(200);
    const { refundSn } = requested.body.resultData as { refundSn: number };
    const key = { estiSn: o.estiSn, estiItemSn: o.estiItemSn, refundSn };
    for (const action of ['approve', 'collect'])
      expect((await post(t.app, P.returnAction, { ...key, action }, admin)).statusCode).toBe(200);
    const refunded = await post(
      t.app,
      P.returnAction,
      { ...key, action: 'refund', resellableYn: 'N' },
      admin,
    );
    expect(refunded.statusCode, refunded.body.resultStatus.messageText).toBe(200);
    expect((await queuedFor(a.subscriptionSn, 'return.requested')).map((r) => r.payload.data)).toEqual([
      {
        returnId: refundSn,
        deliveryId: o.estiItemSn,
        applicationId: o.ordSn,
        kind: 'RETURN',
        kindName: '반품',
        reason: '02',
        reasonName: '상품 파손/불량',
        status: '01',
        statusName: '신청',
        refundAmount: null,
      },
    ]);
    const completed = await queuedFor(a.subscriptionSn, 'return.completed');
    expect(completed.map((r) => r.payload.data)).toEqual([
      expect.objectContaining({
        returnId: refundSn,
        deliveryId: o.estiItemSn,
        status: '06',
        statusName: '반품완료',
      }),
    ]);
    // The reason's own text stays here (the code's name is the product's, not the recipient's words).
    expect(JSON.stringify(completed)).not.toMatch(/"파손"/);
  });

  it('payment.approved on a card payment, payment.refunded when its order is cancelled', async () => {
    const c = await cardEvent(t.app, t.database.db);
    const subscriptionSn = await subscribe(c.cmpy.cmpyCd);
    const paid = await paidOrder(t.app, t.database.db, c.tokens[0]!, c.ev.eventSn, c.prod.prodSn, 2, 10_000);
    const approved = await queuedFor(subscriptionSn, 'payment.approved');
    expect(approved.map((r) => r.payload.data)).toEqual([
      {
        paymentId: paid.oid,
        applicationId: paid.ordSn,
        returnId: null,
        amount: 10_000,
        refundedAmount: 0,
        status: 'PAID',
        statusName: '결제완료',
      },
    ]);
    // The card payment's apply reports the gift too, in the payment's transaction.
    expect(await queuedFor(subscriptionSn, 'gift.applied')).toHaveLength(1);
    const cancel = await post(t.app, P.myCancel, { estiSn: paid.estiSn }, c.tokens[0]!);
    expect(cancel.statusCode, cancel.body.resultStatus.messageText).toBe(200);
    expect((await paymentOf(t.database.db, paid.oid)).refundedAmount).toBe(10_000);
    const refunded = await queuedFor(subscriptionSn, 'payment.refunded');
    expect(refunded.map((r) => r.payload.data)).toEqual([
      expect.objectContaining({ paymentId: paid.oid, applicationId: paid.ordSn, refundedAmount: 10_000 }),
    ]);
  });

  it('employee.created by the create call, employee.deactivated when use turns N (not on other edits)', async () => {
    const a = await companyWithSubscription();
    const created = await post(
      t.app,
      '/v1/ebmp/pcs/manage/user/create.json',
      {
        userId: `hook.${a.cmpyCd}`.toLowerCase(),
        userNm: '신입',
        authCd: '20',
        cmpyCd: a.cmpyCd,
        telNo: '010-3100-0001',
        sabun: 'E1001',
      },
      admin,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const { unqUserId } = created.body.resultData as { unqUserId: string };
    const made = await queuedFor(a.subscriptionSn, 'employee.created');
    expect(made.map((r) => r.payload.data)).toEqual([
      { employeeNumber: 'E1001', groupCode: null, active: true },
    ]);
    expect(JSON.stringify(made)).not.toMatch(/신입|3100/);
    const body = {
      unqUserId,
      userNm: '신입',
      authCd: '20',
      cmpyCd: a.cmpyCd,
      telNo: '010-3100-0001',
      sabun: 'E1001',
    };
    expect(
      (await post(t.app, '/v1/ebmp/pcs/manage/user/update.json', { ...body, useYn: 'Y' }, admin)).statusCode,
    ).toBe(200);
    expect(await queuedFor(a.subscriptionSn, 'employee.deactivated')).toHaveLength(0);
    const off = await post(t.app, '/v1/ebmp/pcs/manage/user/update.json', { ...body, useYn: 'N' }, admin);
    expect(off.statusCode, off.body.resultStatus.messageText).toBe(200);
    expect((await queuedFor(a.subscriptionSn, 'employee.deactivated')).map((r) => r.payload.data)).toEqual([
      { employeeNumber: 'E1001', groupCode: null, active: false },
    ]);
    // Saving it off again reports nothing more.
    await post(t.app, '/v1/ebmp/pcs/manage/user/update.json', { ...body, useYn: 'N' }, admin);
    expect(await queuedFor(a.subscriptionSn, 'employee.deactivated')).toHaveLength(1);
  });
  it('employee.created when an operator approves a sign-up into the company (not on a rejection)', async () => {
    const a = await companyWithSubscription();
    const applicant = await createUser(t.database.db, '20', { regStat: 'READY', sabun: 'S-77' });
    const approved = await post(
      t.app,
      '/v1/ebmp/pcs/manage/user/approve.json',
      { unqUserId: applicant.unqUserId, cmpyCd: a.cmpyCd },
      admin,
    );
    expect(approved.statusCode, approved.body.resultStatus.messageText).toBe(200);
    expect((await queuedFor(a.subscriptionSn, 'employee.created')).map((r) => r.payload.data)).toEqual([
      { employeeNumber: 'S-77', groupCode: null, active: true },
    ]);
    const other = await createUser(t.database.db, '20', { regStat: 'READY', cmpyCd: a.cmpyCd });
    await post(
      t.app,
      '/v1/ebmp/pcs/manage/user/reject.json',
      { unqUserId: other.unqUserId, reason: '확인 불가' },
      admin,
    );
    expect(await queuedFor(a.subscriptionSn, 'employee.created')).toHaveLength(1);
  });

  it('employee.created for each row of an Excel import, in one statement, each with its own id', async () => {
    const a = await companyWithSubscription();
    const file = await xlsxOf([
      USER_HEADERS,
      userRow(9101, { sabun: 'X1' }),
      userRow(9102, { sabun: 'X2', authCd: '25' }),
    ]);
    const res = await upload(
      t.app,
      `/v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=${a.cmpyCd}`,
      file,
      admin,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const made = await queuedFor(a.subscriptionSn, 'employee.created');
    expect(made.map((r) => r.payload.data.employeeNumber).sort()).toEqual(['X1', 'X2']);
    expect(new Set(made.map((r) => r.payload.id)).size).toBe(2);
  });
});
