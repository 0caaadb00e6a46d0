import {
  OCCURRENCE_STATE_LABEL,
  type UpcomingActionReply,
  type upcomingSkipRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { occurrenceRefusal } from './occurrence-refusal';
import type { UpcomingDeps } from './upcoming-deps';
import * as repo from './upcoming-repository';
import { occurrencesInScope } from './upcoming-scope';

/**
 * POST occasion/upcoming/skip.json: an unsent gift (waiting or scheduled) is not sent, with the manager's reason
 * (required by the request schema) and name kept on it. One conditional update: a gift sent or skipped meanwhile
 * answers 409 with the reason.
 */
export async function skipOccurrence(
  deps: Pick<UpcomingDeps, 'db' | 'now'>,
  user: AuthUser,
  input: z.infer<typeof upcomingSkipRequestSchema>,
): Promise<UpcomingActionReply> {
  const { occurrenceSn } = input;
  await occurrencesInScope(deps.db, user, [occurrenceSn]);
  const moved = await repo.skipUnsent(deps.db, occurrenceSn, input.skipReason, user.unqUserId, deps.now());
  if (!moved) throw conflict(occurrenceRefusal(await repo.stateOf(deps.db, occurrenceSn), 'SKIP'));
  return { occurrenceSn, statCd: 'SKIPPED', statNm: OCCURRENCE_STATE_LABEL.SKIPPED };
}
