import {
  isOccurrenceState,
  nextOccurrenceState,
  type OccurrenceAction,
  UPCOMING_MESSAGES,
} from '@pcs/domain';

/**
 * Why a conditional update found nothing to move: the state machine's words for the state the gift is in now, or
 * (the state allowed it again by the time it was read) that someone else got there first.
 */
export function occurrenceRefusal(statCd: string | null | undefined, action: OccurrenceAction): string {
  if (!isOccurrenceState(statCd)) return UPCOMING_MESSAGES.notFound;
  const decision = nextOccurrenceState(statCd, action);
  return decision.ok ? UPCOMING_MESSAGES.changed : decision.message;
}
