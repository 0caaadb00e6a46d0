import { EVENT_STATUS, NOT_FOUND_TEXT, type RecipientEvent } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { ymdKst } from '../../lib/time';
import { recipientEvents } from './repository';

/** An event is open for choosing while it runs and today (KST) is within its period, inclusive. */
export function isEventOpen(e: { eventStatCd: string; startDt: string; endDt: string }, now: Date): boolean {
  const today = ymdKst(now);
  return e.eventStatCd === EVENT_STATUS.running && e.startDt <= today && today <= e.endDt;
}

export function toRecipientEvent(
  row: Awaited<ReturnType<typeof recipientEvents>>[number],
  now: Date,
): RecipientEvent {
  return { ...row, openYn: isEventOpen(row, now) ? 'Y' : 'N' };
}

/**
 * The event as seen by this recipient. Someone who is not a recipient gets 404, not 403, so event numbers of
 * other companies cannot be probed (ASVS 4.2.1).
 */
export async function loadRecipientEvent(db: Executor, unqUserId: string, eventSn: number, now: Date) {
  const row = (await recipientEvents(db, unqUserId, eventSn))[0];
  if (!row) throw notFound(NOT_FOUND_TEXT.event);
  return toRecipientEvent(row, now);
}
