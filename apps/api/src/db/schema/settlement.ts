import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { vendor } from './catalog';
import { company } from './organization';

/*
 * Money in and out (decision 037). A month's bill or statement is computed from the order, return and payment rows
 * while it is a draft; confirming copies its lines here, so a confirmed month is frozen and every line is billed
 * once (the line's primary key is its source). Amounts are integer won, VAT included unless the column says supply.
 * A month's totals are bigint: one company's or vendor's month can pass 2^31 won; one line stays integer.
 */

/**
 * A client company's confirmed month (yyyymm, Korean time). No row: the month is a draft. stat CONFIRMED -> ISSUED
 * (tax invoice issued) -> PAID; each step records who and when and happens once (conditional update on stat).
 */
export const clientBill = pgTable(
  'client_bill',
  {
    billSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    yyyymm: varchar({ length: 6 }).notNull(),
    stat: varchar({ length: 10 }).notNull().default('CONFIRMED'),
    /** Sums of the lines, frozen with them. */
    goodsAmt: bigint({ mode: 'number' }).notNull(),
    extrasAmt: bigint({ mode: 'number' }).notNull(),
    shipAmt: bigint({ mode: 'number' }).notNull(),
    /** Paid by recipients by card above the budget: shown apart, not charged to the company. */
    recipientPaidAmt: bigint({ mode: 'number' }).notNull(),
    /** What the company owes, VAT included: goods + extras + shipping - recipient paid, over every line. */
    chargeAmt: bigint({ mode: 'number' }).notNull(),
    supplyAmt: bigint({ mode: 'number' }).notNull(),
    vatAmt: bigint({ mode: 'number' }).notNull(),
    /** Of chargeAmt, the lines that reverse a sale of an earlier bill (cancels and returns): the 수정세금계산서 part. */
    adjustmentAmt: bigint({ mode: 'number' }).notNull().default(0),
    lineCnt: integer().notNull(),
    confirmedBy: varchar({ length: 20 }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedBy: varchar({ length: 20 }),
    issuedAt: timestamp({ withTimezone: true }),
    paidBy: varchar({ length: 20 }),
    paidAt: timestamp({ withTimezone: true }),
    /** The day the company's transfer arrived (YYYYMMDD) and the operator's memo. */
    paidDt: varchar({ length: 8 }),
    paidMemo: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('client_bill_month_uq').on(t.cmpyCd, t.yyyymm),
    index('client_bill_month_idx').on(t.yyyymm),
    check('client_bill_stat_ck', sql`${t.stat} in ('CONFIRMED','ISSUED','PAID')`),
  ],
);

/**
 * One line of a confirmed bill: a fact of decision 037. lineKind SALE (an applied gift, srcSn = ordSn), CANCEL (a
 * billed sale cancelled later, srcSn = ordSn) or RETURN (a completed return, srcSn = refundSn). Reversals carry
 * negative amounts. factYyyymm before the bill's month: a late fact carried into this bill.
 */
export const clientBillLine = pgTable(
  'client_bill_line',
  {
    // Keyed by its source (decision 037, amendment of 2026-12-03): the key is what keeps a fact from being billed
    // twice, so it is the one unique index a month's close writes besides the bill's. No key to the bill either: the
    // line is written by the statement that writes its bill, and bills are never deleted.
    billSn: integer().notNull(),
    lineKind: varchar({ length: 10 }).notNull(),
    srcSn: integer().notNull(),
    // No foreign keys to the source rows (decision 037, amendment of 2026-12-02): a line is copied from them in the
    // statement that reads them, they are never deleted, and a key check per line locked each source row (half the
    // time of a month's close). The bill the line is on keeps its key.
    ordSn: integer().notNull(),
    refundSn: integer(),
    eventSn: integer().notNull(),
    prodSn: integer().notNull(),
    factAt: timestamp({ withTimezone: true }).notNull(),
    factYyyymm: varchar({ length: 6 }).notNull(),
    /** Y: reverses a sale billed on an earlier bill. */
    adjustmentYn: varchar({ length: 1 }).notNull().default('N'),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    goodsAmt: integer().notNull(),
    extrasAmt: integer().notNull(),
    shipAmt: integer().notNull(),
    recipientPaidAmt: integer().notNull(),
    chargeAmt: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_bill_line_pk', columns: [t.lineKind, t.srcSn] }),
    index('client_bill_line_bill_idx').on(t.billSn, t.eventSn),
  ],
);

/**
 * A 세금계산서 issued for a bill through the tax-invoice provider (test provider without keys). kind NORMAL for the
 * bill's own part, MODIFY (수정세금계산서, 환입) for its adjustments, pointing at the invoice it corrects. mgtKey is
 * our document key at the provider: unique, so a repeated issue finds the row instead of issuing twice.
 */
export const taxInvoice = pgTable(
  'tax_invoice',
  {
    invoiceSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    billSn: integer()
      .notNull()
      .references(() => clientBill.billSn),
    kind: varchar({ length: 10 }).notNull(),
    origInvoiceSn: integer(),
    mgtKey: varchar({ length: 24 }).notNull(),
    provider: varchar({ length: 20 }).notNull(),
    /** The provider's state: ISSUED, CANCELLED, FAILED. */
    stat: varchar({ length: 10 }).notNull(),
    /** 국세청 승인번호, as the provider returns it. */
    ntsConfirmNum: varchar({ length: 40 }),
    writeDt: varchar({ length: 8 }).notNull(),
    supplyAmt: bigint({ mode: 'number' }).notNull(),
    vatAmt: bigint({ mode: 'number' }).notNull(),
    totalAmt: bigint({ mode: 'number' }).notNull(),
    failText: varchar({ length: 300 }),
    issuedBy: varchar({ length: 20 }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledBy: varchar({ length: 20 }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('tax_invoice_mgt_key_uq').on(t.mgtKey), index('tax_invoice_bill_idx').on(t.billSn)],
);

/**
 * A vendor's confirmed month. No row: a draft. stat VENDOR_CONFIRMED (the vendor agreed; frozen) -> PAID (the
 * operator transferred: date and memo). Each step once, by whom and when.
 */
export const vendorSettlement = pgTable(
  'vendor_settlement',
  {
    stlSn: integer().primaryKey().generatedByDefaultAsIdentity(),
    vendorSn: integer()
      .notNull()
      .references(() => vendor.vendorSn),
    yyyymm: varchar({ length: 6 }).notNull(),
    stat: varchar({ length: 20 }).notNull().default('VENDOR_CONFIRMED'),
    supplyAmt: bigint({ mode: 'number' }).notNull(),
    shipAmt: bigint({ mode: 'number' }).notNull(),
    returnAmt: bigint({ mode: 'number' }).notNull(),
    returnShipAmt: bigint({ mode: 'number' }).notNull(),
    /** What the platform pays the vendor, VAT included; with its supply/VAT split. */
    payableAmt: bigint({ mode: 'number' }).notNull(),
    payableSupplyAmt: bigint({ mode: 'number' }).notNull(),
    payableVatAmt: bigint({ mode: 'number' }).notNull(),
    lineCnt: integer().notNull(),
    confirmedBy: varchar({ length: 20 }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidBy: varchar({ length: 20 }),
    paidAt: timestamp({ withTimezone: true }),
    paidDt: varchar({ length: 8 }),
    transferMemo: varchar({ length: 200 }),
  },
  (t) => [
    uniqueIndex('vendor_settlement_month_uq').on(t.vendorSn, t.yyyymm),
    index('vendor_settlement_month_idx').on(t.yyyymm),
    check('vendor_settlement_stat_ck', sql`${t.stat} in ('VENDOR_CONFIRMED','PAID')`),
  ],
);

/**
 * One line of a confirmed statement: DELIVERY (a delivered line, srcSn = estiItemSn) or RETURN (a completed return
 * of a delivered line, srcSn = refundSn), decision 037.
 */
export const vendorSettlementLine = pgTable(
  'vendor_settlement_line',
  {
    // Keyed by its source, without a key to its statement, as client_bill_line.
    stlSn: integer().notNull(),
    lineKind: varchar({ length: 10 }).notNull(),
    srcSn: integer().notNull(),
    // Source rows without foreign keys, as on client_bill_line.
    estiItemSn: integer().notNull(),
    refundSn: integer(),
    eventSn: integer().notNull(),
    cmpyCd: varchar({ length: 20 }).notNull(),
    prodSn: integer().notNull(),
    factAt: timestamp({ withTimezone: true }).notNull(),
    factYyyymm: varchar({ length: 6 }).notNull(),
    adjustmentYn: varchar({ length: 1 }).notNull().default('N'),
    quantity: integer().notNull(),
    unitSupplyPrice: integer().notNull(),
    supplyAmt: integer().notNull(),
    shipAmt: integer().notNull(),
    returnShipAmt: integer().notNull(),
    payableAmt: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'vendor_settlement_line_pk', columns: [t.lineKind, t.srcSn] }),
    index('vendor_settlement_line_stl_idx').on(t.stlSn, t.eventSn),
  ],
);
