import { AUTH_CD } from '@pcs/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appUser, estimateItem } from '../../../db/schema/index';

/**
 * Part-timers who pack lines, and which estimate each line belongs to.
 */

export const partTimers = (db: Executor) =>
  db
    .select({ unqUserId: appUser.unqUserId, userNm: appUser.userNm })
    .from(appUser)
    .where(and(eq(appUser.authCd, AUTH_CD.partTimer), eq(appUser.useYn, 'Y')))
    .orderBy(asc(appUser.userNm));

export const isPartTimer = (db: Executor, unqUserId: string) =>
  db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(and(eq(appUser.unqUserId, unqUserId), eq(appUser.authCd, AUTH_CD.partTimer)))
    .then((rows) => rows.length === 1);

/** Sets (or clears) the part-timer who packs the lines. */
export const setPacker = async (
  db: Executor,
  estiItemSns: number[],
  packerUnqUserId: string | null,
  now: Date,
) => {
  // Locked in id order first (decision 024): an UPDATE over a list locks in whatever order its plan visits them.
  await db
    .select({ estiItemSn: estimateItem.estiItemSn })
    .from(estimateItem)
    .where(inArray(estimateItem.estiItemSn, estiItemSns))
    .orderBy(asc(estimateItem.estiItemSn))
    .for('no key update');
  return db
    .update(estimateItem)
    .set({ packerUnqUserId, updatedAt: now })
    .where(inArray(estimateItem.estiItemSn, estiItemSns))
    .returning({ estiItemSn: estimateItem.estiItemSn });
};

export const lineOwners = (db: Executor, keys: { estiSn: number; estiItemSn: number }[]) =>
  db
    .select({ estiSn: estimateItem.estiSn, estiItemSn: estimateItem.estiItemSn })
    .from(estimateItem)
    .where(
      inArray(
        estimateItem.estiItemSn,
        keys.map((k) => k.estiItemSn),
      ),
    );
