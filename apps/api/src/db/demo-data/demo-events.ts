import {
  CARRIERS,
  CLOSE_RULE,
  DELIVERY_STATUS,
  type DeliveryStatus,
  EVENT_STATUS,
  isOptionValueSoldOut,
  ORDER_STATUS,
  optionLabel,
  orderTotal,
  SELECT_TYPE,
} from '@pcs/domain';
import { issueTid } from '../../adapters/payment/test-provider';
import { kst, kstDayStart } from '../../lib/time';
import type {
  deliveryAddress,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  payment,
  paymentHistory,
  paymentRefund,
  refund,
} from '../schema/index';
import type { Organization, UserRow } from './demo-organization';
import { type Address, koreanAddress, koreanName, mobileNumber } from './demo-people';
import { type Catalog, DEMO_VENDOR_SN, type ProductRow } from './demo-products';
import { DELIVERY_MEMO_PRESETS } from './reference-data';
import type { Random } from './seeded-random';

type EventRow = typeof event.$inferInsert & {
  eventSn: number;
  startDt: string;
  endDt: string;
  cmpyCd: string;
};
type EventProductRow = typeof eventProduct.$inferInsert & { stockQty: number };
type RecipientRow = typeof eventRecipient.$inferInsert & { allowedCnt: number; usedCnt: number };

export type EventPlan = {
  events: EventRow[];
  eventProducts: EventProductRow[];
  recipients: RecipientRow[];
  orders: (typeof giftOrder.$inferInsert)[];
  estimates: (typeof estimate.$inferInsert)[];
  estimateItems: (typeof estimateItem.$inferInsert)[];
  histories: (typeof deliveryHistory.$inferInsert)[];
  addresses: (typeof deliveryAddress.$inferInsert)[];
  payments: (typeof payment.$inferInsert)[];
  paymentHistories: (typeof paymentHistory.$inferInsert)[];
  paymentRefunds: (typeof paymentRefund.$inferInsert)[];
  refunds: (typeof refund.$inferInsert)[];
};

/** The demo gift above budget costs exactly this much more than the budget (the issue's scenario). */
export const PAY_ABOVE_BUDGET_DEMO = 12_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Delivery states in the order a parcel passes them; cancelling is only possible right after the order. */
const PATH: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  '01': ['01'],
  '05': ['01', '05'],
  '02': ['01', '05', '02'],
  '06': ['01', '05', '02', '06'],
  '03': ['01', '05', '02', '06', '03'],
  '04': ['01', '05', '02', '06', '03', '04'],
  '09': ['01', '09'],
};

/** States given out in turn to the orders of a running event; the first seven cover every state. */
const RUNNING_CYCLE: readonly DeliveryStatus[] = [
  '01',
  '05',
  '02',
  '06',
  '03',
  '04',
  '09',
  '01',
  '02',
  '03',
  '04',
  '04',
];

/**
 * Events of every status with their gifts, recipients and applied orders. Orders are built the way the apply use
 * case leaves them (gift_order 01 with address, one estimate, one item, history rows per step reached), with the
 * recipient's used count and the event stock moved accordingly; a cancelled order (09) gives both back.
 */
export function buildEvents(random: Random, now: Date, org: Organization, catalog: Catalog): EventPlan {
  const day = (offset: number) => kst(now).add(offset, 'day').format('YYYYMMDD');
  const year = kst(now).year();
  const plan: EventPlan = {
    events: [],
    eventProducts: [],
    recipients: [],
    orders: [],
    estimates: [],
    estimateItems: [],
    histories: [],
    refunds: [],
    addresses: [],
    payments: [],
    paymentHistories: [],
    paymentRefunds: [],
  };
  const stock = new Map<string, number>();
  const used = new Map<string, number>();
  const key = (eventSn: number, id: string | number) => `${eventSn}:${id}`;

  const addEvent = (
    row: Omit<EventRow, 'eventSn' | 'createdAt'>,
    opts: { productCount: number; forced?: number[]; soldOutSeqs?: number[]; lowStockSeq?: number },
    recipients: readonly UserRow[],
  ) => {
    const eventSn = plan.events.length + 1;
    // Set up a few days before it starts, and never later than yesterday.
    const createdAt = new Date(
      Math.min(kstDayStart(row.startDt).getTime() - random.int(3, 10) * DAY_MS, now.getTime() - DAY_MS),
    );
    plan.events.push({ ...row, eventSn, createdAt });
    // Forced products sit at seq 6: on the first page, but not on top.
    const forced = catalog.giftable.filter((p) => opts.forced?.includes(p.prodSn));
    const size = Math.min(opts.productCount, catalog.giftable.length);
    const ordered = random
      .shuffle(catalog.giftable.filter((p) => !forced.includes(p)))
      .slice(0, Math.max(0, size - forced.length));
    ordered.splice(Math.min(5, ordered.length), 0, ...forced);
    const orderable: ProductRow[] = [];
    ordered.forEach((p, i) => {
      const seqNo = i + 1;
      let qty = random.int(5, 200);
      if (opts.soldOutSeqs?.includes(seqNo)) qty = 0;
      else if (opts.lowStockSeq === seqNo) qty = 3;
      else orderable.push(p);
      stock.set(key(eventSn, p.prodSn), qty);
      plan.eventProducts.push({ eventSn, prodSn: p.prodSn, stockQty: qty, seqNo });
    });
    for (const user of recipients) {
      used.set(key(eventSn, user.unqUserId), 0);
      plan.recipients.push({
        eventSn,
        unqUserId: user.unqUserId,
        allowedCnt: row.selectCnt ?? 1,
        usedCnt: 0,
        createdAt,
      });
    }
    return { eventSn, orderable, row };
  };

  const cli001 = org.employeesOf.CLI001;
  const cli002 = org.employeesOf.CLI002;
  const demoEmployee = org.users.find((u) => u.userId === 'demo-employee')!;
  const demoOperator = org.users.find((u) => u.userId === 'demo-operator')!;

  const yearEnd = addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: `${year} 연말 감사 선물`,
      tempSn: 11,
      startDt: day(-10),
      endDt: day(30),
      eventStatCd: EVENT_STATUS.running,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      greeting:
        '한빛전자 임직원 여러분, 올 한 해도 정말 수고 많으셨습니다.\n감사의 마음을 담아 연말 선물을 준비했습니다. 마음에 드는 선물을 골라 배송지를 입력해 주세요.',
    },
    { productCount: 60, forced: [catalog.unsafeHtmlProdSn], soldOutSeqs: [2, 5], lowStockSeq: 3 },
    [demoEmployee, ...cli001],
  );
  const anniversary = addEvent(
    {
      cmpyCd: 'CLI002',
      eventNm: '창립 20주년 기념 선물',
      tempSn: 12,
      startDt: day(-7),
      endDt: day(21),
      eventStatCd: EVENT_STATUS.running,
      selectCnt: 2,
      selectType: SELECT_TYPE.multiple,
      greeting:
        '푸른바다물산이 창립 20주년을 맞았습니다.\n함께해 주신 임직원 여러분께 감사드리며, 기념 선물 두 가지를 골라 주세요.',
    },
    { productCount: 40, soldOutSeqs: [4] },
    cli002,
  );
  addEvent(
    {
      cmpyCd: 'OPR001',
      eventNm: '임직원 복지 선물',
      tempSn: null,
      startDt: day(-3),
      endDt: day(27),
      eventStatCd: EVENT_STATUS.running,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      greeting: '이음너스 임직원 여러분을 위한 복지 선물입니다. 하나를 골라 신청해 주세요.',
    },
    { productCount: 30 },
    [demoOperator],
  );
  const chuseok = addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: '추석 명절 선물',
      tempSn: 11,
      startDt: day(-75),
      endDt: day(-61),
      eventStatCd: EVENT_STATUS.closed,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      greeting: '풍성한 한가위 보내세요. 임직원 여러분께 명절 선물을 드립니다.',
    },
    { productCount: 30 },
    cli001,
  );
  addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: `${year + 1} 신년 맞이 선물`,
      tempSn: 11,
      startDt: day(20),
      endDt: day(50),
      eventStatCd: EVENT_STATUS.ready,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      greeting: '새해 복 많이 받으세요. 신년 선물을 준비하고 있습니다.',
    },
    { productCount: 24 },
    cli001,
  );

  // Event setup: a draft being designed and a cancelled one, so every status shows in the history.
  addEvent(
    {
      cmpyCd: 'CLI002',
      eventNm: '신입사원 입사 축하 선물 (작성중)',
      tempSn: 1,
      startDt: day(35),
      endDt: day(45),
      eventStatCd: EVENT_STATUS.draft,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      budgetAmt: 50_000,
      overPayYn: 'Y',
      greeting: '입사를 축하합니다. 환영의 마음을 담은 선물을 골라 주세요.',
    },
    { productCount: 12 },
    cli002.slice(0, 10),
  );
  addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: '봄맞이 워크숍 기념품 (취소)',
      tempSn: 12,
      startDt: day(-40),
      endDt: day(-30),
      eventStatCd: EVENT_STATUS.cancelled,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      greeting: '워크숍 일정 변경으로 취소된 이벤트입니다.',
    },
    { productCount: 8 },
    [],
  );

  // --- orders -----------------------------------------------------------------------------------------------
  const operatorId = org.unqUserIdOf('demo-opmanager');
  const addressOf = new Map<string, Address>();
  const homeOf = (user: UserRow): Address => {
    let address = addressOf.get(user.unqUserId);
    if (!address) {
      address = koreanAddress(random);
      addressOf.set(user.unqUserId, address);
      plan.addresses.push({
        unqUserId: user.unqUserId,
        addrNm: address.addrDtl.includes('층') ? '회사' : '집',
        receiverNm: user.userNm,
        receiverTelNo: user.telNo,
        ...address,
        defaultYn: 'Y',
        createdAt: new Date(now.getTime() - 90 * DAY_MS),
      });
    }
    return address;
  };
  const phones = new Set(org.users.map((u) => u.telNo));

  /** Step times of a running event's order, counted back from now and kept after the event start. */
  const runningTimeline = (state: DeliveryStatus, startDt: string): Date[] => {
    const steps = PATH[state];
    const lastOffset = state === '04' ? 0.2 + random.next() * 4 : 0.05 + random.next() * 0.9;
    const gaps = steps
      .slice(1)
      .map(() => (state === '09' ? 0.02 + random.next() * 0.5 : 0.4 + random.next() * 1.1));
    const span = lastOffset + gaps.reduce((a, b) => a + b, 0);
    const available = (now.getTime() - kstDayStart(startDt).getTime() - HOUR_MS) / DAY_MS;
    const scale = span > available ? available / span : 1;
    const times: Date[] = [];
    let at = now.getTime() - lastOffset * scale * DAY_MS;
    times.unshift(new Date(at));
    for (let i = gaps.length - 1; i >= 0; i--) {
      at -= gaps[i]! * scale * DAY_MS;
      times.unshift(new Date(at));
    }
    return times;
  };

  /** Step times of a closed event's order: applied within the period, then moved on over the following days. */
  const closedTimeline = (state: DeliveryStatus, startDt: string, endDt: string): Date[] => {
    const from = kstDayStart(startDt).getTime();
    const to = kstDayStart(endDt).getTime() + DAY_MS - HOUR_MS;
    let at = from + HOUR_MS + random.next() * (to - from - HOUR_MS);
    return PATH[state].map((_, i) => {
      if (i > 0) at += (state === '09' ? 0.02 + random.next() * 0.5 : 0.5 + random.next() * 2) * DAY_MS;
      // An event that closed yesterday would have steps after today: they happened by an hour ago at the latest.
      return new Date(Math.min(at, now.getTime() - HOUR_MS));
    });
  };

  const pickProduct = (
    eventSn: number,
    orderable: readonly ProductRow[],
    qty: number,
    avoid: readonly number[],
  ) => {
    const candidates = orderable.filter(
      (p) => !avoid.includes(p.prodSn) && (stock.get(key(eventSn, p.prodSn)) ?? 0) >= qty,
    );
    return candidates.length > 0 ? random.pick(candidates) : null;
  };

  const placeOrder = (
    ev: { eventSn: number; row: Omit<EventRow, 'eventSn' | 'createdAt'> },
    user: UserRow,
    gift: ProductRow,
    quantity: number,
    times: Date[],
    state: DeliveryStatus,
  ) => {
    const ordSn = plan.orders.length + 1;
    const estiSn = ordSn;
    const estiItemSn = ordSn;
    const appliedAt = times[0]!;
    const lastAt = times[times.length - 1]!;
    const cancelled = state === DELIVERY_STATUS.cancelled;
    const chosen = catalog.optionsOf(gift.prodSn).map((title) => {
      const value = random.pick(title.values.filter((v) => !isOptionValueSoldOut(v)));
      return { optCd: value.optCd, title: title.optNm, name: value.optNm };
    });
    const optCds = chosen.map((c) => c.optCd).join(',');
    const optNm = optionLabel(chosen);
    const home = homeOf(user);
    const forFamily = random.chance(0.15);
    const receiverNm = forFamily ? `${user.userNm.slice(0, 1)}${koreanName(random).slice(1)}` : user.userNm;

    plan.orders.push({
      ordSn,
      eventSn: ev.eventSn,
      cmpyCd: ev.row.cmpyCd,
      unqUserId: user.unqUserId,
      ordStatCd: cancelled ? ORDER_STATUS.cancelled : ORDER_STATUS.applied,
      prodSn: gift.prodSn,
      optCds,
      optNm,
      quantity,
      unitPrice: gift.price,
      receiverNm,
      receiverTelNo: forFamily ? mobileNumber(random, phones) : user.telNo,
      ...home,
      deliveryMemo: random.chance(0.7) ? random.pick(DELIVERY_MEMO_PRESETS) : null,
      createdAt: new Date(appliedAt.getTime() - random.int(1, 20) * 60_000),
      appliedAt,
    });
    plan.estimates.push({
      estiSn,
      ordSn,
      cmpyCd: ev.row.cmpyCd,
      eventSn: ev.eventSn,
      totalPrice: orderTotal({ unitPrice: gift.price, quantity, extrasAmt: 0 }),
      createdAt: appliedAt,
    });
    const shipped =
      state === DELIVERY_STATUS.released ||
      state === DELIVERY_STATUS.shipping ||
      state === DELIVERY_STATUS.delivered;
    const carrierCd = shipped ? random.pick(Object.keys(CARRIERS)) : null;
    plan.estimateItems.push({
      estiItemSn,
      estiSn,
      prodSn: gift.prodSn,
      vendorSn: gift.vendorSn ?? null,
      optCds,
      optNm,
      quantity,
      unitPrice: gift.price,
      supplyPrice: gift.supplyPrice ?? null,
      shipFee: gift.shipFee ?? 0,
      deliStatCd: state,
      carrierCd,
      invoiceNo: shipped
        ? `${random.int(3, 6)}${String(random.int(0, 99_999_999_999)).padStart(11, '0')}`
        : null,
      releasedAt: shipped ? times[PATH[state].indexOf(DELIVERY_STATUS.released)] : null,
      deliveredAt: state === DELIVERY_STATUS.delivered ? lastAt : null,
      updatedAt: lastAt,
    });
    PATH[state].forEach((deliStatCd, i) => {
      const byRecipient = deliStatCd === DELIVERY_STATUS.received || deliStatCd === DELIVERY_STATUS.cancelled;
      plan.histories.push({
        estiItemSn,
        deliStatCd,
        changedBy: byRecipient ? user.unqUserId : operatorId,
        changedAt: times[i]!,
      });
    });
    if (!cancelled) {
      const stockKey = key(ev.eventSn, gift.prodSn);
      stock.set(stockKey, (stock.get(stockKey) ?? 0) - quantity);
      const usedKey = key(ev.eventSn, user.unqUserId);
      used.set(usedKey, (used.get(usedKey) ?? 0) + quantity);
    }
  };

  const orderCount = (n: number, share: number, min: number) =>
    Math.min(n, Math.max(min, Math.round(n * share)));

  // Running single-choice event: one gift each, states taken in turn so every state is present.
  random.sample(cli001, orderCount(cli001.length, 0.4, 5)).forEach((user, i) => {
    const state = RUNNING_CYCLE[i % RUNNING_CYCLE.length]!;
    const gift = pickProduct(yearEnd.eventSn, yearEnd.orderable, 1, []);
    if (gift) placeOrder(yearEnd, user, gift, 1, runningTimeline(state, yearEnd.row.startDt), state);
  });

  // Running two-choice event: two gifts, one gift, or one gift twice.
  let turn = 0;
  random.sample(cli002, orderCount(cli002.length, 0.4, 4)).forEach((user, i) => {
    const quantities = [[1, 1], [1], [2], [1, 1]][i % 4]!;
    const taken: number[] = [];
    for (const quantity of quantities) {
      const state = RUNNING_CYCLE[turn++ % RUNNING_CYCLE.length]!;
      const gift = pickProduct(anniversary.eventSn, anniversary.orderable, quantity, taken);
      if (!gift) continue;
      taken.push(gift.prodSn);
      placeOrder(anniversary, user, gift, quantity, runningTimeline(state, anniversary.row.startDt), state);
    }
  });

  // Closed event: nearly everything delivered, a few cancelled.
  random.sample(cli001, orderCount(cli001.length, 0.5, 3)).forEach((user, i) => {
    const state: DeliveryStatus = i % 12 === 5 ? '09' : '04';
    const gift = pickProduct(chuseok.eventSn, chuseok.orderable, 1, []);
    if (gift)
      placeOrder(
        chuseok,
        user,
        gift,
        1,
        closedTimeline(state, chuseok.row.startDt, chuseok.row.endDt),
        state,
      );
  });

  // a running event with a per-recipient budget whose recipients may pay the difference by card. One gift
  // costs exactly 12,000 won above the budget. demo-paid has a paid order, a refunded (cancelled) one and a declined
  // attempt, so the operator's payment screens show every state.
  const payers = ['demo-payer', 'demo-payer-m', 'demo-paid'].map(
    (id) => org.users.find((u) => u.userId === id)!,
  );
  const payGift =
    catalog.giftable.find((p) => p.price >= 45_000 && p.price <= 120_000) ?? catalog.giftable[0]!;
  const premium = addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: '프리미엄 선물 (예산 초과 시 추가 결제)',
      tempSn: 11,
      startDt: day(-12),
      endDt: day(25),
      eventStatCd: EVENT_STATUS.running,
      selectCnt: 2,
      selectType: SELECT_TYPE.multiple,
      budgetAmt: payGift.price - PAY_ABOVE_BUDGET_DEMO,
      overPayYn: 'Y',
      greeting:
        '한 분당 예산 안에서 자유롭게 고르실 수 있고, 예산을 넘는 선물은 차액을 카드로 결제하시면 됩니다.',
    },
    { productCount: 24, forced: [payGift.prodSn] },
    payers,
  );
  const paid = payers[2]!;
  const paidPlan: { state: DeliveryStatus; status: 'PAID' | 'REFUNDED' }[] = [
    { state: '04', status: 'PAID' },
    { state: '09', status: 'REFUNDED' },
  ];
  for (const [i, p] of paidPlan.entries()) {
    placeOrder(premium, paid, payGift, 1, runningTimeline(p.state, premium.row.startDt), p.state);
    const order = plan.orders[plan.orders.length - 1]!;
    order.payAmt = PAY_ABOVE_BUDGET_DEMO;
    const oid = `P${order.ordSn}TDEMO${i + 1}`;
    plan.payments.push({
      oid,
      ordSn: order.ordSn,
      provider: 'TESTPG',
      wmGbn: i === 0 ? '01' : '02',
      payMethod: i === 0 ? 'Card' : 'CARD',
      amount: PAY_ABOVE_BUDGET_DEMO,
      status: p.status,
      tid: issueTid('std', oid, PAY_ABOVE_BUDGET_DEMO),
      resultCode: '0000',
      resultMsg: '정상처리되었습니다.',
      approvedAt: order.appliedAt ?? null,
      createdAt: order.createdAt ?? now,
      updatedAt: order.appliedAt ?? now,
      mid: 'INIpayTest',
      goodName: payGift.prodNm,
      applNum: String(30_000_000 + (order.ordSn ?? 0) * 7919).slice(0, 8),
      refundedAmount: p.status === 'REFUNDED' ? PAY_ABOVE_BUDGET_DEMO : 0,
    });
    plan.paymentHistories.push({ oid, kind: 'READY' }, { oid, kind: 'APPROVED', resultCode: '0000' });
    if (p.status === 'REFUNDED') {
      plan.paymentRefunds.push({
        oid,
        refundKey: `${PAY_ABOVE_BUDGET_DEMO}:주문 취소`,
        amount: PAY_ABOVE_BUDGET_DEMO,
        status: 'OK',
        resultCode: '00',
        resultMsg: '정상처리되었습니다.',
        reason: '주문 취소',
        requestedBy: operatorId,
      });
      plan.paymentHistories.push({
        oid,
        kind: 'REFUND',
        resultCode: '00',
        resultMsg: '12,000원 정상처리되었습니다.',
      });
    }
  }
  // A declined card: the draft stays a draft, nothing taken.
  const draftSn = plan.orders.length + 1;
  const draftAt = new Date(now.getTime() - 3 * HOUR_MS);
  plan.orders.push({
    ordSn: draftSn,
    eventSn: premium.eventSn,
    cmpyCd: premium.row.cmpyCd,
    unqUserId: paid.unqUserId,
    ordStatCd: ORDER_STATUS.draft,
    prodSn: payGift.prodSn,
    optCds: catalog
      .optionsOf(payGift.prodSn)
      .map((t) => t.values.find((v) => !isOptionValueSoldOut(v))!.optCd)
      .join(','),
    quantity: 1,
    unitPrice: payGift.price,
    createdAt: draftAt,
  });
  plan.payments.push({
    oid: `P${draftSn}TDEMO3`,
    ordSn: draftSn,
    provider: 'TESTPG',
    wmGbn: '01',
    payMethod: 'Card',
    amount: PAY_ABOVE_BUDGET_DEMO,
    status: 'FAILED',
    resultCode: 'V801',
    resultMsg: '카드 승인이 거절되었습니다.',
    createdAt: draftAt,
    updatedAt: draftAt,
    mid: 'INIpayTest',
    goodName: payGift.prodNm,
  });
  plan.paymentHistories.push(
    { oid: `P${draftSn}TDEMO3`, kind: 'READY' },
    {
      oid: `P${draftSn}TDEMO3`,
      kind: 'APPROVAL_FAIL',
      resultCode: 'V801',
      resultMsg: '카드 승인이 거절되었습니다.',
    },
  );
  addReturns(plan, org.unqUserIdOf('demo-opmanager'), org.unqUserIdOf('demo-parttimer'), now);

  // an event that ended yesterday but is still stored as open, with the default gift as its close rule. The
  // server's clock closes it at start: those who never chose get the default gift (with their address on file, or
  // flagged as needing one), the operator gets the close summary, and its documents have lines of both kinds.
  // Added last so that every earlier event, order and random draw keeps its number.
  const winterGift =
    catalog.giftable.find((p) => catalog.optionsOf(p.prodSn).length === 0 && p.vendorSn !== null) ??
    catalog.giftable[0]!;
  const winter = addEvent(
    {
      cmpyCd: 'CLI001',
      eventNm: '겨울 간식 선물 (마감)',
      tempSn: 11,
      startDt: day(-14),
      endDt: day(-1),
      eventStatCd: EVENT_STATUS.running,
      selectCnt: 1,
      selectType: SELECT_TYPE.single,
      closeRuleCd: CLOSE_RULE.defaultGift,
      defaultProdSn: winterGift.prodSn,
      rgstUnqUserId: operatorId,
      greeting: '따뜻한 겨울 보내세요. 기간 안에 고르지 않으시면 기본 선물을 보내 드립니다.',
    },
    { productCount: 10, forced: [winterGift.prodSn] },
    cli001.slice(0, 12),
  );
  for (const user of cli001.slice(0, 2))
    placeOrder(
      winter,
      user,
      winter.orderable[0]!,
      1,
      closedTimeline('04', winter.row.startDt, winter.row.endDt),
      '04',
    );

  // Last month's events (decision 037): whatever day it is, the month before has gifts applied and delivered, so on
  // `npm start` its client bills and vendor statements are drafts ready to confirm. Added last, like the winter event.
  const lastMonth = kst(now).subtract(1, 'month').format('YYYYMM');
  // The demo vendor's login must find a line in it whatever the draws give: its first order is one of that vendor's.
  const demoVendorGift = catalog.giftable.find(
    (p) => p.vendorSn === DEMO_VENDOR_SN && catalog.optionsOf(p.prodSn).length === 0,
  );
  for (const [cmpyCd, people, eventNm] of [
    ['CLI001', cli001, '가을 감사 선물 (지난달)'],
    ['CLI002', cli002, '임직원 가을 간식 (지난달)'],
  ] as const) {
    const autumn = addEvent(
      {
        cmpyCd,
        eventNm,
        tempSn: 11,
        startDt: `${lastMonth}05`,
        endDt: `${lastMonth}14`,
        eventStatCd: EVENT_STATUS.closed,
        selectCnt: 1,
        selectType: SELECT_TYPE.single,
        rgstUnqUserId: operatorId,
        greeting: '한 달 동안 수고 많으셨습니다.',
      },
      { productCount: 8, forced: demoVendorGift ? [demoVendorGift.prodSn] : [] },
      people.slice(0, 10),
    );
    people.slice(0, 8).forEach((user, i) => {
      const state: DeliveryStatus = i === 6 ? '09' : '04';
      const first = i === 0 ? autumn.orderable.find((p) => p.prodSn === demoVendorGift?.prodSn) : undefined;
      const gift = first ?? pickProduct(autumn.eventSn, autumn.orderable, 1, []);
      if (gift)
        placeOrder(autumn, user, gift, 1, closedTimeline(state, autumn.row.startDt, autumn.row.endDt), state);
    });
  }

  for (const row of plan.eventProducts)
    row.stockQty = stock.get(key(row.eventSn, row.prodSn)) ?? row.stockQty;
  for (const row of plan.recipients) row.usedCnt = used.get(key(row.eventSn, row.unqUserId)) ?? 0;
  return plan;
}

/** Return and exchange states in the order a request passes them, for the demo's histories. */
const RETURN_PATH: Record<string, readonly string[]> = {
  '01': ['01'],
  '02': ['01', '02'],
  '03': ['01', '03'],
  '04': ['01', '02', '04'],
  '05': ['01', '02', '04', '05'],
  '06': ['01', '02', '04', '06'],
  '07': ['01', '02', '04', '07'],
  '08': ['01', '08'],
  // A change-of-mind return whose shipping fee the recipient has not paid yet: only they see it (decision 028).
  '00': ['00'],
};

/**
 * Deliveries demo: recently delivered lines get return and exchange requests in every state (one each, newest first),
 * and half of the lines waiting to be packed are assigned to the demo part-timer.
 */
function addReturns(plan: EventPlan, operatorId: string, packerId: string, now: Date) {
  plan.estimateItems
    .filter((i) => i.deliStatCd === DELIVERY_STATUS.ordered || i.deliStatCd === DELIVERY_STATUS.preparing)
    .forEach((i, n) => {
      if (n % 2 === 0) i.packerUnqUserId = packerId;
    });
  const delivered = plan.estimateItems
    .filter((i) => i.deliStatCd === DELIVERY_STATUS.delivered && i.deliveredAt)
    .sort((a, b) => (b.deliveredAt as Date).getTime() - (a.deliveredAt as Date).getTime());
  const states = Object.keys(RETURN_PATH);
  delivered.slice(0, states.length).forEach((item, n) => {
    const state = states[n]!;
    const refundSn = n + 1;
    const exchange = state === '07' || n % 3 === 1;
    // Requested an hour after delivery, and every step of it already in the past.
    const at = new Date(
      Math.min(now.getTime() - 3 * 3_600_000, (item.deliveredAt as Date).getTime() + 3_600_000),
    );
    const order = plan.orders.find(
      (o) => o.ordSn === plan.estimates.find((e) => e.estiSn === item.estiSn)?.ordSn,
    );
    const feeWaiting = state === '00';
    const reasonCd = feeWaiting ? '01' : ['01', '02', '03', '04', '05', '99'][n % 6]!;
    plan.refunds.push({
      refundSn,
      estiSn: item.estiSn,
      estiItemSn: item.estiItemSn as number,
      refundGbn: exchange && !['05', '06', '00'].includes(state) ? 'EXCHANGE' : 'RETURN',
      refundStatCd: state,
      reasonCd,
      reason: reasonCd === '02' ? '상자가 찌그러져 내용물이 일부 파손되었습니다.' : '',
      feePayerCd: ['02', '03', '04'].includes(reasonCd) ? 'S' : 'R',
      shipFee: ['02', '03', '04'].includes(reasonCd) ? 0 : 3000,
      feeMethodCd: feeWaiting ? 'CARD' : null,
      rejectReason: state === '03' ? '포장을 개봉해 사용한 상품은 반품할 수 없습니다.' : null,
      refundAmount: state === '06' ? 0 : null,
      requestedBy: order?.unqUserId ?? null,
      createdAt: at,
      updatedAt: at,
    });
    RETURN_PATH[state]!.forEach((refundStatCd, i) => {
      plan.histories.push({
        estiItemSn: item.estiItemSn as number,
        deliStatCd: DELIVERY_STATUS.delivered,
        refundSn,
        refundStatCd,
        memo: i === 0 ? '반품/교환 신청' : null,
        changedBy: i === 0 || refundStatCd === '08' ? (order?.unqUserId ?? null) : operatorId,
        changedAt: new Date(at.getTime() + i * 600_000),
      });
    });
  });
}
