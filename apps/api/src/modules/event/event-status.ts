import {
  EVENT_STATUS,
  EVENT_STATUS_LABEL,
  type EventAction,
  type EventStatus,
  effectiveEventStatus,
  eventRefusalText,
  eventTransition,
  isEventStatus,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import { closeEvent } from './close-event';
import { type EventRowDb, updateEvent } from './repository';

/** The stored status moved on by the clock (opening and closing happen by time). */
export function statusAt(
  row: Pick<EventRowDb, 'eventStatCd' | 'startDt' | 'startTm' | 'endDt' | 'endTm'>,
  now: Date,
) {
  const stored: EventStatus = isEventStatus(row.eventStatCd) ? row.eventStatCd : '00';
  return effectiveEventStatus(stored, row, now);
}

export const statusLabel = (code: string): string => (isEventStatus(code) ? EVENT_STATUS_LABEL[code] : code);

/**
 * Inside a transaction with the event row locked: first lets the clock move the stored status (so a write never
 * acts on a stale one), then asks the life cycle whether `action` is allowed. Returns the status to keep or set.
 */
export async function authorizeEventAction(
  tx: Executor,
  row: EventRowDb,
  action: EventAction,
  now: Date,
  /** Makes the links in the close's messages absolute when this write is the one that closes the event. */
  publicUrl = '',
): Promise<EventStatus> {
  const current = statusAt(row, now);
  if (
    current !== row.eventStatCd &&
    (await updateEvent(tx, row.eventSn, row.eventStatCd, { eventStatCd: current })) > 0 &&
    current === EVENT_STATUS.closed
  )
    await closeEvent(tx, row.eventSn, now, publicUrl);
  const result = eventTransition(current, action, 'operator');
  if (!result.ok) throw conflict(eventRefusalText(result.reason));
  return result.next;
}
