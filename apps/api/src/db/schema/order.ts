import { DELIVERY_ADDRESS_MAX_LENGTH } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { product, vendor } from './catalog';
import { event } from './event';
import { appUser, company } from './organization';

/**
 * A recipient's gift order. Draft (00) holds the selection from the detail screen; apply (01) adds the address and
 * creates the estimate. Receiver data is personal: never logged, masked in lists.
 */
export const giftOrder = pgTable(
  'gift_order',
  {
    ordSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    ordStatCd: varchar({ length: 2 }).notNull().default('00'),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    optCds: varchar({ length: 200 }).notNull().default(''),
    optNm: varchar({ length: 200 }),
    /**
     * The option values whose stock the apply took (decision 029), comma-separated: the tracked ones among optCds.
     * A cancel gives back exactly these, whatever the vendor changed about tracking since.
     */
    optStockCds: varchar({ length: 200 }).notNull().default(''),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    receiverNm: varchar({ length: 50 }),
    receiverTelNo: varchar({ length: 20 }),
    zipCd: varchar({ length: DELIVERY_ADDRESS_MAX_LENGTH.zipCd }),
    addr: varchar({ length: DELIVERY_ADDRESS_MAX_LENGTH.addr }),
    addrDtl: varchar({ length: DELIVERY_ADDRESS_MAX_LENGTH.addrDtl }),
    deliveryMemo: varchar({ length: DELIVERY_ADDRESS_MAX_LENGTH.deliveryMemo }),
    /** The message-card text printed with the gift (/m/delivery/cardMemo). */
    cardMsg: varchar({ length: 200 }),
    /** Extras the recipient chose on the apply page (decision 028): gift packaging, a message card. */
    packageYn: varchar({ length: 1 }).notNull().default('N'),
    cardYn: varchar({ length: 1 }).notNull().default('N'),
    /** What those extras cost in won, fixed when chosen; part of the order's total with unitPrice x quantity. */
    extrasAmt: integer().notNull().default(0),
    /**
     * Why the gift was given (decision 051): the event's purpose when the gift was given, changed afterwards only by an
     * operator with a reason (tax_purpose_change) until its month's bill is confirmed.
     */
    taxPurpose: varchar({ length: 20 }).notNull().default('REWARD'),
    taxKind: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
    /** Won the recipient paid by card above the budget (spec §3 remainPayAmount); the rest came from the budget. */
    payAmt: integer().notNull().default(0),
    /** Y: applied by the event's close with its default gift, not chosen by the recipient. */
    defaultGiftYn: varchar({ length: 1 }).notNull().default('N'),
    /** Y: a default gift applied with no address on file; the recipient (or an operator) still has to give one. */
    addrNeededYn: varchar({ length: 1 }).notNull().default('N'),
    /**
     * Set once when a completed return gave the recipient this order's choice back (decision 030): the allowance
     * and the budget it took are theirs again. The conditional update on null is what makes it happen once.
     */
    reopenedAt: timestamp({ withTimezone: true }),
    /** Why an operator gave the choice back, or the event's rule. */
    reopenReason: varchar({ length: 200 }),
    /** Set by a trigger on every change (decision 038): the public API's updatedSince. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_order_qty_ck', sql`${t.quantity} >= 1`),
    check('gift_order_extras_ck', sql`${t.extrasAmt} >= 0`),
    index('gift_order_user_event_idx').on(t.unqUserId, t.eventSn),
    index('gift_order_event_idx').on(t.eventSn),
    // The dashboards' live figures of today: applied orders by time, for every company or one; the
    // company in the first lets "how many today" be answered from the index alone (measured: 690 ms -> see docs/bench.md).
    index('gift_order_applied_idx').on(t.appliedAt, t.cmpyCd).where(sql`ord_stat_cd = '01'`),
    index('gift_order_cmpy_applied_idx').on(t.cmpyCd, t.appliedAt).where(sql`ord_stat_cd = '01'`),
    index('gift_order_cmpy_updated_idx').on(t.cmpyCd, t.updatedAt, t.ordSn),
  ],
);

/** The delivery document of an applied order (estiSn); one per order. */
export const estimate = pgTable(
  'estimate',
  {
    estiSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    ordSn: integer()
      .notNull()
      .references(() => giftOrder.ordSn),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    totalPrice: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('estimate_ord_uq').on(t.ordSn),
    index('estimate_created_idx').on(t.createdAt),
    // The dashboards: a company's estimates.
    index('estimate_cmpy_created_idx').on(t.cmpyCd, t.createdAt),
    // A company's estimate numbers from the index alone: the dashboards' scoped today figures (decision 016).
    index('estimate_cmpy_esti_idx').on(t.cmpyCd, t.estiSn),
    index('estimate_event_idx').on(t.eventSn),
  ],
);

/** One product line of an estimate, with its delivery state (code group 011). */
export const estimateItem = pgTable(
  'estimate_item',
  {
    estiItemSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    estiSn: integer()
      .notNull()
      .references(() => estimate.estiSn),
    prodSn: integer()
      .notNull()
      .references(() => product.prodSn),
    vendorSn: integer().references(() => vendor.vendorSn),
    optCds: varchar({ length: 200 }).notNull().default(''),
    optNm: varchar({ length: 200 }),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    deliStatCd: varchar({ length: 2 }).notNull().default('01'),
    carrierCd: varchar({ length: 10 }),
    invoiceNo: varchar({ length: 40 }),
    /** The part-timer (05) assigned to pack this line; they see only their assigned lines. */
    packerUnqUserId: varchar({ length: 20 }).references(() => appUser.unqUserId),
    releasedAt: timestamp({ withTimezone: true }),
    /** Start of the return window (event.returnDays). */
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * Fixed when the line is made (decision 037): the vendor's unit supply price with the chosen option values'
     * supply extras, and the product's shipping fee for the line. Null supply: the product had none; the vendor's
     * statement cannot be confirmed until an operator sets it.
     */
    supplyPrice: integer(),
    shipFee: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Vendor statements: a vendor's delivered lines by delivery time.
    index('estimate_item_vendor_delivered_idx')
      .on(t.vendorSn, t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    // With the line number, so that an estimate's lines are found from the index alone (dashboards, decision 016).
    index('estimate_item_esti_idx').on(t.estiSn, t.estiItemSn),
    index('estimate_item_stat_idx').on(t.deliStatCd),
    index('estimate_item_vendor_idx').on(t.vendorSn),
    index('estimate_item_packer_idx').on(t.packerUnqUserId),
    index('estimate_item_updated_idx').on(t.updatedAt, t.estiItemSn),
  ],
);

export const deliveryHistory = pgTable(
  'delivery_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    estiItemSn: integer()
      .notNull()
      .references(() => estimateItem.estiItemSn),
    deliStatCd: varchar({ length: 2 }).notNull(),
    /** Set when the change concerns a return or exchange request (its state then in refundStatCd). */
    refundSn: integer(),
    refundStatCd: varchar({ length: 2 }),
    /** What happened, in Korean (e.g. 배송지 변경, a reject reason); never personal data. */
    memo: varchar({ length: 200 }),
    changedBy: varchar({ length: 20 }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_history_item_idx').on(t.estiItemSn),
    // The dashboards' live list and count of today's delivery state changes, from the index alone.
    index('delivery_history_changed_idx').on(t.changedAt, t.deliStatCd, t.estiItemSn),
    // Settlement (decision 037): a return is dated by its first history row that reached 05 or 06.
    index('delivery_history_refund_idx').on(t.refundSn, t.changedAt).where(sql`${t.refundSn} is not null`),
  ],
);

/** The recipient's address book (deleSn). */
export const deliveryAddress = pgTable('delivery_address', {
  deleSn: integer().primaryKey().generatedByDefaultAsIdentity(),
  unqUserId: varchar({ length: 20 })
    .notNull()
    .references(() => appUser.unqUserId),
  addrNm: varchar({ length: 50 }).notNull(),
  receiverNm: varchar({ length: 50 }).notNull(),
  receiverTelNo: varchar({ length: 20 }).notNull(),
  zipCd: varchar({ length: 5 }).notNull(),
  addr: varchar({ length: 200 }).notNull(),
  addrDtl: varchar({ length: 100 }).notNull(),
  defaultYn: varchar({ length: 1 }).notNull().default('N'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Return and exchange requests (refundGbn RETURN | EXCHANGE), state in refundStatCd (code group 016). At most one
 * open request per line (partial unique index), so two submits at once leave one.
 */
export const refund = pgTable(
  'refund',
  {
    refundSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    estiSn: integer()
      .notNull()
      .references(() => estimate.estiSn),
    estiItemSn: integer()
      .notNull()
      .references(() => estimateItem.estiItemSn),
    refundGbn: varchar({ length: 10 }).notNull(),
    refundStatCd: varchar({ length: 2 }).notNull().default('01'),
    reasonCd: varchar({ length: 2 }),
    reason: varchar({ length: 500 }),
    /** Stored files (stored_file.fileId), comma separated, at most RETURN_PHOTO_MAX_COUNT. */
    photoFileIds: varchar({ length: 400 }).notNull().default(''),
    /** R: the recipient pays return shipping, S: the seller. */
    feePayerCd: varchar({ length: 1 }),
    shipFee: integer().notNull().default(0),
    /** How a fee the recipient owes is settled (RETURN_FEE_METHOD): CARD paid on request, DEDUCT from the refund. */
    feeMethodCd: varchar({ length: 10 }),
    rejectReason: varchar({ length: 500 }),
    /** Said by the operator at the refund step (decision 030): Y resold (back to the event's stock), N damaged. */
    resellableYn: varchar({ length: 1 }),
    refundAmount: integer(),
    requestedBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_item_idx').on(t.estiItemSn),
    uniqueIndex('refund_open_uq')
      .on(t.estiItemSn)
      .where(sql`${t.refundStatCd} in ('00', '01', '02', '04', '05')`),
  ],
);

/**
 * Card payments (oid is ours; tid the provider's, unique per provider). A repeated provider callback finds the row
 * already settled. No card data is stored: only the provider's ids, approval number and result texts.
 */
export const payment = pgTable(
  'payment',
  {
    oid: varchar({ length: 40 }).primaryKey(),
    ordSn: integer().references(() => giftOrder.ordSn),
    /** Set for a return-fee payment (decision 028): the return request it pays for; null for the gift's own. */
    refundSn: integer().references(() => refund.refundSn),
    provider: varchar({ length: 20 }).notNull(),
    wmGbn: varchar({ length: 2 }).notNull(),
    payMethod: varchar({ length: 20 }).notNull(),
    amount: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('WON'),
    status: varchar({ length: 10 }).notNull().default('READY'),
    tid: varchar({ length: 60 }),
    resultCode: varchar({ length: 10 }),
    resultMsg: varchar({ length: 200 }),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mid: varchar({ length: 20 }).notNull().default(''),
    goodName: varchar({ length: 200 }),
    /** Approval number (applNum / P_APPL_NUM). */
    applNum: varchar({ length: 20 }),
    refundedAmount: integer().notNull().default(0),
    /** Our own reason when we refused after the provider answered (sold out, amount mismatch). */
    failText: varchar({ length: 200 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_tid_uq').on(t.provider, t.tid),
    check('payment_amount_ck', sql`${t.amount} > 0`),
    check('payment_refund_ck', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    index('payment_ord_idx').on(t.ordSn),
    index('payment_refund_sn_idx').on(t.refundSn),
    index('payment_created_idx').on(t.createdAt),
  ],
);

/** What happened to a payment, in order (the operator detail's history). No card data, no personal data. */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    oid: varchar({ length: 40 })
      .notNull()
      .references(() => payment.oid),
    kind: varchar({ length: 20 }).notNull(),
    resultCode: varchar({ length: 10 }),
    resultMsg: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_history_oid_idx').on(t.oid)],
);

/**
 * Refunds through INIAPI: one row per refund key (the cancel of order N, return M, an operator's request), so asking
 * twice refunds once. A row is written PENDING inside the business transaction and settled OK / FAIL after the
 * provider answered; `claimedAt` is when a process last took it to call the provider (a lease: the periodic job
 * finishes rows whose claim is older than the gateway's timeout).
 */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    oid: varchar({ length: 40 })
      .notNull()
      .references(() => payment.oid),
    refundKey: varchar({ length: 300 }).notNull(),
    amount: integer().notNull(),
    status: varchar({ length: 10 }).notNull(),
    resultCode: varchar({ length: 10 }),
    resultMsg: varchar({ length: 200 }),
    reason: varchar({ length: 200 }).notNull(),
    requestedBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refund_key_uq').on(t.oid, t.refundKey),
    index('payment_refund_pending_idx').on(t.claimedAt).where(sql`${t.status} = 'PENDING'`),
    check('payment_refund_amt_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in test provider's own record of what it refunded per transaction id (adapters/payment/test-provider):
 * the state KG Inicis keeps on its side. In the database, not in one process's memory, so every server process
 * answers a repeated refund of a tid the same way (decision 023: a refund is never made twice). Unused with real
 * merchant keys.
 */
export const testPgRefund = pgTable(
  'test_pg_refund',
  {
    tid: varchar({ length: 60 }).primaryKey(),
    refundedAmount: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('test_pg_refund_amt_ck', sql`${t.refundedAmount} >= 0`)],
);
