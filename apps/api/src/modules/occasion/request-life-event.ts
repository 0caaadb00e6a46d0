import {
  isRequestableLifeEventDate,
  kstToday,
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_STATUS_LABEL,
  type LifeEventActionReply,
  type myLifeEventRequestSchema,
  USER_ADMIN_MESSAGES,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import * as repo from './life-event-repository';
import { notifyLifeEventRequested } from './notify-life-event';
import type { OccasionDeps } from './recompute-occasions';

/**
 * POST user/lifeEvent/request.json (my page, recipients 10 and 20): the employee asks for a life event of their own
 * (결혼, 출산, 자녀 입학, 조사 with the relation, 복직), dated within a year of today (KST), with a note. It stays
 * REQUESTED, yielding nothing, until a manager of their company decides. The caller is locked first, so a repeated
 * submit is refused as a duplicate rather than asked twice. The company's client managers are told through the
 * outbox, in the same transaction.
 */
export async function requestLifeEvent(
  deps: OccasionDeps & { config: { publicUrl: string } },
  user: AuthUser,
  input: z.infer<typeof myLifeEventRequestSchema>,
): Promise<LifeEventActionReply> {
  const now = deps.now();
  if (!isRequestableLifeEventDate(input.eventDt, kstToday(now)))
    throw badRequest(LIFE_EVENT_MESSAGES.requestDateOutOfRange);
  const lifeEventSn = await deps.db.transaction(async (tx) => {
    const me = await repo.lockPerson(tx, user.unqUserId);
    if (!me) throw notFound(USER_ADMIN_MESSAGES.notFound);
    if (!me.cmpyCd) throw badRequest(LIFE_EVENT_MESSAGES.noCompany);
    const live = await repo.liveLifeEventKeys(tx, [me.unqUserId]);
    if (live.get(me.unqUserId)?.has(repo.lifeEventKey(input))) throw conflict(LIFE_EVENT_MESSAGES.duplicate);
    const sn = await repo.insertLifeEvent(tx, {
      unqUserId: me.unqUserId,
      cmpyCd: me.cmpyCd,
      occasionType: input.occasionType,
      eventDt: input.eventDt,
      relationCd: input.relationCd,
      statCd: 'REQUESTED',
      memo: input.memo,
      createdBy: me.unqUserId,
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
    });
    await notifyLifeEventRequested(tx, deps.config.publicUrl, sn);
    return sn;
  });
  return { lifeEventSn, statCd: 'REQUESTED', statNm: LIFE_EVENT_STATUS_LABEL.REQUESTED };
}
