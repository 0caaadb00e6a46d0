import type { MyLifeEventListReply } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import * as repo from './life-event-repository';
import { toMyLifeEventRow } from './life-event-row';

/**
 * POST user/lifeEvent/list.json (my page, recipients 10 and 20): the caller's own life events and requests, with
 * their status and a rejection's reason; nobody else's, whatever the request says (it names no one).
 */
export async function listMyLifeEvents(deps: { db: Db }, user: AuthUser): Promise<MyLifeEventListReply> {
  const rows = await repo.myLifeEvents(deps.db, user.unqUserId);
  return { list: rows.map(toMyLifeEventRow) };
}
