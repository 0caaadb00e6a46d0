import {
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_STATUS_LABEL,
  type LifeEventAction,
  type LifeEventActionReply,
  nextLifeEventState,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import * as repo from './life-event-repository';

/**
 * One status change of a life event (the state machine of domain life-event.ts), shared by the managers' approve,
 * reject and delete and the employee's withdrawal: the event is found (404), its owner checked (`owner`: a
 * manager's tenant through the person, or the employee themself, whose foreign ids are 404 as if absent), the
 * action checked against the status read (409 with the machine's message), and the row moved with a conditional
 * update on that status (409 when another decision came first). Returns the person, for the recompute.
 */
export async function changeLifeEvent(
  tx: Executor,
  user: AuthUser,
  input: { lifeEventSn: number; action: LifeEventAction; owner: 'manager' | 'self'; rejectReason?: string },
  now: Date,
): Promise<LifeEventActionReply & { unqUserId: string }> {
  const row = await repo.findLifeEvent(tx, input.lifeEventSn);
  if (!row || (input.owner === 'self' && row.unqUserId !== user.unqUserId))
    throw notFound(LIFE_EVENT_MESSAGES.notFound);
  if (input.owner === 'manager') assertManagedUser(user, { cmpyCd: row.cmpyCd, authCd: row.authCd });
  const step = nextLifeEventState(row.statCd, input.action);
  if (!step.ok) throw conflict(step.message);
  const decided = input.action === 'APPROVE' || input.action === 'REJECT';
  const moved = await repo.moveLifeEvent(tx, row.lifeEventSn, row.statCd, {
    statCd: step.next,
    ...(decided ? { decidedBy: user.unqUserId, decidedAt: now } : {}),
    ...(input.action === 'REJECT' ? { rejectReason: input.rejectReason ?? null } : {}),
    updatedAt: now,
  });
  if (!moved) throw conflict(LIFE_EVENT_MESSAGES.alreadyDecided);
  await insertAudit(tx, {
    actorUserId: user.unqUserId,
    action: `LIFE_EVENT_${input.action}`,
    target: String(row.lifeEventSn),
  });
  return {
    lifeEventSn: row.lifeEventSn,
    statCd: step.next,
    statNm: LIFE_EVENT_STATUS_LABEL[step.next],
    unqUserId: row.unqUserId,
  };
}
