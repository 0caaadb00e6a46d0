import {
  DELIVERY_STATUS,
  type EventVendorRow,
  isVendor,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  vendorOrderMail,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { eventVendorMail } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import { enqueueMessage } from '../outbox';

/** The event's name and company (not test events), or 404. */
export async function docEvent(db: Executor, eventSn: number) {
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

type VendorRowDb = EventVendorRow & { managerEmail: string | null };

/**
 * The vendors of an event's products with their applied lines and quantity (the operator's vendor picker on the
 * event detail); a vendor sees only itself. Vendors whose products nobody chose are listed with zero lines, after
 * those with lines, so the picker opens on a vendor with something to order.
 */
export async function eventVendors(db: Executor, user: AuthUser, eventSn: number): Promise<VendorRowDb[]> {
  await docEvent(db, eventSn);
  const own = isVendor(user.authCd) ? user.vendorSn : null;
  if (isVendor(user.authCd) && own === null) throw forbidden();
  return await queryRows<VendorRowDb>(
    db,
    sql`
      select v.vendor_sn as "vendorSn", v.vendor_nm as "vendorNm", v.manager_email as "managerEmail",
        coalesce(l.line_cnt, 0)::int as "lineCnt", coalesce(l.quantity, 0)::int as quantity,
        case when coalesce(v.manager_email, '') <> '' then 'Y' else 'N' end as "mailYn"
      from vendor v
      left join (
        select i.vendor_sn, count(*) as line_cnt, sum(i.quantity) as quantity
        from estimate_item i join estimate e on e.esti_sn = i.esti_sn join gift_order o on o.ord_sn = e.ord_sn
        where e.event_sn = ${eventSn} and o.ord_stat_cd = ${ORDER_STATUS.applied}
          and i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled}
        group by i.vendor_sn) l on l.vendor_sn = v.vendor_sn
      where (v.vendor_sn in (select p.vendor_sn from event_product ep join product p on p.prod_sn = ep.prod_sn
          where ep.event_sn = ${eventSn}) or l.vendor_sn is not null)
        ${own !== null ? sql`and v.vendor_sn = ${own}` : sql``}
      order by coalesce(l.line_cnt, 0) = 0, v.vendor_nm, v.vendor_sn`,
  );
}

/**
 * POST .../docs/vendorMail.json (the event's purchase orders to its vendors): mails each vendor of the event with
 * applied lines and a manager mail its order summary with a link to the purchase order on the event detail (the outbox
 * carries no attachments; the download needs the vendor's login). One outbox row per vendor per send: (event,
 * requestKey, vendor) is a primary key, so a repeated submit with the same key queues nothing more.
 */
export async function sendVendorMails(
  deps: { db: Db; now: () => Date; config: { publicUrl: string } },
  user: AuthUser,
  input: { eventSn: number; requestKey: string },
): Promise<{ queuedCnt: number; vendorCnt: number }> {
  return deps.db.transaction(async (tx) => {
    const ev = await docEvent(tx, input.eventSn);
    // A vendor with nothing to ship gets no purchase-order mail.
    const vendors = (await eventVendors(tx, user, input.eventSn)).filter(
      (v) => v.lineCnt > 0 && v.managerEmail?.trim(),
    );
    let queuedCnt = 0;
    for (const v of vendors) {
      const claimed = await tx
        .insert(eventVendorMail)
        .values({
          eventSn: input.eventSn,
          requestKey: input.requestKey,
          vendorSn: v.vendorSn,
          createdBy: user.unqUserId,
          createdAt: deps.now(),
        })
        .onConflictDoNothing()
        .returning({ vendorSn: eventVendorMail.vendorSn });
      if (claimed.length === 0) continue;
      const mail = vendorOrderMail(ev, v, `${deps.config.publicUrl}/delivery/order?eventSn=${input.eventSn}`);
      const outboxId = await enqueueMessage(tx, {
        channel: 'MAIL',
        recipient: v.managerEmail!.trim(),
        ...mail,
      });
      await tx.execute(
        sql`update event_vendor_mail set outbox_id = ${outboxId} where event_sn = ${input.eventSn}
          and request_key = ${input.requestKey} and vendor_sn = ${v.vendorSn}`,
      );
      queuedCnt += 1;
    }
    return { queuedCnt, vendorCnt: vendors.length };
  });
}

/** Events where the vendor (30, 35) has applied lines, newest first: where its purchase orders are. */
export async function vendorEvents(db: Executor, user: AuthUser) {
  if (!isVendor(user.authCd) || user.vendorSn === null) throw forbidden();
  return await queryRows<{
    eventSn: number;
    eventNm: string;
    cmpyNm: string;
    lineCnt: number;
  }>(
    db,
    sql`
      select e.event_sn as "eventSn", e.event_nm as "eventNm", c.cmpy_nm as "cmpyNm", count(*)::int as "lineCnt"
      from estimate_item i join estimate s on s.esti_sn = i.esti_sn join gift_order o on o.ord_sn = s.ord_sn
        join event e on e.event_sn = s.event_sn join company c on c.cmpy_cd = e.cmpy_cd
      where i.vendor_sn = ${user.vendorSn} and o.ord_stat_cd = ${ORDER_STATUS.applied}
        and i.deli_stat_cd <> ${DELIVERY_STATUS.cancelled} and e.test_yn = 'N'
      group by e.event_sn, e.event_nm, c.cmpy_nm
      order by e.event_sn desc limit 200`,
  );
}
