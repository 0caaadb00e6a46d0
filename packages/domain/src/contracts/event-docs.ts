import { z } from 'zod';
import { serialId } from './envelope';

/** The event's documents: POST bodies of .../eventManage/docs/*.json and their replies. */
const sn = serialId();

export const eventDocRequestSchema = z.object({ eventSn: sn });
/** vendorSn: the vendor whose purchase order; a vendor's own account may leave it out (its own lines). */
export const purchaseOrderRequestSchema = z.object({ eventSn: sn, vendorSn: sn.nullish() });

export const eventVendorRowSchema = z.object({
  vendorSn: z.number().int(),
  vendorNm: z.string(),
  lineCnt: z.number().int(),
  quantity: z.number().int(),
  /** Y when the vendor has a manager mail to send the purchase order to. */
  mailYn: z.enum(['Y', 'N']),
});
export type EventVendorRow = z.infer<typeof eventVendorRowSchema>;
export const eventVendorListReplySchema = z.object({ list: z.array(eventVendorRowSchema) });

/** requestKey: the same key twice (a repeated submit) queues nothing more. */
export const vendorMailRequestSchema = z.object({
  eventSn: sn,
  requestKey: z.string().trim().min(8).max(64),
});
export const vendorMailReplySchema = z.object({ queuedCnt: z.number().int(), vendorCnt: z.number().int() });

/** The events a vendor has applied lines in (the vendor's purchase-order block on /delivery/order). */
export const vendorEventRowSchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyNm: z.string(),
  lineCnt: z.number().int(),
});
export type VendorEventRow = z.infer<typeof vendorEventRowSchema>;
export const vendorEventListReplySchema = z.object({ list: z.array(vendorEventRowSchema) });
