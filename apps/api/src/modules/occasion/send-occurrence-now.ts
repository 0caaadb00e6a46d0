import {
  isOccurrenceState,
  kstToday,
  OCCURRENCE_STATE_LABEL,
  type UpcomingActionReply,
  type upcomingSendNowRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { insertAudit } from '../audit';
import { occurrenceRefusal } from './occurrence-refusal';
import { sendDueOccasions } from './send-due-occasions';
import type { UpcomingDeps } from './upcoming-deps';
import * as repo from './upcoming-repository';
import { occurrencesInScope } from './upcoming-scope';

/**
 * POST occasion/upcoming/sendNow.json: an unsent gift is due now (a waiting one approved by this manager on the
 * way), committed with an audit line naming who asked; then the engine sends it at once (sendDueOccasions, which
 * takes it with its own conditional update, so the minute clock running at the same moment cannot send it twice).
 * The reply is its state afterwards: SENT, or still SCHEDULED when the clock got it first or the send is left to
 * the next tick. A gift sent, skipped or cancelled meanwhile answers 409.
 */
export async function sendOccurrenceNow(
  deps: UpcomingDeps,
  user: AuthUser,
  input: z.infer<typeof upcomingSendNowRequestSchema>,
): Promise<UpcomingActionReply> {
  const { occurrenceSn } = input;
  await occurrencesInScope(deps.db, user, [occurrenceSn]);
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const ok = await repo.scheduleNow(tx, occurrenceSn, kstToday(now), user.unqUserId, now);
    if (ok)
      await insertAudit(tx, {
        actorUserId: user.unqUserId,
        action: 'OCCASION_SEND_NOW',
        target: `occurrence:${occurrenceSn}`,
      });
    return ok;
  });
  if (!moved) throw conflict(occurrenceRefusal(await repo.stateOf(deps.db, occurrenceSn), 'SEND_NOW'));
  // Outside the transaction above: the send is the engine's own transaction (event, recipient, outbox).
  await sendDueOccasions(
    { db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl },
    { occurrenceSns: [occurrenceSn] },
  );
  const statCd = await repo.stateOf(deps.db, occurrenceSn);
  const state = isOccurrenceState(statCd) ? statCd : 'SCHEDULED';
  return { occurrenceSn, statCd: state, statNm: OCCURRENCE_STATE_LABEL[state] };
}
