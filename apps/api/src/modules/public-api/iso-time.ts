import { KST_ISO_OFFSET, kstIsoString } from '@pcs/domain';
import { kst } from '../../lib/time';

/** ISO 8601 with +09:00, the public API's time format (decision 038): the domain's, shared with webhook times. */
export const isoKst = (date: Date): string => kstIsoString(date);
export const isoKstOrNull = (date: Date | null): string | null => (date ? isoKst(date) : null);

/** YYYYMMDD (stored) to YYYY-MM-DD, and back. */
export const isoDateOf = (ymd: string | null): string | null =>
  ymd && ymd.length === 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : null;
export const ymdOf = (isoDate: string): string => isoDate.replaceAll('-', '');

/** An ISO instant as the event's KST date (YYYYMMDD) and time (HHMMSS). */
export function kstParts(iso: string): { ymd: string; hms: string } {
  const k = kst(new Date(iso));
  return { ymd: k.format('YYYYMMDD'), hms: k.format('HHmmss') };
}

/** An event's KST date and time as an ISO instant. */
export function isoOfKst(ymd: string, hms: string): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${hms.slice(0, 2)}:${hms.slice(2, 4)}:${hms.slice(4, 6)}.000${KST_ISO_OFFSET}`;
}
