import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DeliveryReport } from './message-sender';

/**
 * One message in Solapi's status-report webhook (decision 052; the shape as read in public integrations, not in an
 * official schema: unverified, hence tolerant). Reports come as an array; other fields are ignored.
 */
const solapiReportItemSchema = z.object({
  messageId: z.string().min(1).max(120),
  statusCode: z.string().min(1).max(10),
  statusMessage: z.string().max(200).optional(),
  /** The type the message finally went as: SMS/LMS/MMS for an alimtalk Solapi replaced. */
  type: z.string().max(10).optional(),
  replacement: z.boolean().optional(),
});
export const solapiReportSchema = z.array(solapiReportItemSchema).min(1).max(1000);
export type SolapiReportItem = z.infer<typeof solapiReportItemSchema>;

/** 4000 수신완료; 2000 정상 접수 and 3000 이동통신사 접수 are on the way; every other code is a failure. */
const DELIVERED = '4000';
const IN_PROGRESS = new Set(['2000', '3000']);

/** What one report item says, or null while the message is still on its way. */
export function solapiDeliveryReport(item: SolapiReportItem): DeliveryReport | null {
  if (IN_PROGRESS.has(item.statusCode)) return null;
  if (item.statusCode !== DELIVERED)
    return {
      status: 'FAILED',
      reason: `${item.statusCode} ${item.statusMessage ?? ''}`.trim().slice(0, 300),
    };
  const replaced =
    item.replacement === true || (item.type !== undefined && /^(SMS|LMS|MMS)$/.test(item.type));
  return replaced
    ? { status: 'DELIVERED', reason: 'alimtalk replaced by SMS', channel: 'SMS' }
    : { status: 'DELIVERED', reason: null };
}

/**
 * Whether a webhook call carries the configured secret (Solapi sends a fixed secret, not a signature): compared as
 * hashes in constant time, so neither its content nor its length leaks. No secret configured: nothing passes.
 */
export function webhookSecretMatches(presented: string | undefined, configured: string | null): boolean {
  if (!configured || !presented) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(configured).digest();
  return timingSafeEqual(a, b);
}
