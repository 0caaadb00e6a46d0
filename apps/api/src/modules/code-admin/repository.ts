import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { category, code, codeGroup } from '../../db/schema/index';

// The outer row is named in full: drizzle leaves a one-table query's columns unqualified (see db/member-count.ts).
const codeCount = sql<number>`(select count(*)::int from code c
  where c.cd_grup = "code_group"."cd_grup" and c.sol_cd = "code_group"."sol_cd")`;

export const listCodeGroups = (
  db: Executor,
  f: { solCd: string | null; searchText: string | null; useYn: 'Y' | 'N' | null },
) =>
  db
    .select({
      cdGrup: codeGroup.cdGrup,
      solCd: codeGroup.solCd,
      cdGrupNm: codeGroup.cdGrupNm,
      useYn: codeGroup.useYn,
      codeCount,
    })
    .from(codeGroup)
    .where(
      and(
        f.solCd ? eq(codeGroup.solCd, f.solCd) : undefined,
        f.searchText
          ? or(
              ilike(codeGroup.cdGrup, containsPattern(f.searchText)),
              ilike(codeGroup.cdGrupNm, containsPattern(f.searchText)),
            )
          : undefined,
        f.useYn ? eq(codeGroup.useYn, f.useYn) : undefined,
      ),
    )
    .orderBy(asc(codeGroup.cdGrup), asc(codeGroup.solCd));

export const findCodeGroup = (db: Executor, cdGrup: string, solCd: string) =>
  db
    .select({
      cdGrup: codeGroup.cdGrup,
      solCd: codeGroup.solCd,
      cdGrupNm: codeGroup.cdGrupNm,
      useYn: codeGroup.useYn,
      codeCount,
    })
    .from(codeGroup)
    .where(and(eq(codeGroup.cdGrup, cdGrup), eq(codeGroup.solCd, solCd)))
    .then((rows) => rows[0] ?? null);

export async function upsertCodeGroup(db: Executor, row: typeof codeGroup.$inferInsert): Promise<void> {
  await db
    .insert(codeGroup)
    .values(row)
    .onConflictDoUpdate({
      target: [codeGroup.cdGrup, codeGroup.solCd],
      set: { cdGrupNm: row.cdGrupNm, useYn: row.useYn, updatedAt: sql`now()` },
    });
}

export const codesOf = (db: Executor, cdGrup: string, solCd: string) =>
  db
    .select({
      cdId: code.cdId,
      cdNm: code.cdNm,
      cdNameSpace: code.cdNameSpace,
      seqNo: code.seqNo,
      useYn: code.useYn,
      mobileUseYn: code.mobileUseYn,
    })
    .from(code)
    .where(and(eq(code.cdGrup, cdGrup), eq(code.solCd, solCd)))
    .orderBy(asc(code.seqNo), asc(code.cdId));

export async function upsertCodes(db: Executor, rows: (typeof code.$inferInsert)[]): Promise<void> {
  await db
    .insert(code)
    .values(rows)
    .onConflictDoUpdate({
      target: [code.cdGrup, code.solCd, code.cdId],
      set: {
        cdNm: sql`excluded.cd_nm`,
        cdNameSpace: sql`excluded.cd_name_space`,
        seqNo: sql`excluded.seq_no`,
        useYn: sql`excluded.use_yn`,
        mobileUseYn: sql`excluded.mobile_use_yn`,
      },
    });
}

/** Level-1 categories mirror code group 010 (the category call reads the category table). */
export async function upsertTopCategories(
  db: Executor,
  rows: { categoryCd: string; categoryNm: string; seqNo: number; useYn: string }[],
): Promise<void> {
  await db
    .insert(category)
    .values(rows.map((r) => ({ ...r, parentCd: null, level: 1 })))
    .onConflictDoUpdate({
      target: category.categoryCd,
      set: {
        categoryNm: sql`excluded.category_nm`,
        seqNo: sql`excluded.seq_no`,
        useYn: sql`excluded.use_yn`,
      },
    });
}
