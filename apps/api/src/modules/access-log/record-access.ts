import type { AccessAction, AccessTarget } from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { groupCommit } from '../../lib/group-commit';
import { insertAccess, insertAccessRows } from './repository';

type AccessEntry = {
  action: AccessAction;
  target: AccessTarget;
  rowCount: number;
  cmpyCd?: string | null;
  targetId?: string | null;
  reason?: string | null;
};

const rowOf = (actor: AuthUser, entry: AccessEntry) => ({
  actorUnqUserId: actor.unqUserId,
  actorAuthCd: actor.authCd,
  action: entry.action,
  target: entry.target,
  rowCount: entry.rowCount,
  cmpyCd: entry.cmpyCd ?? null,
  targetId: entry.targetId ?? null,
  reason: entry.reason ?? null,
});

/**
 * Records that a back-office user read, downloaded or imported personal data (Korean privacy practice):
 * who, which list or record, how many rows, why. In the caller's transaction when it writes, so an import that
 * rolls back leaves no entry; never the data or the filters themselves (they may hold names).
 */
export async function recordAccess(db: Executor, actor: AuthUser, entry: AccessEntry): Promise<void> {
  await insertAccess(db, rowOf(actor, entry));
}

const grouped = new WeakMap<Db, (row: ReturnType<typeof rowOf>) => Promise<void>>();

/**
 * recordAccess for a read outside any transaction (the public API's, decision 054): resolves once the row is
 * committed, like recordAccess, but the rows of calls that arrive together go in one insert (lib/group-commit.ts),
 * so a busy integration does not make one commit per call. No reply waits less: the caller still sends its data
 * only after its row is in the log.
 */
export async function recordAccessGrouped(db: Db, actor: AuthUser, entry: AccessEntry): Promise<void> {
  let write = grouped.get(db);
  if (!write) {
    write = groupCommit((rows) => insertAccessRows(db, rows));
    grouped.set(db, write);
  }
  await write(rowOf(actor, entry));
}
