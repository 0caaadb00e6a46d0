import type { OccurrenceState } from '@pcs/domain';

/**
 * The domain's occurrence states (OCCURRENCE_STATES) by name, as the engine writes them: WAITING (the rule asks the
 * client manager's approval) -> SCHEDULED -> SENT, or SKIPPED (a manager, with a reason) or CANCELLED (with
 * cancelReason). Only WAITING and SCHEDULED rows are ever recomputed or cancelled: a sent gift is history.
 */
export const OCCURRENCE_STAT = {
  waiting: 'WAITING',
  scheduled: 'SCHEDULED',
  sent: 'SENT',
  skipped: 'SKIPPED',
  cancelled: 'CANCELLED',
} as const satisfies Record<string, OccurrenceState>;
export type OccurrenceStat = (typeof OCCURRENCE_STAT)[keyof typeof OCCURRENCE_STAT];

/**
 * Why an unsent occurrence was cancelled: LEAVE (the leave date falls before its send day), HR_CHANGED (the person's
 * HR data or account changed so it no longer holds), RULE_CHANGED (the rule was changed, switched off or deleted).
 */
export const CANCEL_REASON = {
  leave: 'LEAVE',
  hrChanged: 'HR_CHANGED',
  ruleChanged: 'RULE_CHANGED',
} as const;
export type CancelReason = (typeof CANCEL_REASON)[keyof typeof CANCEL_REASON];

/** The state a new (or recomputed, unsent) occurrence takes under its rule. */
export const initialStat = (approvalYn: string, approvedBefore = false): OccurrenceStat =>
  approvalYn === 'Y' && !approvedBefore ? OCCURRENCE_STAT.waiting : OCCURRENCE_STAT.scheduled;
