import { ACCESS_ACTION, type AccessAction, type AccessTarget } from '@pcs/domain';
import type { Db } from '../../../db/client';
import { recordAccessGrouped } from '../../access-log';
import { type ApiCaller, actorOf } from './api-caller';

/**
 * Every read of personal data through the public API is in the access log like a screen's (PIPA): the
 * person who created the key, which data, how many rows, and the key in the reason. A page of nothing is not a
 * read of anyone and leaves no row. The row is committed before the reply goes out; rows of calls arriving together
 * share one insert.
 */
export async function logApiRead(
  db: Db,
  caller: ApiCaller,
  entry: {
    target: AccessTarget;
    cmpyCd: string | null;
    rowCount: number;
    targetId?: string;
    action?: AccessAction;
  },
): Promise<void> {
  if (entry.rowCount === 0) return;
  const actor = actorOf(caller, entry.cmpyCd ?? '');
  await recordAccessGrouped(db, actor, {
    action: entry.action ?? (entry.targetId ? ACCESS_ACTION.detail : ACCESS_ACTION.read),
    target: entry.target,
    rowCount: entry.rowCount,
    cmpyCd: entry.cmpyCd,
    targetId: entry.targetId ?? null,
    reason: `API 키 ${caller.apiKeySn} (${caller.scopes.join(', ')})`.slice(0, 200),
  });
}
