import {
  DEFAULT_LANGUAGE,
  EVENT_STATUS,
  type EventStatus,
  effectiveEventStatus,
  isEventStatus,
  kstStamp,
  type Language,
  NOT_FOUND_TEXT,
  type RecipientEvent,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { recipientEvents } from './repository';

type TimedEvent = { eventStatCd: string; startDt: string; endDt: string; startTm?: string; endTm?: string };

/** The status at `now`: scheduled events open and open events close by the clock, whatever is stored. */
export function statusNow(e: TimedEvent, now: Date): EventStatus | string {
  if (!isEventStatus(e.eventStatCd)) return e.eventStatCd;
  return effectiveEventStatus(
    e.eventStatCd,
    { startDt: e.startDt, startTm: e.startTm ?? '000000', endDt: e.endDt, endTm: e.endTm ?? '235959' },
    now,
  );
}

/** An event is open for choosing while it runs and now (KST) is within its period, both ends inclusive. */
export function isEventOpen(e: TimedEvent, now: Date): boolean {
  const stamp = kstStamp(now);
  return statusNow(e, now) === EVENT_STATUS.running && `${e.startDt}${e.startTm ?? '000000'}` <= stamp;
}

export function toRecipientEvent(
  row: Awaited<ReturnType<typeof recipientEvents>>[number],
  now: Date,
): RecipientEvent {
  return { ...row, eventStatCd: statusNow(row, now), openYn: isEventOpen(row, now) ? 'Y' : 'N' };
}

/**
 * The event as seen by this recipient. Someone who is not a recipient gets 404, not 403, so event numbers of
 * other companies cannot be probed (ASVS 4.2.1).
 */
export async function loadRecipientEvent(
  db: Executor,
  unqUserId: string,
  eventSn: number,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
) {
  const row = (await recipientEvents(db, unqUserId, eventSn, language))[0];
  if (!row) throw notFound(NOT_FOUND_TEXT.event);
  return toRecipientEvent(row, now);
}
