import {
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_STATUS_LABEL,
  type LifeEventActionReply,
  type lifeEventSaveRequestSchema,
  USER_ADMIN_MESSAGES,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { insertAudit } from '../audit';
import * as repo from './life-event-repository';
import { type OccasionDeps, recomputeOccasionsOf } from './recompute-occasions';

/**
 * POST occasion/lifeEvent/save.json (the user detail screens): an operator, or a client manager for their own
 * company's employees, registers a life event of a person, APPROVED at once (decision 036). The person is locked
 * first, so a repeated submit finds the first one and is refused as a duplicate instead of registering it twice.
 * The person's occurrences are recomputed in the same request.
 */
export async function saveLifeEvent(
  deps: OccasionDeps,
  user: AuthUser,
  input: z.infer<typeof lifeEventSaveRequestSchema>,
): Promise<LifeEventActionReply> {
  const now = deps.now();
  const lifeEventSn = await deps.db.transaction(async (tx) => {
    const person = await repo.lockPerson(tx, input.unqUserId);
    if (!person) throw notFound(USER_ADMIN_MESSAGES.notFound);
    assertManagedUser(user, person);
    if (!person.cmpyCd) throw badRequest(LIFE_EVENT_MESSAGES.noCompany);
    const live = await repo.liveLifeEventKeys(tx, [person.unqUserId]);
    if (live.get(person.unqUserId)?.has(repo.lifeEventKey(input)))
      throw conflict(LIFE_EVENT_MESSAGES.duplicate);
    const sn = await repo.insertLifeEvent(tx, {
      unqUserId: person.unqUserId,
      cmpyCd: person.cmpyCd,
      occasionType: input.occasionType,
      eventDt: input.eventDt,
      relationCd: input.relationCd,
      statCd: 'APPROVED',
      memo: input.memo,
      createdBy: user.unqUserId,
      decidedBy: user.unqUserId,
      decidedAt: now,
      createdAt: now,
    });
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'LIFE_EVENT_SAVE', target: String(sn) });
    return sn;
  });
  await recomputeOccasionsOf(deps, [input.unqUserId]);
  return { lifeEventSn, statCd: 'APPROVED', statNm: LIFE_EVENT_STATUS_LABEL.APPROVED };
}
