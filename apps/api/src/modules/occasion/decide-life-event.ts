import type { LifeEventActionReply } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { changeLifeEvent } from './change-life-event';
import { notifyLifeEventDecided } from './notify-life-event';
import { type OccasionDeps, recomputeOccasionsIn } from './recompute-occasions';

/**
 * POST occasion/lifeEvent/approve.json and reject.json (/occasion/lifeEvents): an operator, or the client manager of
 * the employee's company, decides a request once: APPROVED or REJECTED with the reason the employee reads on my page.
 * Approving is one decision: the person's occurrences are recomputed in the same transaction and the gift the
 * request yields is born approved by the same manager (no second approval on /occasion/upcoming), so the request
 * never stands approved without its gift. The employee is told either way through the outbox, in that transaction.
 */
export async function decideLifeEvent(
  deps: OccasionDeps & { config: { publicUrl: string } },
  user: AuthUser,
  input:
    | { lifeEventSn: number; decision: 'APPROVE' }
    | { lifeEventSn: number; decision: 'REJECT'; reason: string },
): Promise<LifeEventActionReply> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { unqUserId, ...reply } = await changeLifeEvent(
      tx,
      user,
      {
        lifeEventSn: input.lifeEventSn,
        action: input.decision,
        owner: 'manager',
        ...(input.decision === 'REJECT' ? { rejectReason: input.reason } : {}),
      },
      now,
    );
    if (input.decision === 'APPROVE') await recomputeOccasionsIn(tx, now, unqUserId);
    await notifyLifeEventDecided(
      tx,
      deps.config.publicUrl,
      input.lifeEventSn,
      input.decision === 'APPROVE' ? { approved: true } : { approved: false, reason: input.reason },
    );
    return reply;
  });
}
