import type { LifeEventActionReply } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { changeLifeEvent } from './change-life-event';
import { type OccasionDeps, recomputeOccasionsOf } from './recompute-occasions';

/**
 * POST occasion/lifeEvent/delete.json (the user detail screens): an operator, or the client manager of the
 * person's company, deletes a life event (status DELETED; the row stays, its occurrences name it). The person's
 * occurrences are recomputed in the same request, which cancels its gift if not yet sent.
 */
export async function deleteLifeEvent(
  deps: OccasionDeps,
  user: AuthUser,
  lifeEventSn: number,
): Promise<LifeEventActionReply> {
  const now = deps.now();
  const { unqUserId, ...reply } = await deps.db.transaction((tx) =>
    changeLifeEvent(tx, user, { lifeEventSn, action: 'DELETE', owner: 'manager' }, now),
  );
  await recomputeOccasionsOf(deps, [unqUserId]);
  return reply;
}
