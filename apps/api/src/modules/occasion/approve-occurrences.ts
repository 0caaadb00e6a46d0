import type { UpcomingApproveReply, upcomingApproveRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { occurrenceRefusal } from './occurrence-refusal';
import type { UpcomingDeps } from './upcoming-deps';
import * as repo from './upcoming-repository';
import { occurrencesInScope } from './upcoming-scope';

/**
 * POST occasion/upcoming/approve.json (decision 036: a rule may hold each gift for the client manager's approval):
 * the chosen gifts still waiting become scheduled, in one conditional update, so a second click or a colleague's
 * click at the same time approves nothing twice. Gifts that were not waiting are reported with the reason; when
 * none could be approved the answer is a 409 with that reason. Every gift must be the caller's to decide (403).
 */
export async function approveOccurrences(
  deps: Pick<UpcomingDeps, 'db' | 'now'>,
  user: AuthUser,
  input: z.infer<typeof upcomingApproveRequestSchema>,
): Promise<UpcomingApproveReply> {
  await occurrencesInScope(deps.db, user, input.occurrenceSns);
  const moved = await repo.approveWaiting(deps.db, input.occurrenceSns, user.unqUserId, deps.now());
  const done = new Set(moved.map((m) => m.occurrenceSn));
  const left = input.occurrenceSns.filter((sn) => !done.has(sn));
  const now = await repo.findOccurrences(deps.db, left);
  const refused = left.map((occurrenceSn) => ({
    occurrenceSn,
    message: occurrenceRefusal(now.find((r) => r.occurrenceSn === occurrenceSn)?.statCd, 'APPROVE'),
  }));
  if (done.size === 0) throw conflict(refused[0]?.message ?? '');
  return { approved: done.size, refused };
}
