import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFile } from '../../db/schema/index';

export const findFile = (db: Executor, fileId: string) =>
  db
    .select()
    .from(storedFile)
    .where(eq(storedFile.fileId, fileId))
    .then((rows) => rows[0] ?? null);

export async function insertFile(db: Executor, row: typeof storedFile.$inferInsert): Promise<void> {
  await db.insert(storedFile).values(row).onConflictDoNothing();
}
