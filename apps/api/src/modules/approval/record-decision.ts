import {
  APPROVAL_MESSAGES,
  type ApprovalAction,
  type ApprovalHistory,
  type ApprovalKind,
  approvalDecisionText,
  decideApproval,
  REGISTRATION_STATUS,
  type RegistrationStatus,
  registrationStatusLabel,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { enqueueMessage } from '../outbox';
import * as repo from './repository';

/**
 * The approval machine's verdict for a stored status, or the refusal as an error: a request no longer in READY is a
 * conflict (409: someone decided it first), a missing reason a bad request (400).
 */
export function approvalTransition(
  current: string | null,
  action: ApprovalAction,
  reason?: string | null,
): { from: RegistrationStatus; to: RegistrationStatus; reason: string | null } {
  const decision = decideApproval(current, action, reason);
  if (decision.ok) return decision;
  if (
    decision.message === APPROVAL_MESSAGES.reasonRequired ||
    decision.message === APPROVAL_MESSAGES.reasonTooLong
  )
    throw badRequest(decision.message);
  throw conflict(decision.message);
}

/**
 * Records a decision (who, when, from, to, reason) and tells the requester by mail and SMS, in the caller's
 * transaction: the conditional status update, the record and the messages commit together or not at all.
 */
export async function recordDecision(
  tx: Executor,
  decision: {
    kind: ApprovalKind;
    cmpyCd: string | null;
    unqUserId: string | null;
    from: RegistrationStatus;
    to: RegistrationStatus;
    reason: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
  notify: { target: string; email: string | null; telNo: string | null },
): Promise<void> {
  await repo.insertDecision(tx, {
    kind: decision.kind,
    cmpyCd: decision.cmpyCd,
    unqUserId: decision.unqUserId,
    fromStat: decision.from,
    toStat: decision.to,
    reason: decision.reason,
    decidedBy: decision.decidedBy,
    decidedAt: decision.decidedAt,
  });
  if (decision.to !== REGISTRATION_STATUS.accept && decision.to !== REGISTRATION_STATUS.reject) return;
  const accepted = decision.to === REGISTRATION_STATUS.accept;
  const body = approvalDecisionText(notify.target, accepted, decision.reason);
  if (notify.email)
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: notify.email,
      subject: accepted ? APPROVAL_MESSAGES.approvedMailSubject : APPROVAL_MESSAGES.rejectedMailSubject,
      body,
    });
  if (notify.telNo)
    await enqueueMessage(tx, { channel: 'SMS', recipient: notify.telNo.replace(/\D/g, ''), body });
}

/** The decisions about a company or a user, as the detail screens show them. */
export async function approvalHistoryOf(
  db: Executor,
  by: { cmpyCd: string } | { unqUserId: string },
): Promise<ApprovalHistory[]> {
  const rows = await repo.decisionsOf(db, by);
  return rows.map((r) => ({
    fromStat: r.fromStat,
    toStat: r.toStat,
    toStatNm: registrationStatusLabel(r.toStat),
    reason: r.reason,
    decidedByNm: r.decidedByNm,
    decidedAt: ymdHmsKst(r.decidedAt),
  }));
}
