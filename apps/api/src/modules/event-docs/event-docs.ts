import type { Readable } from 'node:stream';
import {
  AUTH_CD,
  DELIVERY_STATUS,
  type InvoiceStatement,
  invoiceLinesOf,
  isOperatorAdmin,
  isVendor,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  PURCHASE_ORDER_COLUMNS,
  type PurchaseOrderLine,
  REFUND_GBN,
  RETURN_STATE,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { xlsxStream } from '../../lib/excel/write-xlsx';

async function loadEvent(db: Executor, eventSn: number) {
  const ev = (
    await queryRows<{
      eventSn: number;
      eventNm: string;
      cmpyCd: string;
      cmpyNm: string;
    }>(
      db,
      sql`
      select e.event_sn as "eventSn", e.event_nm as "eventNm", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm"
      from event e join company c on c.cmpy_cd = e.cmpy_cd where e.event_sn = ${eventSn} and e.test_yn = 'N'`,
    )
  )[0];
  if (!ev) throw notFound(NOT_FOUND_TEXT.event);
  return ev;
}

/** What counts on the documents: applied orders' items that were not cancelled. */
const counted = sql`o.ord_stat_cd = ${ORDER_STATUS.applied} and i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled}`;

/**
 * The event invoice statement's data (거래명세서): one line per product and unit price with quantity,
 * supply amount and VAT (prices include VAT), and totals. Operator admins for any event; a client manager for their
 * own company's events only. The PDF is drawn elsewhere (the shared pdfkit module).
 */
export async function invoiceStatement(
  db: Executor,
  user: AuthUser,
  eventSn: number,
): Promise<InvoiceStatement> {
  const ev = await loadEvent(db, eventSn);
  if (!isOperatorAdmin(user.authCd) && !(user.authCd === AUTH_CD.clientManager && user.cmpyCd === ev.cmpyCd))
    throw forbidden();
  // A line is returned when a return of it has come back (refund waiting or done); its card share was refunded too.
  const rows = (
    await queryRows<{
      prodSn: number;
      prodNm: string;
      unitPrice: number;
      quantity: number;
      returnedQty: number | null;
      extrasAmt: number | null;
      recipientPaidAmt: number | null;
    }>(
      db,
      sql`
      with line as (
        select i.prod_sn, i.unit_price, i.quantity, o.pay_amt, o.extras_amt,
          exists (select 1 from refund r where r.esti_item_sn = i.esti_item_sn and r.refund_gbn = ${REFUND_GBN.return}
            and r.refund_stat_cd in (${RETURN_STATE.refundWaiting}, ${RETURN_STATE.refunded})) as returned
        from estimate_item i join estimate e on e.esti_sn = i.esti_sn join gift_order o on o.ord_sn = e.ord_sn
        where e.event_sn = ${eventSn} and ${counted}
      )
      select line.prod_sn as "prodSn", p.prod_nm as "prodNm", line.unit_price as "unitPrice",
        sum(line.quantity)::int as quantity,
        (sum(line.quantity) filter (where line.returned))::int as "returnedQty",
        (sum(line.extras_amt) filter (where not line.returned))::int as "extrasAmt",
        (sum(line.pay_amt) filter (where not line.returned))::int as "recipientPaidAmt"
      from line join product p on p.prod_sn = line.prod_sn
      group by line.prod_sn, p.prod_nm, line.unit_price
      order by p.prod_nm, line.unit_price`,
    )
  ).map((r) => ({
    ...r,
    returnedQty: r.returnedQty ?? 0,
    extrasAmt: r.extrasAmt ?? 0,
    recipientPaidAmt: r.recipientPaidAmt ?? 0,
  }));
  return { ...ev, ...invoiceLinesOf(rows) };
}

/**
 * A purchase order's lines (발주서): per order item, what to ship to whom. Operator admins see every vendor (or the
 * one asked for); a vendor (30, 35) only its own lines, whatever it asks for.
 */
export async function purchaseOrderLines(
  db: Executor,
  user: AuthUser,
  eventSn: number,
  vendorSn: number | null,
): Promise<PurchaseOrderLine[]> {
  await loadEvent(db, eventSn);
  let vendorFilter: number | null = vendorSn;
  if (isVendor(user.authCd)) {
    if (user.vendorSn === null || (vendorSn !== null && vendorSn !== user.vendorSn)) throw forbidden();
    vendorFilter = user.vendorSn;
  } else if (!isOperatorAdmin(user.authCd)) throw forbidden();
  return await queryRows<PurchaseOrderLine>(
    db,
    sql`
      select i.esti_item_sn as "estiItemSn", i.vendor_sn as "vendorSn", coalesce(v.vendor_nm, '') as "vendorNm",
        i.prod_sn as "prodSn", p.prod_nm as "prodNm", i.opt_nm as "optNm", i.quantity,
        coalesce(o.receiver_nm, '') as "receiverNm", coalesce(o.receiver_tel_no, '') as "receiverTelNo",
        coalesce(o.zip_cd, '') as "zipCd", coalesce(o.addr, '') as addr, coalesce(o.addr_dtl, '') as "addrDtl",
        o.delivery_memo as "deliveryMemo", o.package_yn as "packageYn", o.card_yn as "cardYn",
        o.card_msg as "cardMsg"
      from estimate_item i join estimate e on e.esti_sn = i.esti_sn join gift_order o on o.ord_sn = e.ord_sn
        join product p on p.prod_sn = i.prod_sn left join vendor v on v.vendor_sn = i.vendor_sn
      where e.event_sn = ${eventSn} and ${counted}
        ${vendorFilter !== null ? sql`and i.vendor_sn = ${vendorFilter}` : sql``}
      order by v.vendor_nm, p.prod_nm, i.esti_item_sn`,
  );
}

/** The purchase order as an xlsx (the shared lib/excel writer): one sheet, Korean headers. */
export const purchaseOrderXlsx = (lines: readonly PurchaseOrderLine[]): Readable =>
  xlsxStream('발주서', PURCHASE_ORDER_COLUMNS, lines);
