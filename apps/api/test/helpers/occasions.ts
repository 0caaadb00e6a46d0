import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { occasionOccurrence, occasionRule } from '../../src/db/schema/index';

/** A KST wall-clock time as an instant: kst('2027-02-22T08:00') is 08:00 in Korea. */
export const kst = (local: string) => new Date(`${local.length === 16 ? `${local}:00` : local}+09:00`);

/** A company rule as the rule screen would save it: a birthday rule at 09:00 on the day with one product. */
export async function createRule(
  db: Db,
  overrides: Partial<typeof occasionRule.$inferInsert> & { cmpyCd: string },
) {
  const [row] = await db
    .insert(occasionRule)
    .values({
      ruleNm: '생일 축하',
      occasionType: 'BIRTHDAY',
      goodsSource: 'GOODS',
      channel: 'ALIMTALK',
      sendTm: '09:00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A person's stored occurrences, oldest key first. */
export const occurrencesOf = (db: Db, unqUserId: string) =>
  db
    .select()
    .from(occasionOccurrence)
    .where(eq(occasionOccurrence.unqUserId, unqUserId))
    .orderBy(occasionOccurrence.occurrenceKey);

/** Ends every unsent occurrence left by a test, so the next test's sends see only its own. */
export async function cancelLeftovers(db: Db): Promise<void> {
  await db.execute(
    sql`update occasion_occurrence set stat_cd = 'CANCELLED', cancel_reason = 'TEST'
      where stat_cd in ('WAITING', 'SCHEDULED')`,
  );
}
