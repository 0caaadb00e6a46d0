import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { category, code } from '../../db/schema/index';

export const listCodes = (db: Executor, cdGrup: string, solCd: string, mobileOnly: boolean) =>
  db
    .select({
      cdId: code.cdId,
      cdNm: code.cdNm,
      cdNameSpace: code.cdNameSpace,
      solCd: code.solCd,
      seqNo: code.seqNo,
    })
    .from(code)
    .where(
      and(
        eq(code.cdGrup, cdGrup),
        eq(code.solCd, solCd),
        eq(code.useYn, 'Y'),
        mobileOnly ? eq(code.mobileUseYn, 'Y') : undefined,
      ),
    )
    .orderBy(asc(code.seqNo), asc(code.cdId));

export const listCategories = (db: Executor) =>
  db.select().from(category).where(eq(category.useYn, 'Y')).orderBy(asc(category.level), asc(category.seqNo));

/** The name of a code in use (cdGrup, solCd, cdId), or null when there is no such code. */
export const codeName = (db: Executor, cdGrup: string, solCd: string, cdId: string) =>
  db
    .select({ cdNm: code.cdNm })
    .from(code)
    .where(and(eq(code.cdGrup, cdGrup), eq(code.solCd, solCd), eq(code.cdId, cdId), eq(code.useYn, 'Y')))
    .then((rows) => rows[0]?.cdNm ?? null);
