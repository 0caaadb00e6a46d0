import type { LifeEventActionReply } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { changeLifeEvent } from './change-life-event';
import { type OccasionDeps, recomputeOccasionsOf } from './recompute-occasions';

/**
 * POST occasion/lifeEvent/approve.json and reject.json (/occasion/lifeEvents): an operator, or the client manager of
 * the employee's company, decides a request once: APPROVED (the person's occurrences are recomputed in the same
 * request, so the gift is queued by the company's rules) or REJECTED with the reason the employee reads on my page.
 */
export async function decideLifeEvent(
  deps: OccasionDeps,
  user: AuthUser,
  input:
    | { lifeEventSn: number; decision: 'APPROVE' }
    | { lifeEventSn: number; decision: 'REJECT'; reason: string },
): Promise<LifeEventActionReply> {
  const now = deps.now();
  const { unqUserId, ...reply } = await deps.db.transaction((tx) =>
    changeLifeEvent(
      tx,
      user,
      {
        lifeEventSn: input.lifeEventSn,
        action: input.decision,
        owner: 'manager',
        ...(input.decision === 'REJECT' ? { rejectReason: input.reason } : {}),
      },
      now,
    ),
  );
  if (input.decision === 'APPROVE') await recomputeOccasionsOf(deps, [unqUserId]);
  return reply;
}
