import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, solution } from '../../db/schema/index';

export const findUserSolCd = (db: Executor, unqUserId: string) =>
  db
    .select({ solCd: appUser.solCd })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId))
    .then((rows) => rows[0]?.solCd ?? null);

export const listSolutions = (db: Executor, solCds: string[]) =>
  solCds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(solution)
        .where(and(inArray(solution.solCd, solCds), eq(solution.useYn, 'Y')))
        .orderBy(asc(solution.seqNo), asc(solution.solCd));
