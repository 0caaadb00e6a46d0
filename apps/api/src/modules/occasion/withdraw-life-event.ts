import type { LifeEventActionReply } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { changeLifeEvent } from './change-life-event';
import type { OccasionDeps } from './recompute-occasions';

/**
 * POST user/lifeEvent/withdraw.json (my page): the employee withdraws their own request while it is still pending
 * (DELETED). Someone else's request is 404, as if it did not exist. A request never yielded a gift, so nothing is
 * recomputed.
 */
export async function withdrawLifeEvent(
  deps: OccasionDeps,
  user: AuthUser,
  lifeEventSn: number,
): Promise<LifeEventActionReply> {
  const now = deps.now();
  const { unqUserId: _, ...reply } = await deps.db.transaction((tx) =>
    changeLifeEvent(tx, user, { lifeEventSn, action: 'WITHDRAW', owner: 'self' }, now),
  );
  return reply;
}
